/** Placing, paying, listing, cancelling and tracking orders (contract 4.15, 7.1, 7.3-7.9). */
import type {
  Cancellation,
  CancelOrderData,
  CancelOrderInput,
  Envelope,
  OrderDetail,
  OrderListItem,
  OrderListQuery,
  Paginator,
  PaymentDoneData,
  PaymentDoneInput,
  PlaceOrderInput,
  PlaceOrderResult,
  TrackedOrder,
  TransactionInput,
} from '../model'
import type { Transport } from './calls'
import type { CallOptions } from './types'

/** The order calls of a client; all but `track` identify the shopper by the guest token. */
export function ordersApi(transport: Transport) {
  // The three payment writes are the ones the legacy backend takes encrypted (contract 7.1).
  const write = <T>(path: string, body: object, options: CallOptions) =>
    transport.send<T>({ method: 'POST', path, body, shopper: true, encrypted: true, signal: options.signal })

  return {
    /** `POST order/action`: places an order from the selected cart lines. */
    place: (input: PlaceOrderInput, options: CallOptions = {}) =>
      write<PlaceOrderResult>(
        'order/action',
        { ...input, time_zone: input.time_zone ?? transport.timeZone() },
        options,
      ),
    /** `POST order/payment-done`: confirms the payment of an order. */
    paymentDone: (input: PaymentDoneInput, options: CallOptions = {}) =>
      write<PaymentDoneData>('order/payment-done', input, options),
    /** `POST order/transaction`: attaches the transfer reference the shopper typed. */
    transaction: (input: TransactionInput, options: CallOptions = {}) =>
      write<number>('order/transaction', input, options),
    /** `POST order/by-user` without `order_id`: the shopper's orders, newest first, 25 a page. */
    list: (
      query: OrderListQuery = {},
      options: CallOptions = {},
    ): Promise<Envelope<Paginator<OrderListItem>>> =>
      transport.send({
        method: 'POST',
        path: 'order/by-user',
        body: { ...query, time_zone: query.time_zone ?? transport.timeZone() },
        shopper: true,
        signal: options.signal,
      }),
    /** `POST order/by-user` with `order_id`: one order with its lines, address and totals. */
    detail: (orderId: number, options: CallOptions = {}): Promise<Envelope<OrderDetail>> =>
      transport.send({
        method: 'POST',
        path: 'order/by-user',
        body: { order_id: orderId, time_zone: transport.timeZone() },
        shopper: true,
        signal: options.signal,
      }),
    /** `GET order/send-order-email/{id}`: e-mails the order confirmation. */
    sendEmail: (orderId: number, options: CallOptions = {}): Promise<Envelope<true>> =>
      transport.send({
        method: 'GET',
        path: `order/send-order-email/${orderId}`,
        query: { time_zone: transport.timeZone() },
        shopper: true,
        signal: options.signal,
      }),
    /** `POST cancellation/cancel-order`: cancels a pending order. */
    cancel: (input: CancelOrderInput, options: CallOptions = {}): Promise<Envelope<CancelOrderData>> =>
      transport.send({
        method: 'POST',
        path: 'cancellation/cancel-order',
        body: input,
        shopper: true,
        signal: options.signal,
      }),
    /** `GET cancellation/find/{orderId}`: the cancellation record of an order. */
    cancellation: (orderId: number, options: CallOptions = {}): Promise<Envelope<Cancellation>> =>
      transport.send({
        method: 'GET',
        path: `cancellation/find/${orderId}`,
        shopper: true,
        signal: options.signal,
      }),
    /** `GET track-order`: an order by its public tracking code (no sign-in needed). */
    track: (trackingId: string, options: CallOptions = {}): Promise<Envelope<TrackedOrder>> =>
      transport.send({
        method: 'GET',
        path: 'track-order',
        query: { tracking_id: trackingId },
        signal: options.signal,
      }),
  }
}
