import type { StoreApi } from 'zustand/vanilla'
import type { AddressesState } from './addresses/addressesState'
import { createLazyAddressesStore } from './addresses/lazyAddressesStore'
import { type ClientOptions, createClient, type SoukClient } from './api'
import { type BannerFlagsState, createBannerFlagsStore } from './banners/bannerFlagsStore'
import type { AppliedVoucher } from './cart/cartState'
import { createLazyCartStore } from './cart/lazyCartStore'
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from './constants'
import type { FollowingState } from './following/followingState'
import { createLazyFollowingStore } from './following/lazyFollowingStore'
import { languageCookie } from './i18n/cookies'
import { createI18n, type SoukI18n } from './i18n/translator'
import type { Dictionary } from './i18n/types'
import { createShopLinks, type ShopLinks } from './links/shopLinks'
import type { CartLine, CommonData, Profile } from './model'
import { createLazySavedProductsStore } from './saved/lazySavedProductsStore'
import { createLazySearchStore } from './search/lazySearchStore'
import { sessionKeeper } from './session/sessionKeepers'
import {
  createSessionStore,
  type SessionCookieMode,
  type SessionState,
  selectIsLoggedIn,
} from './session/sessionStore'
import { createSettingsStore, type SettingsState } from './settings/settingsStore'
import { browserStorage } from './storage/browserStorage'
import { memoryStorage } from './storage/memoryStorage'
import type { StorageAdapter } from './storage/storageAdapter'
import { storedTimeZone } from './storage/timeZone'
import { createToastStore } from './toast/toastStore'
import type { Translate } from './util/types'
import type { WidgetSouk } from './widgets/createWidgetSouk'

/** Options of `createSouk`: everything a host decides. */
export interface SoukOptions {
  /** Base of the API, default `/api/v1/` on the same origin. */
  apiBase?: string
  /**
   * Where the shop's pages are (`https://shop.example/`): every link `souk.links` builds (product, cart, shop,
   * account…) is absolute on it, for pages on another site. Without it links are paths on the page's origin.
   */
  shopUrl?: string
  /** The current language; default the `currentLanguage` cookie, else English. */
  language?: string
  defaultLanguage?: string
  /** Cookies and local storage: `browserStorage()` in a page, `serverStorage(cookieHeader)` per request. */
  storage?: StorageAdapter
  /** The fetch to use (server rendering, tests). */
  fetch?: typeof globalThis.fetch
  /** A guest token the host knows already (otherwise read from or created in storage). */
  guestToken?: string
  /** Mark the auth cookie Secure. Default: true on https pages. */
  secureCookies?: boolean
  /**
   * How the customer's session is kept (default `script`: this host holds the bearer token in a cookie it
   * writes). A page on the API's own origin uses `browser` (an HttpOnly cookie set by the server, no token in
   * reach of scripts), the server rendering it `server`; see `SessionCookieMode`.
   */
  sessionCookie?: SessionCookieMode
  /** Called when an action needs a signed-in customer (compare, wishlist, follow as a guest). */
  onLoginRequired?: () => void
  /** Send order bodies in the legacy encrypted form (contract 7.1). */
  legacyOrderEncryption?: boolean
  /**
   * IANA time zone sent to the API (dates come back formatted in it); default the `timeZone` cookie a browser
   * remembered (`rememberTimeZone`), else the runtime's.
   */
  timeZone?: string
  /** Data a server already loaded, to start from without refetching. */
  initial?: {
    common?: CommonData
    profile?: Profile | null
    /** `browser` session mode: whether the server saw the session cookie (see `SessionStoreOptions`). */
    signedIn?: boolean
    /** The shopper's saved ids a server loaded (`savedIdsOf`): the buttons start from them, no second load. */
    savedIds?: SavedIds | null
    /** The shopper's cart lines (the cart page's server render): the cart store starts ready with them. */
    cart?: CartLine[]
    /** The voucher the server applied to those lines with this request (the cart page's no-script form). */
    cartVoucher?: AppliedVoucher | null
  }
  /**
   * UI text catalogues per language for the Souk's translator (`createI18n`): `bundledCatalogues` on a server
   * or in tests; in a browser only the page's language (`await loadCatalogue(lang)`), to keep the others out
   * of the download. Without catalogues, texts show their keys.
   */
  catalogues?: Readonly<Partial<Record<string, Dictionary>>>
  /**
   * The texts to use instead of a new `createI18n`: another Souk's, or a host's i18next instance wrapped by
   * `fromI18next` from `@souk/core/i18next`.
   */
  i18n?: SoukI18n
  /** Extra client options (retry, headers, who hears of a connection failure, where a read carries the guest token). */
  client?: Pick<ClientOptions, 'retry' | 'headers' | 'onConnectionFailure' | 'guestTokenIn'>
}

/**
 * One shopper's Souk: the client, every store and the texts. Make one per page, or per server request. It is a
 * `WidgetSouk` too, with the whole client, the account calls and the stores of the account pages.
 */
export interface Souk extends WidgetSouk {
  client: SoukClient
  /** Every link the shop's pages render (the widgets' and banners, sliders, brands, stores, pages…). */
  links: ShopLinks
  session: StoreApi<SessionState>
  settings: StoreApi<SettingsState>
  addresses: StoreApi<AddressesState>
  following: StoreApi<FollowingState>
  banners: StoreApi<BannerFlagsState>
}

