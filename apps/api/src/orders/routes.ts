/** Orders, payments and cancellations (contract 4.15, 7.3-7.9). */
import type { Hono } from 'hono'
import type { AppEnv } from '../http/context'
import { ok } from '../http/envelope'
import { translatorOf } from '../http/messages'
import { pathId } from '../shop/routes'
import { cancellationOf, cancelOrder } from './cancel'
import { sendOrderEmail } from './mail'
import { paymentDone, transaction } from './payment'
import { placeOrder } from './place'
import { ordersByUser, trackOrder } from './read'

/** Registers the order routes on the `/api/v1` app. */
export function registerOrders(api: Hono<AppEnv>) {
  api.post('/order/action', async (c) => {
    const { data } = await placeOrder(c)
    return ok(c, data, translatorOf(c)('success.orderPlaced'))
  })
  api.post('/order/payment-done', async (c) => ok(c, await paymentDone(c)))
  api.post('/order/transaction', async (c) =>
    ok(c, await transaction(c), translatorOf(c)('payment.submitted')),
  )
  api.post('/order/by-user', async (c) => ok(c, await ordersByUser(c)))
  api.get('/order/send-order-email/:id', async (c) =>
    ok(c, await sendOrderEmail(c, pathId(c.req.param('id'))), translatorOf(c)('success.orderEmailSent')),
  )
  api.get('/track-order', async (c) => ok(c, await trackOrder(c)))
  api.post('/cancellation/cancel-order', async (c) =>
    ok(c, await cancelOrder(c), translatorOf(c)('success.orderCancelled')),
  )
  api.get('/cancellation/find/:id', async (c) => ok(c, await cancellationOf(c, pathId(c.req.param('id')))))
}
