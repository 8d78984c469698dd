/**
 * The calls a browser navigates to instead of fetching (contract 4.20, 5.8): their URLs need no request, so a
 * client answers them before its sending code is loaded (`createClient`).
 */
import type { SocialProvider } from '../model'
import type { Transport } from './calls'

/** The account group's navigation. */
export const accountNavigations = (transport: Pick<Transport, 'url'>) => ({
  /** The URL that starts a social login, for a browser navigation (no request is made). */
  socialLoginUrl: (provider: SocialProvider): string =>
    transport.url(`user/social-login/redirect/${encodeURIComponent(provider)}`),
})

/** The payments group's navigation. */
export const paymentNavigations = (transport: Pick<Transport, 'url'>) => ({
  /** The URL of the Iyzico form of an order, for a browser navigation (no request is made). */
  iyzicoRedirectUrl: (orderId: number): string => transport.url('iyzico-redirect', { order_id: orderId }),
})
