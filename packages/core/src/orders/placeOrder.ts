import { type MobileWallet, PaymentMethod } from '../model/enums'
import type { GatewayOrder } from '../model/order'
import type { Souk } from '../souk'

/** Methods paid offline: the order is placed at once and the shop confirms the payment later (contract 7.3). */
export const OFFLINE_PAYMENT_METHODS: readonly PaymentMethod[] = [
  PaymentMethod.CASH_ON_DELIVERY,
  PaymentMethod.BANK_TRANSFER,
]

/** What the shopper chose at checkout: the method, the wallet of a mobile transfer, the cart's voucher code. */
export interface OrderChoice {
  method: PaymentMethod
  wallet?: MobileWallet | null
  voucher?: string | null
}

/**
 * Where the checkout goes once the order is placed: a checkout step of the order (`placed`, or `verify` for a
 * bank transfer), or the payment provider's page (`gateway`, with the order's method or wallet for the waiting
 * screen's text).
 */
export type PlacedOrderNext =
  | { kind: 'step'; orderId: number; step: 'placed' | 'verify' }
  | { kind: 'gateway'; orderId: number; url: string }

/**
 * Places an order from the cart's selected lines (contract 7.3-7.5) and says where to go next. The server takes
 * the ordered lines out of the cart, so the cart store drops them too (spec §4: the count goes down). An offline
 * method confirms the method and mails the order (the storefront's flow; the shop confirms the payment later);
 * a gateway answers the provider's page; a gateway without one leaves the order unpaid, to be tracked. A refused
 * order throws the API's error (the cart is left as it was).
 */
export async function placeOrder(
  souk: Pick<Souk, 'client' | 'cart'>,
  choice: OrderChoice,
): Promise<PlacedOrderNext> {
  const { method, wallet, voucher } = choice
  // The server takes the ordered lines out of the cart: a cart read on its way meanwhile is read again.
  const { data: order } = await souk.cart.getState().changedElsewhere(() =>
    souk.client.orders.place({
      order_method: method,
      ...(wallet && method === PaymentMethod.MOBILE_TRANSFER ? { wallet } : {}),
      ...(voucher ? { voucher } : {}),
    }),
  )
  souk.cart.getState().removeOrderedLines()
  if (OFFLINE_PAYMENT_METHODS.includes(method)) {
    await souk.client.orders
      .paymentDone({ id: order.id, payment_token: order.id, order_method: method })
      .catch(() => undefined)
    void souk.client.orders.sendEmail(order.id).catch(() => undefined)
    return {
      kind: 'step',
      orderId: order.id,
      step: method === PaymentMethod.BANK_TRANSFER ? 'verify' : 'placed',
    }
  }
  const url = (order as GatewayOrder).redirect_url
  if (url) return { kind: 'gateway', orderId: order.id, url }
  return { kind: 'step', orderId: order.id, step: 'placed' }
}
