/**
 * The built-in sandbox provider: it plays Razorpay, Stripe, PayPal, Flutterwave, Iyzico, Payfast and the mobile
 * wallets. `start` records a payment session and points the shopper at a page the API serves, where a person (or
 * a browser test) approves, declines or cancels; the page then sends the shopper to the storefront route of that
 * provider's return (see `returns.ts`).
 */
import { randomBytes } from 'node:crypto'
import { formatPrice, PaymentMethod, type PriceFormatSetting } from '@souk/core'
import type { Hono } from 'hono'
import { apiBase } from '../catalog/request'
import type { Db } from '../db/openDb'
import type { AppEnv } from '../http/context'
import { priceFormat, siteName } from '../orders/queries'
import type { PaymentProvider, PaymentRequest, StartedPayment } from './gateway'
import {
  insertSandboxSession,
  markPaidUnlessCancelled,
  sandboxSession,
  sandboxSessionState,
  settleSandboxSession,
} from './queries'
import { type PaymentOutcome, returnUrl } from './returns'
import { renderSandboxPage, type SandboxView } from './sandboxPage'

const REFERENCE = /^sbx_[0-9a-f]{24}$/

/** The path of a session's page under the API base. */
export const sandboxPath = (reference: string) => `/api/v1/sandbox/pay/${reference}`

/** The sandbox as a payment provider. */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async start(db: Db, request: PaymentRequest): Promise<StartedPayment> {
    const reference = `sbx_${randomBytes(12).toString('hex')}`
    const redirectUrl = `${request.apiBase}${sandboxPath(reference)}`
    await insertSandboxSession(db, {
      reference,
      order_id: request.orderId,
      order_method: request.method,
      wallet: request.wallet,
      amount: request.amount,
      currency: request.currency,
      lang: request.lang,
    })
    const started: StartedPayment = { reference, redirectUrl }
    // Iyzico's checkout-form initialisation, as the sandbox answers it.
    if (request.method === PaymentMethod.IYZICO) {
      started.formData = {
        status: 'success',
        token: reference,
        paymentPageUrl: redirectUrl,
        tokenExpireTime: 1800,
      }
    }
    return started
  },
  async verify(db, payment) {
    const session = await sandboxSessionState(db, payment.orderId, payment.reference)
    if (!session) return { status: 'unknown' }
    if (session.status === 'approved') return { status: 'approved', paymentId: session.payment_id ?? '' }
    return { status: session.status as 'pending' | 'declined' | 'cancelled' }
  },
  paymentPage: ({ reference, apiBase }) => `${apiBase}${sandboxPath(reference)}`,
}

/** A sandbox session as its page shows it (`status` is one of the page's states). */
type SessionRow = NonNullable<Awaited<ReturnType<typeof sandboxSession>>> & { status: SandboxView['state'] }

async function sessionOf(db: Db, reference: string): Promise<SessionRow | undefined> {
  if (!REFERENCE.test(reference)) return undefined
  return (await sandboxSession(db, reference)) as SessionRow | undefined
}

/** A wallet transaction id the shopper types back in the shop (`EZ-…` Enzona, `TM-…` Transfermovil). */
const walletTransactionId = (wallet: string | null) =>
  `${wallet === 'transfermovil' ? 'TM' : 'EZ'}-${randomBytes(5).toString('hex').toUpperCase()}`

/**
 * The sandbox's route table, `GET` and `POST sandbox/pay/{reference}`: its payment page and the shopper's choice
 * on it (answered 404 when the sandbox is switched off). Mounted by the payments route table (`routes.ts`).
 */
export function sandboxRoutes(api: Hono<AppEnv>) {
  const page = async (db: Db, session: SessionRow | undefined, action: string, publicUrl: string) => {
    const [shop, setting] = await Promise.all([siteName(db), priceFormat(db)])
    return renderSandboxPage({
      lang: session?.lang ?? null,
      shopName: shop ?? 'Souk',
      orderCode: session?.order_code ?? '',
      method: session?.order_method ?? 0,
      wallet: session?.wallet ?? null,
      amount: session ? formatPrice(session.amount, setting as PriceFormatSetting | undefined) : '',
      state: !session
        ? 'missing'
        : session.cancelled && session.status !== 'approved'
          ? 'closed'
          : session.status,
      action,
      shopUrl: publicUrl,
    })
  }

  const headers = (publicUrl: string) => ({
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    // The form posts here, and the answer redirects to the storefront (form-action covers that redirect).
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(publicUrl).origin}; frame-ancestors 'none'; base-uri 'none'`,
  })

  api.get('/sandbox/pay/:reference', async (c) => {
    const { db, config } = c.var.services
    if (!config.sandbox) return c.notFound()
    const session = await sessionOf(db, c.req.param('reference'))
    const html = await page(db, session, c.req.path, config.publicUrl)
    return c.html(html, session ? 200 : 404, headers(config.publicUrl))
  })

  api.post('/sandbox/pay/:reference', async (c) => {
    const { db, config } = c.var.services
    if (!config.sandbox) return c.notFound()
    const session = await sessionOf(db, c.req.param('reference'))
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const choice = form.outcome
    const outcome: PaymentOutcome | null =
      choice === 'approve'
        ? 'approved'
        : choice === 'decline'
          ? 'declined'
          : choice === 'cancel'
            ? 'cancelled'
            : null
    if (!session || !outcome || (session.cancelled && session.status !== 'approved')) {
      const html = await page(db, session, c.req.path, config.publicUrl)
      return c.html(html, session ? 400 : 404, headers(config.publicUrl))
    }
    let paymentId = session.payment_id ?? undefined
    // An approved payment stays approved; declining or cancelling may be followed by another try.
    if (session.status !== 'approved') {
      paymentId =
        outcome === 'approved'
          ? session.order_method === PaymentMethod.MOBILE_TRANSFER
            ? walletTransactionId(session.wallet)
            : `pay_${randomBytes(10).toString('hex')}`
          : undefined
      await db.transaction(async (tx) => {
        await settleSandboxSession(tx, session.reference, { status: outcome, payment_id: paymentId ?? null })
        // Like a provider's webhook: a card payment is paid once approved. A wallet transfer is paid when the
        // shopper submits its transaction id (order/transaction), as with a bank transfer. Iyzico has no
        // webhook: its callback (below) asks the provider and marks the order paid.
        if (
          outcome === 'approved' &&
          session.order_method !== PaymentMethod.MOBILE_TRANSFER &&
          session.order_method !== PaymentMethod.IYZICO
        ) {
          await markPaidUnlessCancelled(tx, session.order_id)
        }
      })
    }
    // Iyzico posts its checkout-form token back to the shop's callback (contract 4.20): a 307 keeps the POST.
    if (session.order_method === PaymentMethod.IYZICO) {
      const callback = `${apiBase(c)}/api/v1/iyzico-callback?${new URLSearchParams({
        order_id: String(session.order_id),
        token: session.reference,
      })}`
      return c.redirect(callback, 307)
    }
    const target = returnUrl(
      config.publicUrl,
      {
        orderId: session.order_id,
        method: session.order_method,
        reference: session.reference,
        lang: session.lang,
      },
      session.status === 'approved' ? 'approved' : outcome,
      paymentId,
    )
    return c.redirect(target, 303)
  })
}
