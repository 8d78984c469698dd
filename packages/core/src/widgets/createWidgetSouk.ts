/**
 * The Souk of the embeddable widgets (@souk/web-components): the same stores, client calls and texts as
 * `createSouk`, without what a widget never shows (address book, followed stores, banner flags) nor calls
 * (orders, payments, reviews, content pages), so that a page embedding one product card downloads less.
 * Those members exist and throw a clear error when touched: nothing fails silently.
 */
import type { StoreApi } from 'zustand/vanilla'
import { accountApi } from '../api/account'
import { cartApi } from '../api/cart'
import { catalogApi } from '../api/catalog'
import type { SoukClient } from '../api/createClient'
import { compareApi, wishlistApi } from '../api/savedLists'
import { storesApi } from '../api/stores'
import { createTransport } from '../api/transport'
import { vouchersApi } from '../api/vouchers'
import { createCartStore } from '../cart/cartStore'
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from '../constants'
import { languageCookie } from '../i18n/cookies'
import { createI18n } from '../i18n/createI18n'
import { createSavedProductsStore } from '../saved/savedProductsStore'
import { createSearchStore } from '../search/searchStore'
import { createSessionStore, type SessionState, selectIsLoggedIn } from '../session/sessionStore'
import { createSettingsStore } from '../settings/settingsStore'
import type { Souk, SoukOptions } from '../souk'
import { browserStorage } from '../storage/browserStorage'
import { createToastStore } from '../toast/toastStore'
import type { Translate } from '../util/types'

/** A member the widgets' Souk leaves out: reading it throws, naming what to use instead. */
function notInWidgets(name: string): never {
  throw new Error(`souk.${name}: not in createWidgetSouk (use createSouk)`)
}

/** The widgets' client: catalogue, account, saved lists, stores, cart and vouchers (no orders, payments…). */
function createWidgetClient(options: Parameters<typeof createTransport>[0]): SoukClient {
  const transport = createTransport(options)
  return {
    catalog: catalogApi(transport),
    account: accountApi(transport),
    wishlist: wishlistApi(transport),
    compare: compareApi(transport),
    stores: storesApi(transport),
    cart: cartApi(transport),
    vouchers: vouchersApi(transport),
    get content(): never {
      return notInWidgets('client.content')
    },
    get addresses(): never {
      return notInWidgets('client.addresses')
    },
    get orders(): never {
      return notInWidgets('client.orders')
    },
    get reviews(): never {
      return notInWidgets('client.reviews')
    },
    get payments(): never {
      return notInWidgets('client.payments')
    },
  }
}

/**
 * Builds the widgets' Souk (one per page): `createSouk`'s wiring of client, session, settings, cart, saved
 * lists, toasts, search and texts; `addresses`, `following` and `banners` throw when read.
 */
export function createWidgetSouk(
  options: Omit<SoukOptions, 'legacyOrderEncryption' | 'sessionCookie'> = {},
): Souk {
  // Widgets run in a browser page: its cookies and local storage unless the host passes others.
  const storage = options.storage ?? browserStorage()
  const defaultLanguage = options.defaultLanguage ?? DEFAULT_LANGUAGE
  let language = options.language ?? storage.getCookie(LANGUAGE_COOKIE) ?? defaultLanguage
  const i18n = options.i18n ?? createI18n({ language, catalogues: options.catalogues })
  const t: Translate = (key, params) => i18n.t(key, params ?? {}) as string
  const secureCookies =
    options.secureCookies ?? (typeof location !== 'undefined' && location.protocol === 'https:')

  let session: StoreApi<SessionState> | undefined
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
  session = createSessionStore({
    client,
    storage,
    secureCookies,
    guestToken: options.guestToken,
  })
  const sessionStore = session

  const isLoggedIn = () => selectIsLoggedIn(sessionStore.getState())
  const toast = createToastStore({ t })
  const common = { toast, t }
  const settings = createSettingsStore(client, { common: options.initial?.common })
  const cart = createCartStore({ client, ...common })
  const saved = { isLoggedIn, onLoginRequired: options.onLoginRequired, ...common }
  const wishlist = createSavedProductsStore({ api: client.wishlist, ...saved })
  const compare = createSavedProductsStore({ api: client.compare, joinMessages: true, ...saved })
  const search = createSearchStore({
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
    session: sessionStore,
    settings,
    cart,
    wishlist,
    compare,
    toast,
    search,
    get addresses(): never {
      return notInWidgets('addresses')
    },
    get following(): never {
      return notInWidgets('following')
    },
    get banners(): never {
      return notInWidgets('banners')
    },
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
