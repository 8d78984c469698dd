/**
 * The built-in sandbox provider: it plays Razorpay, Stripe, PayPal, Flutterwave, Iyzico, Payfast and the mobile
 * wallets. `start` records a payment session and points the shopper at a page the API serves, where a person (or
 * a browser test) approves, declines or cancels; the page then sends the shopper to the storefront route of that
 * provider's return (see `returns.ts`).
 */
import { randomBytes } from 'node:crypto'
import { formatPrice, PaymentMethod, type PriceFormatSetting } from '@souk/core'
import { sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { apiBase } from '../catalog/request'
import { type Db, firstRow } from '../db/openDb'
import type { AppEnv } from '../http/context'
import type { PaymentProvider, PaymentRequest, StartedPayment } from './gateway'
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
    await db.execute(
      sql`INSERT INTO payment_sessions (reference, order_id, order_method, wallet, amount, currency, status, provider, lang)
          VALUES (${reference}, ${request.orderId}, ${request.method}, ${request.wallet}, ${request.amount},
            ${request.currency}, 'pending', 'sandbox', ${request.lang})`,
    )
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
    const session = await firstRow<{ status: string; payment_id: string | null }>(
      db,
      sql`SELECT status, payment_id FROM payment_sessions
          WHERE reference = ${payment.reference} AND order_id = ${payment.orderId} AND provider = 'sandbox'`,
    )
    if (!session) return { status: 'unknown' }
    if (session.status === 'approved') return { status: 'approved', paymentId: session.payment_id ?? '' }
    return { status: session.status as 'pending' | 'declined' | 'cancelled' }
  },
  paymentPage: ({ reference, apiBase }) => `${apiBase}${sandboxPath(reference)}`,
}

interface SessionRow {
  reference: string
  order_id: number
  order_method: number
  wallet: string | null
  amount: number
  status: SandboxView['state']
  lang: string | null
  payment_id: string | null
  order_code: string
  cancelled: boolean
}

async function sessionOf(db: Db, reference: string): Promise<SessionRow | undefined> {
  if (!REFERENCE.test(reference)) return undefined
  return firstRow<SessionRow>(
    db,
    sql`SELECT s.reference, s.order_id, s.order_method, s.wallet, s.amount::float8 AS amount, s.status, s.lang,
        s.payment_id, o."order" AS order_code, o.cancelled
        FROM payment_sessions s JOIN orders o ON o.id = s.order_id
        WHERE s.reference = ${reference} AND s.provider = 'sandbox'`,
  )
}

/** A wallet transaction id the shopper types back in the shop (`EZ-…` Enzona, `TM-…` Transfermovil). */
const walletTransactionId = (wallet: string | null) =>
  `${wallet === 'transfermovil' ? 'TM' : 'EZ'}-${randomBytes(5).toString('hex').toUpperCase()}`

/** Registers the sandbox pages (answered 404 when the sandbox is switched off). */
export function registerSandbox(api: Hono<AppEnv>) {
  const page = async (db: Db, session: SessionRow | undefined, action: string, publicUrl: string) => {
    const [shop, setting] = await Promise.all([
      firstRow<{ site_name: string }>(db, sql`SELECT site_name FROM site_settings ORDER BY id LIMIT 1`),
      firstRow<PriceFormatSetting>(
        db,
        sql`SELECT currency_icon, currency_position, decimal_format FROM settings ORDER BY id LIMIT 1`,
      ),
    ])
    return renderSandboxPage({
      lang: session?.lang ?? null,
      shopName: shop?.site_name ?? 'Souk',
      orderCode: session?.order_code ?? '',
      method: session?.order_method ?? 0,
      wallet: session?.wallet ?? null,
      amount: session ? formatPrice(session.amount, setting) : '',
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
        await tx.execute(
          sql`UPDATE payment_sessions SET status = ${outcome}, payment_id = ${paymentId ?? null}, updated_at = now()
              WHERE reference = ${session.reference}`,
        )
        // Like a provider's webhook: a card payment is paid once approved. A wallet transfer is paid when the
        // shopper submits its transaction id (order/transaction), as with a bank transfer. Iyzico has no
        // webhook: its callback (below) asks the provider and marks the order paid.
        if (
          outcome === 'approved' &&
          session.order_method !== PaymentMethod.MOBILE_TRANSFER &&
          session.order_method !== PaymentMethod.IYZICO
        ) {
          await tx.execute(
            sql`UPDATE orders SET payment_done = true, updated_at = now()
                WHERE id = ${session.order_id} AND NOT cancelled`,
          )
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
