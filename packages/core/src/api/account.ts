/** Sign-in, sign-up, profile and seller registration (contract 5.1-5.8). */
import type {
  ChangePasswordInput,
  Envelope,
  Profile,
  ResetPasswordInput,
  SellerAccount,
  SellerSignUpInput,
  SignInData,
  SignInInput,
  SignUpInput,
  UpdateProfileInput,
  User,
  VerifyInput,
} from '../model'
import type { Transport } from './calls'
import { accountNavigations } from './navigations'
import type { CallOptions } from './types'

/** The account calls of a client. */
export function accountApi(transport: Transport) {
  const post = <T>(path: string, body: object, options: CallOptions, shopper = false) =>
    transport.send<T>({ method: 'POST', path, body, shopper, signal: options.signal })

  return {
    /** `POST user/signin`; the guest token goes along so the guest's cart, orders and addresses merge in. */
    signIn: (input: SignInInput, options: CallOptions = {}) =>
      post<SignInData>('user/signin', input, options, true),
    /** `POST user/signup`: registers and e-mails a code; `data` is the e-mail address. */
    signUp: (input: SignUpInput, options: CallOptions = {}) => post<string>('user/signup', input, options),
    /** `POST user/verify`: confirms the e-mailed code. */
    verify: (input: VerifyInput, options: CallOptions = {}) => post<User>('user/verify', input, options),
    /** `POST user/forgot-password`: e-mails a reset code; `data` is the e-mail address. */
    forgotPassword: (email: string, options: CallOptions = {}) =>
      post<string>('user/forgot-password', { email }, options),
    /** `POST user/update-password`: sets a new password with the e-mailed code. */
    resetPassword: (input: ResetPasswordInput, options: CallOptions = {}) =>
      post<string>('user/update-password', input, options),
    /** `GET user/profile`: the signed-in customer or the guest, with the cart count. */
    profile: (options: CallOptions = {}): Promise<Envelope<Profile>> =>
      transport.send({ method: 'GET', path: 'user/profile', shopper: true, signal: options.signal }),
    /** `GET user/logout`: revokes the customer's tokens. */
    logout: (options: CallOptions = {}): Promise<Envelope<null>> =>
      transport.send({ method: 'GET', path: 'user/logout', signal: options.signal }),
    /** `POST user/update-profile`: changes the customer's name. */
    updateProfile: (input: UpdateProfileInput, options: CallOptions = {}) =>
      post<UpdateProfileInput>('user/update-profile', input, options),
    /** `POST user/update-user-password`: changes the password of the signed-in customer. */
    changePassword: (input: ChangePasswordInput, options: CallOptions = {}) =>
      post<null>('user/update-user-password', input, options),
    /** `DELETE user/delete`: deletes the customer's account and data; `data` is the deleted user. */
    deleteAccount: (options: CallOptions = {}): Promise<Envelope<User>> =>
      transport.send({ method: 'DELETE', path: 'user/delete', signal: options.signal }),
    /** `POST seller/signup`: registers a vendor and e-mails a code; `data` is the e-mail address. */
    sellerSignUp: (input: SellerSignUpInput, options: CallOptions = {}) =>
      post<string>('seller/signup', input, options),
    /** `POST seller/verify`: confirms a vendor's e-mailed code. */
    sellerVerify: (input: VerifyInput, options: CallOptions = {}) =>
      post<SellerAccount>('seller/verify', input, options),
    /**
     * `POST user/social-login/exchange`: the one-time code a social sign-in sent the browser back with, for a
     * token; `state` is the sign-in state of the browser that started it (its `souk_social_state` cookie).
     */
    exchangeSocialCode: (input: { code: string; state?: string }, options: CallOptions = {}) =>
      post<SignInData>('user/social-login/exchange', input, options),
    ...accountNavigations(transport),
  }
}
