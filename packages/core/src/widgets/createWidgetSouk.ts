/**
 * The Souk of the embeddable widgets (@souk/web-components): what the widgets use of `createSouk`'s stores, client
 * calls and texts (catalogue, cart and vouchers, saved lists, search, the session read-only, toasts, texts), and
 * nothing else: no account calls (signing in and out happens on the shop), address book, followed stores, banner
 * flags, orders, payments, reviews or content pages. The type says so (`WidgetSouk`); a page embedding one
 * product card downloads less.
 */

import type { StoreApi } from 'zustand/vanilla'
import { cartApi } from '../api/cart'
import { catalogApi } from '../api/catalog'
import type { SoukClient } from '../api/createClient'
import { compareApi, wishlistApi } from '../api/savedLists'
import { storesApi } from '../api/stores'
import { createTransport } from '../api/transport'
import { vouchersApi } from '../api/vouchers'
import type { CartState } from '../cart/cartState'
import { createLazyCartStore } from '../cart/lazyCartStore'
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from '../constants'
import { languageCookie } from '../i18n/cookies'
import { createI18n, type SoukI18n } from '../i18n/translator'
import { createWidgetLinks, type WidgetLinks } from '../links/shopLinks'
import { createLazySavedProductsStore } from '../saved/lazySavedProductsStore'
import type { SavedProductsState } from '../saved/savedProductsState'
import { createLazySearchStore } from '../search/lazySearchStore'
import type { SearchState } from '../search/searchState'
import { createSessionReader, type SessionReadState, selectIsLoggedIn } from '../session/sessionStore'
import { type CatalogueSettingsState, createCatalogueSettingsStore } from '../settings/settingsStore'
import type { SoukOptions } from '../souk'
import { browserStorage } from '../storage/browserStorage'
import type { StorageAdapter } from '../storage/storageAdapter'
import { createToastStore, type ToastState } from '../toast/toastStore'
import type { Translate } from '../util/types'

/** The calls the widgets make: catalogue, saved lists, stores, cart and vouchers. */
export type WidgetClient = Pick<
  SoukClient,
  'catalog' | 'wishlist' | 'compare' | 'stores' | 'cart' | 'vouchers'
>

/**
 * What the widgets use of a Souk. A full `Souk` is one too (it has every member, wider), so code written
 * against `WidgetSouk` runs on either.
 */
export interface WidgetSouk {
  client: WidgetClient
  /** Every link a component renders, in the current language, absolute on `shopUrl` when it was given. */
  links: WidgetLinks
  /** Who the shopper is (read, and the token's updates from the API); no sign-in calls. */
  session: StoreApi<SessionReadState>
  /** `common` and the country list (no payment methods). */
  settings: StoreApi<CatalogueSettingsState>
  /** The cart: its calls to the API and their rules load when the first one is made. */
  cart: StoreApi<CartState>
  wishlist: StoreApi<SavedProductsState>
  compare: StoreApi<SavedProductsState>
  toast: StoreApi<ToastState>
  /** The search box: its actions' code loads with the first one. */
  search: StoreApi<SearchState>
  /** The texts: the `i18n` option, else core's translator (`createI18n`). */
  i18n: SoukI18n
  t: Translate
  storage: StorageAdapter
  /** The current language code. */
  language: () => string
  /** Writes the `currentLanguage` cookie and switches the texts. */
  setLanguage: (language: string) => Promise<void>
  /** True when a customer is signed in. */
  isLoggedIn: () => boolean
  /** Stops timers and subscriptions. */
  dispose: () => void
}

/** The widgets' client: catalogue, saved lists, stores, cart and vouchers. */
function createWidgetClient(options: Parameters<typeof createTransport>[0]): WidgetClient {
  const transport = createTransport(options)
  return {
    catalog: catalogApi(transport),
    wishlist: wishlistApi(transport),
    compare: compareApi(transport),
    stores: storesApi(transport),
    cart: cartApi(transport),
    vouchers: vouchersApi(transport),
  }
}

/**
 * Builds the widgets' Souk (one per page): `createSouk`'s wiring of client, session, settings, cart, saved
 * lists, toasts, search and texts, narrowed to what the widgets use (see `WidgetSouk`).
 */
export function createWidgetSouk(
  options: Omit<SoukOptions, 'legacyOrderEncryption' | 'sessionCookie'> = {},
): WidgetSouk {
  // Widgets run in a browser page: its cookies and local storage unless the host passes others.
  const storage = options.storage ?? browserStorage()
  const defaultLanguage = options.defaultLanguage ?? DEFAULT_LANGUAGE
  let language = options.language ?? storage.getCookie(LANGUAGE_COOKIE) ?? defaultLanguage
  const i18n = options.i18n ?? createI18n({ language, catalogues: options.catalogues })
  const t: Translate = (key, params) => i18n.t(key, params)
  const secureCookies =
    options.secureCookies ?? (typeof location !== 'undefined' && location.protocol === 'https:')

  let session: StoreApi<SessionReadState> | undefined
  const client = createWidgetClient({
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
    timeZone: options.timeZone ? () => options.timeZone : undefined,
  })
  session = createSessionReader({
    storage,
    secureCookies,
    guestToken: options.guestToken,
  })
  const sessionStore = session

  const isLoggedIn = () => selectIsLoggedIn(sessionStore.getState())
  const toast = createToastStore({ t })
  const common = { toast, t }
  const settings = createCatalogueSettingsStore(client, { common: options.initial?.common })
  const cart = createLazyCartStore({ client, ...common })
  const saved = { isLoggedIn, onLoginRequired: options.onLoginRequired, ...common }
  const wishlist = createLazySavedProductsStore({ api: client.wishlist, ...saved })
  const compare = createLazySavedProductsStore({ api: client.compare, joinMessages: true, ...saved })
  const search = createLazySearchStore({
    suggest: async (text, signal) => (await client.catalog.search(text, { signal })).data,
  })

  // As in createSouk: signing in or out changes who the shopper is (lists reset, the cart follows).
  const unsubscribe = sessionStore.subscribe((state, previous) => {
    if (state.signedIn === previous.signedIn) return
    const reloadCart = cart.getState().status !== 'idle'
    cart.getState().reset(state.profile?.cart_count ?? 0)
    wishlist.getState().reset()
    compare.getState().reset()
    if (reloadCart) void cart.getState().load()
  })

  return {
    client,
    links: createWidgetLinks({
      shopUrl: options.shopUrl,
      apiBase: options.apiBase,
      language: () => language,
    }),
    session: sessionStore,
    settings,
    cart,
    wishlist,
    compare,
    toast,
    search,
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
