/**
 * The Iyzico helper routes (contract 4.20), browser navigations rather than API calls:
 * - `GET iyzico-redirect?order_id=&token=` sends the shopper to the provider's checkout form of an unpaid Iyzico
 *   order (the sandbox page, or a real adapter's `paymentPage`); a paid or cancelled order goes to its page.
 * - `POST iyzico-callback?order_id=` with the checkout-form `token` (form field, as Iyzico posts it, or query):
 *   asks the provider for the result, marks the order paid when it was approved, and redirects to the
 *   storefront's order page (`/user/order/{id}?payment=…`, a cancelled payment to the checkout).
 *
 * The token must be the one the order was started with (`orders.payment_token`, `iyzico_payment.token` of
 * `order/action`): the order id alone would let anyone open another shopper's payment page.
 */
import { localizePath, PaymentMethod, routes } from '@souk/core'
import type { Hono } from 'hono'
import { apiBase } from '../catalog/request'
import type { Db } from '../db/openDb'
import type { ApiContext, AppEnv } from '../http/context'
import { paymentFlags, providerOf } from '../orders/place'
import { iyzicoOrder, markIyzicoPaid } from './queries'
import { returnUrl } from './returns'

/** The Iyzico order started with this token, or undefined. */
async function orderOf(db: Db, orderId: string | undefined, token: unknown): ReturnType<typeof iyzicoOrder> {
  const id = Number(orderId)
  if (
    !Number.isSafeInteger(id) ||
    id < 1 ||
    typeof token !== 'string' ||
    token === '' ||
    token.length > 255
  ) {
    return undefined
  }
  return iyzicoOrder(db, id, token)
}

const noStore = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }

/** The storefront's page of an order, in the shopper's language. */
const orderPage = (c: ApiContext, order: { id: number; lang: string | null }) =>
  `${c.var.services.config.publicUrl}${localizePath(routes.userOrder(order.id), order.lang)}`

/** The provider of Iyzico payments, or null when none can take them any more. */
async function iyzicoProvider(c: ApiContext) {
  try {
    const { db, config, paymentProviders } = c.var.services
    const providers = { sandbox: config.sandbox, adapters: paymentProviders }
    return providerOf(providers, await paymentFlags(db), PaymentMethod.IYZICO)
  } catch {
    return null
  }
}

/** Iyzico's route table, `iyzico-redirect` and `iyzico-callback`; mounted by the payments route table (`routes.ts`). */
export function iyzicoRoutes(api: Hono<AppEnv>) {
  api.get('/iyzico-redirect', async (c) => {
    const token = c.req.query('token')
    const order = await orderOf(c.var.services.db, c.req.query('order_id'), token)
    if (!order || !token) return c.text('No such Iyzico payment.', 404, noStore)
    const provider = order.payment_done || order.cancelled ? null : await iyzicoProvider(c)
    const page = provider?.paymentPage?.({ orderId: order.id, reference: token, apiBase: apiBase(c) })
    return c.redirect(page ?? orderPage(c, order), 303)
  })

  api.post('/iyzico-callback', async (c) => {
    const { db } = c.var.services
    const orderId = c.req.query('order_id')
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const token = typeof form.token === 'string' ? form.token : c.req.query('token')
    const order = await orderOf(db, orderId, token)
    if (!order || !token) {
      // Nothing to confirm: the order page shows the order as it is (or that there is none).
      const id = Number(orderId)
      return Number.isSafeInteger(id) && id > 0
        ? c.redirect(orderPage(c, { id, lang: null }), 303)
        : c.text('No such Iyzico payment.', 404, noStore)
    }
    // Already paid (a second post of the same form): straight back to the order.
    const provider = order.payment_done || order.cancelled ? null : await iyzicoProvider(c)
    const verdict = order.payment_done
      ? ({ status: 'approved' } as const)
      : provider
        ? await provider.verify(db, { orderId: order.id, reference: token })
        : null
    if (verdict?.status === 'approved' && !order.payment_done) {
      await markIyzicoPaid(db, order.id)
    }
    const outcome =
      verdict?.status === 'approved' || verdict?.status === 'declined' || verdict?.status === 'cancelled'
        ? verdict.status
        : null
    const target = outcome
      ? returnUrl(
          c.var.services.config.publicUrl,
          { orderId: order.id, method: PaymentMethod.IYZICO, reference: token, lang: order.lang },
          outcome,
        )
      : orderPage(c, order)
    return c.redirect(target, 303)
  })
}
