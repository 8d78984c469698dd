/** The enabled payment methods and the Iyzico redirect helper (contract 4.17, 4.20). */
import type { Envelope, PaymentGateway } from '../model'
import type { Transport } from './calls'
import { paymentNavigations } from './navigations'
import type { CallOptions } from './types'

/** The payment calls of a client. */
export function paymentsApi(transport: Transport) {
  return {
    /** `GET payment-gateway`: which methods are enabled, with public keys and bank details. */
    gateway: (options: CallOptions = {}): Promise<Envelope<PaymentGateway>> =>
      transport.send({ method: 'GET', path: 'payment-gateway', signal: options.signal }),
    ...paymentNavigations(transport),
  }
}
