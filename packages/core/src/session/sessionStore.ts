import { createStore, type StoreApi } from 'zustand/vanilla'
import type { SoukClient } from '../api'
import {
  AUTH_COOKIE,
  AUTH_COOKIE_MAX_AGE,
  GUEST_TOKEN_COOKIE,
  GUEST_TOKEN_COOKIE_MAX_AGE,
  GUEST_TOKEN_KEY,
} from '../constants'
import type {
  ChangePasswordInput,
  Profile,
  ResetPasswordInput,
  SellerAccount,
  SellerSignUpInput,
  SignInData,
  SignUpInput,
  User,
  VerifyInput,
} from '../model'
import type { StorageAdapter } from '../storage/storageAdapter'
import { generateGuestToken } from '../util/guestToken'

/** Loading state shared by the stores. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/**
 * Where a host keeps the customer's session:
 * - `script` (default): the host holds the bearer token, in the `frontend_auth_token` cookie its scripts write
 *   (an SDK or the widgets on another origin than the API's, a test).
 * - `server`: a server answering one browser request (the store's loaders and actions). It holds the bearer read
 *   from the request's cookie and writes the session as `sessionCookies` says: the token HttpOnly, plus the
 *   `frontend_signed_in` marker.
 * - `browser`: a page on the API's origin whose session is that HttpOnly cookie. It never sees a token
 *   (`token` stays null); the browser sends the cookie with its same-origin API calls, and `signedIn` follows
 *   the marker. Signing in goes through the server (a form post), which sets the cookies.
 */
export type SessionCookieMode = 'script' | 'server' | 'browser'

/** How a host keeps the session's cookies (one per `SessionCookieMode`). */
export interface SessionKeeper {
  /** At start: the token this host holds (null in a `browser` page) and whether a customer is signed in. */
  start: () => { token: string | null; signedIn: boolean }
  /** Writes a new session (a token) or its end (null); returns the token this host keeps (null in a browser page). */
  write: (token: string | null) => string | null
  /** Sign-in goes through the server (a form post), never through this host's scripts (`browser` pages). */
  serverSignIn?: boolean
  /**
   * The guest token is kept in the `GUEST_TOKEN_COOKIE` cookie as well as in local storage (the shop's own
   * origin: its server answers forms for the same guest). The cookie wins over local storage when both exist.
   */
  guestCookie?: { secure?: boolean }
}

/** A guest token as a cookie may carry it (the API's own check: letters, digits, `._-`, 6 to 191). */
const GUEST_TOKEN_FORM = /^[A-Za-z0-9._-]{6,191}$/

/** The `script` keeper: the host holds the bearer token in the `frontend_` cookie its scripts write. */
export function scriptKeeper(storage: StorageAdapter, options: { secure?: boolean } = {}): SessionKeeper {
  return {
    start: () => {
      const token = storage.getCookie(AUTH_COOKIE) || null
      return { token, signedIn: Boolean(token) }
    },
    write: (token) => {
      if (token) {
        storage.setCookie(AUTH_COOKIE, token, {
          maxAge: AUTH_COOKIE_MAX_AGE,
          path: '/',
          sameSite: 'lax',
          secure: options.secure ?? false,
        })
      } else {
        storage.removeCookie(AUTH_COOKIE, { path: '/' })
      }
      return token
    },
  }
}

/**
 * Who the shopper is, read-only but for the token's updates: what a host without account pages (the widgets)
 * keeps of the session. `SessionState` adds the account calls.
 */
export interface SessionReadState {
  /**
   * Bearer token of a signed-in customer, only on hosts that hold one (`script` and `server` modes); always
   * null in a `browser`-mode page, whose credential is an HttpOnly cookie out of its scripts' reach.
   */
  token: string | null
  /** Whether a customer is signed in (a token is held, or the server's marker cookie says so). */
  signedIn: boolean
  profile: Profile | null
  status: LoadStatus
  /** The guest `user_token`, created on first use and kept in local storage. */
  guestToken: () => string
  /**
   * Stores a token received elsewhere (social sign-in code exchange, refreshed token); null signs out locally.
   * A `browser`-mode page keeps no token: a token only marks it signed in.
   */
  setToken: (token: string | null) => void
}

/** Who the shopper is: signed in or not, bearer token (when this host holds one), guest token and profile. */
export interface SessionState extends SessionReadState {
  /** Loads the profile; a failure signs the shopper out and rethrows (the host shows the error page). */
  loadProfile: () => Promise<Profile>
  /** Signs in; the guest's cart, orders and addresses move into the account. */
  signIn: (input: { email: string; password: string }) => Promise<void>
  /** Registers; the API e-mails a code. Resolves to the e-mail. */
  signUp: (input: SignUpInput) => Promise<string>
  /** Verifies the e-mailed code. */
  verify: (input: VerifyInput) => Promise<User>
  /** Sends a reset code. Resolves to the e-mail. */
  forgotPassword: (email: string) => Promise<string>
  /** Sets a new password with the e-mailed code. */
  resetPassword: (input: ResetPasswordInput) => Promise<string>
  /** Changes the name. */
  updateProfile: (name: string) => Promise<void>
  /** Changes the password. */
  changePassword: (input: ChangePasswordInput) => Promise<void>
  /** Deletes the account and signs out. */
  deleteAccount: () => Promise<void>
  /** Signs out (always clears the local session, even when the API call fails). */
  logout: () => Promise<void>
  /**
   * Holds the session a sign-in answered (`user/signin`, or a social sign-in's code exchanged with
   * `client.account.exchangeSocialCode`): its token, as the mode says, and the customer's profile.
   */
  acceptSignIn: (data: SignInData) => void
  /** Vendor registration and verification. */
  sellerSignUp: (input: SellerSignUpInput) => Promise<string>
  sellerVerify: (input: VerifyInput) => Promise<SellerAccount>
}

