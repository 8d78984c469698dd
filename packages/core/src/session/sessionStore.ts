import { createStore, type StoreApi } from 'zustand/vanilla'
import type { SoukClient } from '../api'
import { AUTH_COOKIE, AUTH_COOKIE_MAX_AGE, GUEST_TOKEN_KEY } from '../constants'
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

/** Loading state shared by the stores. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/** Who the shopper is: bearer token (cookie), guest token (local storage) and profile. */
export interface SessionState {
  /** Bearer token of a signed-in customer, kept in the `frontend_` cookie. */
  token: string | null
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
  /** Stores a token received elsewhere (social login callback, refreshed token). */
  setToken: (token: string | null) => void
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
  /** A guest token the host already knows (e.g. on a server); otherwise read or created in storage. */
  guestToken?: string
}

/** True when a customer is signed in. */
export function selectIsLoggedIn(state: Pick<SessionState, 'token' | 'profile'>): boolean {
  return Boolean(state.token) && state.profile?.is_logged_in !== false
}

/** Creates the session store of one Souk instance. */
export function createSessionStore(options: SessionStoreOptions): StoreApi<SessionState> {
  const { client, storage } = options
  let guest = options.guestToken ?? null

  const writeToken = (token: string | null) => {
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
      set({ token: null, profile: null, status: 'idle' })
    }
    return {
      token: storage.getCookie(AUTH_COOKIE) || null,
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
          if (get().token) clearSession()
          set({ status: 'error' })
          throw error
        }
      },
      signIn: async ({ email, password }) => {
        const { data } = await client.account.signIn({ email, password, user_token: get().guestToken() })
        writeToken(data.token)
        // One update, so listeners see the new token and the new profile together.
        set({ token: data.token, profile: { ...data.user, is_logged_in: true } as Profile, status: 'ready' })
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
          if (get().token) await client.account.logout()
        } catch {
          // The local session ends whatever the API says: a stale token must not keep the shopper signed in.
        } finally {
          clearSession()
        }
      },
      setToken: (token) => {
        writeToken(token)
        set({ token })
      },
      sellerSignUp: async (input) => (await client.account.sellerSignUp(input)).data,
      sellerVerify: async (input) => (await client.account.sellerVerify(input)).data,
    }
  })
}
