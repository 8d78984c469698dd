/**
 * Orders, payments and cancellations (contract 4.15, 7.3-7.9): each route validates its input (`inputs.ts`), calls
 * the domain (`place.ts`, `payment.ts`, `read.ts`, `mail.ts`, `cancel.ts`) and wraps the answer in the envelope
 * with its message.
 */
import type { Hono } from 'hono'
import { apiBase, locationOf } from '../catalog/request'
import type { ApiContext, AppEnv } from '../http/context'
import { ok } from '../http/envelope'
import { translatorOf } from '../http/messages'
import { shopperOf } from '../http/shopper'
import { pathId } from '../shop/routes'
import { cancellationOf, cancelOrder } from './cancel'
import {
  cancelBody,
  listBody,
  orderBodyOf,
  paymentDoneBody,
  placeBody,
  shopperBodyOf,
  trackQueryOf,
  transactionBody,
} from './inputs'
import { sendOrderEmail } from './mail'
import { paymentDone, transaction } from './payment'
import { type Checkout, placeOrder } from './place'
import { orderDetail, orderList, trackOrder } from './read'

/** What placing and paying need of a request: its database, language, payment providers and API base. */
const checkoutOf = (c: ApiContext): Checkout => ({
  db: c.var.services.db,
  lang: c.var.lang,
  providers: { sandbox: c.var.services.config.sandbox, adapters: c.var.services.paymentProviders },
  apiBase: apiBase(c),
})

/** Registers the order routes on the `/api/v1` app. */
export function registerOrders(api: Hono<AppEnv>) {
  api.post('/order/action', async (c) => {
    const { input, shopper } = await orderBodyOf(c, placeBody)
    const { data } = await placeOrder(checkoutOf(c), shopper, input)
    return ok(c, data, translatorOf(c)('success.orderPlaced'))
  })
  api.post('/order/payment-done', async (c) => {
    const { input, shopper } = await orderBodyOf(c, paymentDoneBody)
    return ok(c, await paymentDone(checkoutOf(c), shopper, input))
  })
  api.post('/order/transaction', async (c) => {
    const { input, shopper } = await orderBodyOf(c, transactionBody)
    return ok(c, await transaction(checkoutOf(c), shopper, input), translatorOf(c)('payment.submitted'))
  })
  api.post('/order/by-user', async (c) => {
    const { input, shopper } = await shopperBodyOf(c, listBody)
    const { db } = c.var.services
    return ok(
      c,
      input.order_id !== undefined
        ? await orderDetail(db, c.var.lang, shopper, input.order_id, input.time_zone)
        : await orderList(db, c.var.lang, shopper, input, locationOf(c, 'order/by-user')),
    )
  })
  api.get('/order/send-order-email/:id', async (c) => {
    const { db, config } = c.var.services
    const shopLang = (await c.var.services.languages()).defaultCode
    const mail = { publicUrl: config.publicUrl, lang: c.var.lang, shopLang }
    const orderId = pathId(c.req.param('id'))
    await sendOrderEmail(db, mail, shopperOf(c), orderId)
    return ok(c, true, translatorOf(c)('success.orderEmailSent'))
  })
  api.get('/track-order', async (c) => {
    const { tracking_id: code } = trackQueryOf(c)
    return ok(c, await trackOrder(c.var.services.db, c.var.lang, code))
  })
  api.post('/cancellation/cancel-order', async (c) => {
    const { input, shopper } = await shopperBodyOf(c, cancelBody)
    const done = await cancelOrder(c.var.services.db, c.var.lang, shopper, input)
    return ok(c, done, translatorOf(c)('success.orderCancelled'))
  })
  api.get('/cancellation/find/:id', async (c) => {
    const orderId = pathId(c.req.param('id'))
    return ok(c, await cancellationOf(c.var.services.db, shopperOf(c), orderId))
  })
}