/** Options of the session store. */
export interface SessionStoreOptions extends SessionReaderOptions {
  /** The account calls (sign-in, profile…). */
  client: Pick<SoukClient, 'account'>
}

/** Options of the session reader (`createSessionReader`): where the session is kept. */
export interface SessionReaderOptions {
  storage: StorageAdapter
  /** Mark the auth cookie Secure (true on https pages). */
  secureCookies?: boolean
  /**
   * How this host keeps the session (see `SessionCookieMode`); default the `script` keeper, the bearer token in
   * the `frontend_` cookie its scripts write. `createSouk` passes the `server` and `browser` keepers
   * (`sessionKeeper`), so hosts that only ever run as `script` (the widgets) do not carry them.
   */
  keeper?: SessionKeeper
  /** A guest token the host already knows (e.g. on a server); otherwise read or created in storage. */
  guestToken?: string
}

/** True when a customer is signed in (and the loaded profile, if any, does not say otherwise). */
export function selectIsLoggedIn(state: Pick<SessionState, 'signedIn' | 'profile'>): boolean {
  return state.signedIn && state.profile?.is_logged_in !== false
}

/** The session's reading part and its writers, over one zustand store's `set` and `get`. */
function sessionBasics<S extends SessionReadState>(
  options: SessionReaderOptions,
  set: (partial: Partial<S>) => void,
) {
  const { storage } = options
  const keeper = options.keeper ?? scriptKeeper(storage, { secure: options.secureCookies })
  let guest = options.guestToken ?? null
  const clearSession = () => {
    keeper.write(null)
    set({ token: null, signedIn: false, profile: null, status: 'idle' } as Partial<S>)
  }
  /** Holds a new session: the token where this host keeps one, and the cookies as its keeper says. */
  const hold = (token: string) => ({ token: keeper.write(token), signedIn: true })
  const state: SessionReadState = {
    ...keeper.start(),
    profile: null,
    status: 'idle',
    guestToken: () => {
      if (guest) return guest
      const cookie = keeper.guestCookie ? storage.getCookie(GUEST_TOKEN_COOKIE) : undefined
      const stored = storage.getItem(GUEST_TOKEN_KEY)
      guest = (cookie && GUEST_TOKEN_FORM.test(cookie) ? cookie : null) ?? stored ?? generateGuestToken()
      if (stored !== guest) storage.setItem(GUEST_TOKEN_KEY, guest)
      if (keeper.guestCookie && cookie !== guest) {
        storage.setCookie(GUEST_TOKEN_COOKIE, guest, {
          maxAge: GUEST_TOKEN_COOKIE_MAX_AGE,
          path: '/',
          sameSite: 'lax',
          secure: keeper.guestCookie.secure ?? false,
        })
      }
      return guest
    },
    setToken: (token) => {
      if (token) {
        set(hold(token) as Partial<S>)
      } else {
        keeper.write(null)
        set({ token: null, signedIn: false } as Partial<S>)
      }
    },
  }
  return { state, keeper, clearSession, hold }
}

/**
 * Creates a session store without account calls (the widgets'): who the shopper is, the guest token, and the
 * token's updates from the API; signing in and out happens on the shop.
 */
export function createSessionReader(options: SessionReaderOptions): StoreApi<SessionReadState> {
  return createStore<SessionReadState>()((set) => sessionBasics(options, set).state)
}

/** Creates the session store of one Souk instance. */
export function createSessionStore(options: SessionStoreOptions): StoreApi<SessionState> {
  const { client } = options

  return createStore<SessionState>()((set, get) => {
    const { state, keeper, clearSession, hold } = sessionBasics<SessionState>(options, set)
    return {
      ...state,
      loadProfile: async () => {
        set({ status: 'loading' })
        try {
          const { data } = await client.account.profile()
          set({ profile: data, status: 'ready' })
          return data
        } catch (error) {
          if (get().signedIn) clearSession()
          set({ status: 'error' })
          throw error
        }
      },
      signIn: async ({ email, password }) => {
        if (keeper.serverSignIn) throw new Error('signIn: use the server')
        get().acceptSignIn(
          (await client.account.signIn({ email, password, user_token: get().guestToken() })).data,
        )
      },
      acceptSignIn: (data) => {
        // One update, so listeners see the new token and the new profile together.
        set({
          ...hold(data.token),
          profile: { ...data.user, is_logged_in: true } as Profile,
          status: 'ready',
        })
      },
      signUp: async (input) => (await client.account.signUp(input)).data,
      verify: async (input) => (await client.account.verify(input)).data,
      forgotPassword: async (email) => (await client.account.forgotPassword(email)).data,
      resetPassword: async (input) => (await client.account.resetPassword(input)).data,
      updateProfile: async (name) => {
        const { data } = await client.account.updateProfile({ name })
        const profile = get().profile
        if (profile) set({ profile: { ...profile, name: data.name } })
      },
      changePassword: async (input) => {
        await client.account.changePassword(input)
      },
      deleteAccount: async () => {
        await client.account.deleteAccount()
        clearSession()
      },
      logout: async () => {
        try {
          if (get().signedIn) await client.account.logout()
        } catch {
          // The local session ends whatever the API says: a stale token must not keep the shopper signed in.
        } finally {
          clearSession()
        }
      },
      sellerSignUp: async (input) => (await client.account.sellerSignUp(input)).data,
      sellerVerify: async (input) => (await client.account.sellerVerify(input)).data,
    }
  })
}