/** The composition root: builds a client, the stores and i18n wired together, with no shared state. */
export function createSouk(options: SoukOptions = {}): Souk {
  const storage = options.storage ?? (typeof document === 'undefined' ? memoryStorage() : browserStorage())
  const defaultLanguage = options.defaultLanguage ?? DEFAULT_LANGUAGE
  let language = options.language ?? storage.getCookie(LANGUAGE_COOKIE) ?? defaultLanguage
  const i18n = options.i18n ?? createI18n({ language, catalogues: options.catalogues })
  const t: Translate = (key, params) => i18n.t(key, params)
  const secureCookies =
    options.secureCookies ?? (typeof location !== 'undefined' && location.protocol === 'https:')

  const timeZone = options.timeZone ?? storedTimeZone(storage)

  // The client reads identity lazily from the session store, which is created right after it.
  let session: StoreApi<SessionState> | undefined
  const client = createClient({
    ...options.client,
    baseURL: options.apiBase,
    fetch: options.fetch,
    language: () => language,
    defaultLanguage: () => defaultLanguage,
    token: () => session?.getState().token ?? null,
    guestToken: () => session?.getState().guestToken() ?? '',
    onToken: (token) => session?.getState().setToken(token),
    onUnauthenticated: () => {
      if (session?.getState().signedIn) session.getState().setToken(null)
    },
    timeZone: timeZone ? () => timeZone : undefined,
    legacyOrderEncryption: options.legacyOrderEncryption,
  })
  session = createSessionStore({
    client,
    storage,
    secureCookies,
    guestToken: options.guestToken,
    keeper: sessionKeeper(options.sessionCookie ?? 'script', storage, {
      secure: secureCookies,
      signedIn: options.initial?.signedIn,
    }),
  })
  if (options.initial?.profile) session.setState({ profile: options.initial.profile, status: 'ready' })
  const sessionStore = session

  const isLoggedIn = () => selectIsLoggedIn(sessionStore.getState())
  const toast = createToastStore({ t })
  const common = { toast, t }
  const settings = createSettingsStore(client, { common: options.initial?.common })
  const cart = createLazyCartStore({
    client,
    lines: options.initial?.cart,
    voucher: options.initial?.cartVoucher,
    ...common,
  })
  // A server's saved ids go in the stores' initial state: server rendering and hydration read that state.
  const savedIds = options.initial?.savedIds
  const wishlist = createLazySavedProductsStore({
    api: client.wishlist,
    initialIds: savedIds?.wishlist,
    isLoggedIn,
    onLoginRequired: options.onLoginRequired,
    ...common,
  })
  const compare = createLazySavedProductsStore({
    api: client.compare,
    initialIds: savedIds?.compare,
    isLoggedIn,
    onLoginRequired: options.onLoginRequired,
    joinMessages: true,
    ...common,
  })
  const addresses = createLazyAddressesStore({ client, ...common })
  const following = createLazyFollowingStore({
    client,
    initialIds: savedIds?.following,
    isLoggedIn,
    onLoginRequired: options.onLoginRequired,
    ...common,
  })
  const search = createLazySearchStore({
    suggest: async (text, signal) => (await client.catalog.search(text, { signal })).data,
  })
  const banners = createBannerFlagsStore(storage)

  const startingProfile = options.initial?.profile
  if (startingProfile) cart.setState({ count: startingProfile.cart_count })

  // Signing in or out changes who the shopper is: the lists belong to the previous identity and the cart
  // follows the new one. A refreshed token (same customer, still signed in) changes nothing.
  const unsubscribe = sessionStore.subscribe((state, previous) => {
    if (state.signedIn !== previous.signedIn) {
      const count = state.profile?.cart_count ?? 0
      const reloadCart = cart.getState().status !== 'idle'
      cart.getState().reset(count)
      wishlist.getState().reset()
      compare.getState().reset()
      addresses.getState().reset()
      following.getState().reset()
      if (reloadCart) void cart.getState().load()
    } else if (state.profile !== previous.profile && state.profile && cart.getState().status === 'idle') {
      cart.setState({ count: state.profile.cart_count })
    }
  })

  return {
    client,
    links: createShopLinks({ shopUrl: options.shopUrl, apiBase: options.apiBase, language: () => language }),
    session: sessionStore,
    settings,
    cart,
    wishlist,
    compare,
    addresses,
    following,
    toast,
    search,
    banners,
    i18n,
    t,
    storage,
    language: () => language,
    setLanguage: async (next) => {
      language = next
      const cookie = languageCookie(next)
      storage.setCookie(cookie.name, cookie.value, cookie.options)
      await i18n.changeLanguage(next)
    },
    isLoggedIn,
    dispose: () => {
      unsubscribe()
      search.getState().dispose()
      toast.getState().hide()
    },
  }
}

/** A shopper's saved ids: wishlist and compare-list product ids, followed store ids. */
export interface SavedIds {
  wishlist: number[]
  compare: number[]
  following: number[]
}

/**
 * Loads a signed-in shopper's saved ids with a (server's) Souk, for `initial.savedIds` of the page's Souk; null
 * for a guest, or when a list could not be read (the page's buttons then load them themselves).
 */
export async function savedIdsOf(souk: Souk): Promise<SavedIds | null> {
  if (!souk.isLoggedIn()) return null
  const loaded = await Promise.all([
    souk.wishlist.getState().loadIds(),
    souk.compare.getState().loadIds(),
    souk.following.getState().loadIds(),
  ])
  if (loaded.includes(false)) return null
  const ids = (record: Record<number, boolean>) =>
    Object.entries(record)
      .filter(([, saved]) => saved)
      .map(([id]) => Number(id))
  return {
    wishlist: ids(souk.wishlist.getState().saved),
    compare: ids(souk.compare.getState().saved),
    following: ids(souk.following.getState().followed),
  }
}
