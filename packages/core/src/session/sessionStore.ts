import { createStore, type StoreApi } from 'zustand/vanilla'
import type { SoukClient } from '../api'
import { AUTH_COOKIE, AUTH_COOKIE_MAX_AGE, GUEST_TOKEN_KEY, SIGNED_IN_COOKIE } from '../constants'
import type {
  ChangePasswordInput,
  Profile,
  ResetPasswordInput,
  SellerAccount,
  SellerSignUpInput,
  SignUpInput,
  User,
  VerifyInput,
} from '../model'
import type { StorageAdapter } from '../storage/storageAdapter'
import { generateGuestToken } from '../util/guestToken'
import { sessionCookies } from './sessionCookies'

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

/** Who the shopper is: signed in or not, bearer token (when this host holds one), guest token and profile. */
export interface SessionState {
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
   * Stores a token received elsewhere (social sign-in code exchange, refreshed token); null signs out locally.
   * A `browser`-mode page keeps no token: a token only marks it signed in.
   */
  setToken: (token: string | null) => void
  /** Exchanges the one-time code of a social sign-in for a session (`state`: the browser's sign-in state). */
  exchangeSocialCode: (input: { code: string; state?: string }) => Promise<void>
  /**
   * Re-reads the signed-in marker after a form the server answered may have signed the shopper in (`browser`
   * mode; else nothing). Signing out goes through `logout`/`deleteAccount`, which clear the session.
   */
  syncSignedIn: () => void
  /** Vendor registration and verification. */
  sellerSignUp: (input: SellerSignUpInput) => Promise<string>
  sellerVerify: (input: VerifyInput) => Promise<SellerAccount>
}

/** Options of the session store. */
export interface SessionStoreOptions {
  client: SoukClient
  storage: StorageAdapter
  /** Mark the auth cookie Secure (true on https pages). */
  secureCookies?: boolean
  /** How the session is kept (default `script`, see `SessionCookieMode`). */
  sessionCookie?: SessionCookieMode
  /**
   * `browser` mode: whether the server saw the session cookie on this page's request (default: the marker). A
   * session cookie set before the marker existed still counts.
   */
  signedIn?: boolean
  /** A guest token the host already knows (e.g. on a server); otherwise read or created in storage. */
  guestToken?: string
}

/** True when a customer is signed in (and the loaded profile, if any, does not say otherwise). */
export function selectIsLoggedIn(state: Pick<SessionState, 'signedIn' | 'profile'>): boolean {
  return state.signedIn && state.profile?.is_logged_in !== false
}

/** Creates the session store of one Souk instance. */
export function createSessionStore(options: SessionStoreOptions): StoreApi<SessionState> {
  const { client, storage } = options
  const mode = options.sessionCookie ?? 'script'
  let guest = options.guestToken ?? null
  const marker = () => storage.getCookie(SIGNED_IN_COOKIE) === '1'

  const writeToken = (token: string | null) => {
    if (mode === 'server') {
      for (const cookie of sessionCookies(token, { secure: options.secureCookies })) {
        storage.setCookie(cookie.name, cookie.value, cookie.options)
      }
      return
    }
    if (mode === 'browser') {
      // The HttpOnly cookie is the server's to expire (the API does on sign-out); the marker is the page's.
      if (!token) storage.removeCookie(SIGNED_IN_COOKIE, { path: '/' })
      return
    }
    if (token) {
      storage.setCookie(AUTH_COOKIE, token, {
        maxAge: AUTH_COOKIE_MAX_AGE,
        path: '/',
        sameSite: 'lax',
        secure: options.secureCookies ?? false,
      })
    } else {
      storage.removeCookie(AUTH_COOKIE, { path: '/' })
    }
  }

  return createStore<SessionState>()((set, get) => {
    const clearSession = () => {
      writeToken(null)
      set({ token: null, signedIn: false, profile: null, status: 'idle' })
    }
    const startToken = mode === 'browser' ? null : storage.getCookie(AUTH_COOKIE) || null
    /** Holds a new session: the token where this host keeps one, and the cookies as the mode says. */
    const hold = (token: string) => {
      writeToken(token)
      return { token: mode === 'browser' ? null : token, signedIn: true }
    }
    return {
      token: startToken,
      signedIn: mode === 'browser' ? (options.signedIn ?? marker()) : Boolean(startToken),
      profile: null,
      status: 'idle',
      guestToken: () => {
        if (guest) return guest
        guest = storage.getItem(GUEST_TOKEN_KEY)
        if (!guest) {
          guest = generateGuestToken()
          storage.setItem(GUEST_TOKEN_KEY, guest)
        }
        return guest
      },
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
        if (mode === 'browser') {
          throw new Error(
            'signIn: this page keeps its session in an HttpOnly cookie; sign in through its server.',
          )
        }
        const { data } = await client.account.signIn({ email, password, user_token: get().guestToken() })
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
      setToken: (token) => {
        if (token) {
          set(hold(token))
        } else {
          writeToken(null)
          set({ token: null, signedIn: false })
        }
      },
      exchangeSocialCode: async (input) => {
        const { data } = await client.account.exchangeSocialCode(input)
        set({
          ...hold(data.token),
          profile: { ...data.user, is_logged_in: true } as Profile,
          status: 'ready',
        })
      },
      syncSignedIn: () => {
        // Only ever on: a session cookie from before the marker has none, and signing out clears the session.
        if (mode === 'browser' && marker() && !get().signedIn) set({ signedIn: true })
      },
      sellerSignUp: async (input) => (await client.account.sellerSignUp(input)).data,
      sellerVerify: async (input) => (await client.account.sellerVerify(input)).data,
    }
  })
}
