/**
 * POST order/action (contract 7.3): one transaction turns the shopper's selected, shipped cart lines into an
 * order. Stock is taken with a conditional decrement (`quantity >= n`), the voucher row is locked while its limits
 * are counted, and any failure rolls everything back: no partial order, no lost stock, no lost cart.
 */
import { randomBytes } from 'node:crypto'
import type { GatewayOrder, MobileWallet, PlacedOrder, PlaceOrderResult } from '@souk/core'
import {
  cartTotals,
  lineAmounts,
  PAYMENT_METHOD_FLAGS,
  PAYMENT_METHODS,
  PaymentMethod,
  round2,
  shippingCharges,
  Visibility,
} from '@souk/core'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { apiBase } from '../catalog/request'
import { idsSql, iso } from '../catalog/sqlParts'
import { type Db, firstRow, rows } from '../db/openDb'
import type { ApiContext } from '../http/context'
import { ApiError, CartLineError } from '../http/envelope'
import { parseBody, strictBody, userTokenField, wholeNumber } from '../http/input'
import { translatorOf } from '../http/messages'
import { ownedBy, requireGuestCheckout, type Shopper, shopperOf } from '../http/shopper'
import { paidAtProvider, providerFor, type StartedPayment } from '../payments/gateway'
import { sandboxProvider } from '../payments/sandbox'
import { addressOf } from '../shop/addresses'
import { type LoadedLine, loadCartLines } from '../shop/cartLines'
import { type AppliedVoucher, applyVoucher, shippableLines } from '../shop/vouchers'
import { readOrderBody } from './legacyBody'

/** The `payments` row: which methods are on (1) and whether the gateways run in the sandbox. */
export interface PaymentFlags {
  cash_on_delivery: number
  razorpay: number
  stripe: number
  paypal: number
  flutterwave: number
  iyzico_payment: number
  bank: number
  payfast: number
  mobile_transfer: number
  enzona: number
  transfermovil: number
  sandbox: number
}

/** The flag of `payments` that switches each method on: core's table (the checkout reads the same one). */
const FLAG_OF_METHOD: Partial<Record<number, keyof PaymentFlags>> = PAYMENT_METHOD_FLAGS

/** The payment settings. */
export async function paymentFlags(db: Db): Promise<PaymentFlags> {
  const flags = await firstRow<PaymentFlags>(
    db,
    sql`SELECT cash_on_delivery, razorpay, stripe, paypal, flutterwave, iyzico_payment, bank, payfast,
        mobile_transfer, enzona, transfermovil, sandbox FROM payments ORDER BY id LIMIT 1`,
  )
  if (!flags) throw new ApiError('No payment method is configured.')
  return flags
}

/** Whether a method (and, under 50, the wallet) is switched on in `payments`. Every method is checked. */
export function methodEnabled(flags: PaymentFlags, method: number, wallet?: string | null): boolean {
  const flag = FLAG_OF_METHOD[method]
  if (!flag || flags[flag] !== 1) return false
  if (method !== PaymentMethod.MOBILE_TRANSFER) return true
  return (
    (wallet === 'enzona' && flags.enzona === 1) || (wallet === 'transfermovil' && flags.transfermovil === 1)
  )
}

/** The provider of a method paid at a provider, or a 201 when none can take it. */
export function providerOf(c: ApiContext, flags: PaymentFlags, method: number) {
  const provider = providerFor(method, {
    sandboxMode: flags.sandbox === 1,
    sandbox: c.var.services.config.sandbox ? sandboxProvider : null,
    adapters: c.var.services.paymentProviders,
  })
  if (!provider) throw new ApiError('This payment method is not available at the moment.')
  return provider
}

const methodField = wholeNumber(1, 50).refine(
  (value) => (PAYMENT_METHODS as readonly number[]).includes(value),
  {
    message: `must be one of ${PAYMENT_METHODS.join(', ')}`,
  },
)

const placeBody = strictBody({
  order_method: methodField,
  voucher: z
    .string({ error: 'must be text' })
    .trim()
    .max(64, 'must be at most 64 characters')
    .nullable()
    .optional(),
  time_zone: z.string({ error: 'must be text' }).max(64, 'is too long').optional(),
  wallet: z.enum(['enzona', 'transfermovil'], { error: 'must be enzona or transfermovil' }).optional(),
  user_token: userTokenField,
})

/** A public tracking code: `SK`, the date, and 8 random letters and digits (not guessable). */
function trackingCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const random = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('')
  return `SK${new Date().toISOString().slice(0, 10).replace(/-/g, '')}${random}`
}

/** Checks the lines about to be ordered; the cart-line map (contract 7.7) when some cannot be. */
function checkLines(c: ApiContext, lines: readonly LoadedLine[]) {
  const t = translatorOf(c)
  const errors: Record<string, string[]> = {}
  for (const { line, facts } of lines) {
    const title = line.flash_product?.title ?? ''
    const stock = line.updated_inventory.quantity
    const problems: string[] = []
    if (facts?.status !== Visibility.PUBLIC) problems.push(`${title} is not available / should be unchecked`)
    else if (stock < 1) problems.push(`${title} is out of stock`)
    else if (stock < line.quantity) problems.push(`Only ${stock} left of ${title}.`)
    const places = line.flash_product?.shipping_rule?.shipping_places ?? []
    if (!places.some((place) => place.id === line.shipping_place_id))
      problems.push(t('shipping.unableToShip'))
    if (problems.length) errors[line.id] = problems
  }
  if (Object.keys(errors).length) throw new CartLineError(errors)
}

/** The address the order ships to: the shopper's default address, else (guests) their first one. */
async function shippingAddress(db: Db, shopper: Shopper) {
  const preferred = await firstRow<{ id: number | null }>(
    db,
    shopper.userId !== null
      ? sql`SELECT default_address AS id FROM users WHERE id = ${shopper.userId}`
      : sql`SELECT coalesce(g.default_address, (SELECT min(a.id) FROM user_addresses a WHERE ${ownedBy(shopper, 'a')})) AS id
            FROM (SELECT 1) one LEFT JOIN guest_users g ON g.user_token = ${shopper.userToken}`,
  )
  return preferred?.id ? addressOf(db, shopper, preferred.id) : undefined
}

/** The created order, as `order/action` shows it for methods paid later (COD, bank, wallets). */
type OrderRow = PlacedOrder & { total_amount: number; wallet: string | null }

/** What placing produced. */
export interface PlacedResult {
  data: PlaceOrderResult
  orderId: number
}

/** POST order/action. */
export async function placeOrder(c: ApiContext): Promise<PlacedResult> {
  const body = await readOrderBody(c)
  const input = parseBody(placeBody, body)
  const shopper = shopperOf(c, body)
  const { db } = c.var.services
  const t = translatorOf(c)
  await requireGuestCheckout(db, shopper)
  const method = input.order_method as PaymentMethod
  const wallet =
    method === PaymentMethod.MOBILE_TRANSFER ? ((input.wallet ?? null) as MobileWallet | null) : null
  if (method === PaymentMethod.MOBILE_TRANSFER && !wallet) throw new ApiError(t('payment.chooseWallet'))
  const flags = await paymentFlags(db)
  if (!methodEnabled(flags, method, wallet)) throw new ApiError(t('payment.noneAvailable'))
  const provider = paidAtProvider(method) ? providerOf(c, flags, method) : null

  const lines = shippableLines(await loadCartLines(db, c.var.lang, shopper, { selectedOnly: true }))
  if (lines.length === 0) throw new ApiError(t('shipping.noneSelected'))
  checkLines(c, lines)
  const address = await shippingAddress(db, shopper)
  if (!address) throw new ApiError(t('shipping.addAddressFirst'))
  const customer =
    shopper.userId !== null
      ? await firstRow<{ name: string; email: string }>(
          db,
          sql`SELECT name, email FROM users WHERE id = ${shopper.userId}`,
        )
      : { name: address.name, email: address.email }
  const settings = await firstRow<{ currency: string }>(
    db,
    sql`SELECT currency FROM settings ORDER BY id LIMIT 1`,
  )
  const currency = settings?.currency ?? 'USD'
  const code = input.voucher?.trim() || null

  const placed = await db.transaction(async (tx) => {
    // The ordered lines leave the cart first: a second submit of the same cart finds them gone.
    const removed = await rows<{ id: number; quantity: number }>(
      tx,
      sql`DELETE FROM carts c WHERE c.id IN (${idsSql(lines.map(({ line }) => line.id))}) AND ${ownedBy(shopper, 'c')}
          RETURNING c.id, c.quantity`,
    )
    const unchanged =
      removed.length === lines.length &&
      lines.every(({ line }) => removed.some((row) => row.id === line.id && row.quantity === line.quantity))
    if (!unchanged) throw new ApiError('Your cart changed meanwhile. Please review it and try again.')

    const applied: AppliedVoucher | null = code
      ? await applyVoucher(tx, c.var.lang, shopper, code, lines, {
          lock: true,
          contact: { emails: [address.email, customer?.email ?? ''], phone: address.phone },
        })
      : null

    // Stock: a conditional decrement per variant, in inventory order (no deadlock between two orders).
    const needed = new Map<number, { quantity: number; lineId: number; title: string }>()
    for (const { line } of lines) {
      const entry = needed.get(line.inventory_id)
      needed.set(line.inventory_id, {
        quantity: (entry?.quantity ?? 0) + line.quantity,
        lineId: line.id,
        title: line.flash_product?.title ?? '',
      })
    }
    for (const [inventoryId, want] of [...needed].sort(([a], [b]) => a - b)) {
      const taken = await firstRow<{ id: number }>(
        tx,
        sql`UPDATE updated_inventories SET quantity = quantity - ${want.quantity}, updated_at = now()
            WHERE id = ${inventoryId} AND quantity >= ${want.quantity} RETURNING id`,
      )
      if (!taken) throw new CartLineError({ [want.lineId]: [`${want.title} is out of stock`] })
    }

    // Money: core's rules, the same the storefront shows.
    const cartLines = lines.map(({ line }) => line)
    const { charges } = shippingCharges(cartLines)
    const totals = cartTotals(cartLines, { voucherDiscount: applied?.discount ?? 0 })
    const owner =
      shopper.userId !== null
        ? { user_id: shopper.userId, user_token: null }
        : { user_id: null, user_token: shopper.userToken }
    const order = await firstRow<OrderRow>(
      tx,
      sql`INSERT INTO orders ("order", status, total_amount, order_method, wallet, currency, payment_done, cancelled,
            user_id, user_token, user_address_id, voucher_id)
          VALUES (${trackingCode()}, 1, ${totals.total}, ${method}, ${wallet}, ${currency}, false, false,
            ${owner.user_id}, ${owner.user_token}, ${address.id}, ${applied?.voucher.id ?? null})
          RETURNING id, "order", order_method, voucher_id, currency, user_id, user_token, user_address_id,
            total_amount::float8 AS total_amount, wallet, ${iso('created_at')} AS created_at, ${iso('updated_at')} AS updated_at`,
    )
    if (!order) throw new ApiError('The order could not be placed.')
    const values = lines.map(({ line, facts }, index) => {
      const amounts = lineAmounts(line)
      const commission = facts?.commission ?? 0
      return sql`(${order.id}, ${line.product_id}, ${line.inventory_id}, ${line.quantity}, ${line.shipping_place_id},
        ${line.shipping_type}, ${facts?.purchased ?? 0}, ${amounts.unitPrice}, ${amounts.unitTax}, ${commission},
        ${round2((amounts.unitPrice * amounts.quantity * commission) / 100)}, ${charges[index] ?? 0}, ${amounts.freeUnits})`
    })
    await tx.execute(
      sql`INSERT INTO ordered_products (order_id, product_id, inventory_id, quantity, shipping_place_id, shipping_type,
            purchased, selling, tax_price, commission, commission_amount, shipping_price, bundle_offer)
          VALUES ${sql.join(values, sql`, `)}`,
    )
    let payment: StartedPayment | null = null
    if (provider) {
      payment = await provider.start(tx, {
        orderId: order.id,
        orderCode: order.order,
        method,
        wallet,
        amount: order.total_amount,
        currency,
        customer: { name: customer?.name ?? address.name, email: customer?.email ?? address.email },
        lang: c.var.lang,
        apiBase: apiBase(c),
      })
      await tx.execute(sql`UPDATE orders SET payment_token = ${payment.reference} WHERE id = ${order.id}`)
    }
    return { order, payment }
  })

  const { order, payment } = placed
  const { total_amount: total, wallet: chosenWallet, ...row } = order
  const placedOrder: PlacedOrder & { wallet?: string } = {
    id: row.id,
    order: row.order,
    order_method: row.order_method,
    voucher_id: row.voucher_id,
    currency: row.currency,
    ...(row.user_id !== null ? { user_id: row.user_id } : { user_token: row.user_token }),
    user_address_id: row.user_address_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
  if (!payment) return { data: placedOrder, orderId: order.id }
  if (method === PaymentMethod.MOBILE_TRANSFER) {
    // A wallet transfer: the order as for a bank transfer, plus the wallet's (sandbox) page.
    const data: PlacedOrder & { wallet: string | null; redirect_url: string } = {
      ...placedOrder,
      wallet: chosenWallet,
      redirect_url: payment.redirectUrl,
    }
    return { data, orderId: order.id }
  }
  const gateway: GatewayOrder = {
    name: customer?.name ?? address.name,
    email: customer?.email ?? address.email,
    currency: row.currency,
    amount: total.toFixed(2),
    id: row.id,
    order: row.order,
    order_method: method,
    redirect_url: payment.redirectUrl,
  }
  if (method === PaymentMethod.RAZORPAY) gateway.payment_token = payment.reference
  if (method === PaymentMethod.IYZICO) gateway.iyzico_payment = payment.formData
  return { data: gateway, orderId: order.id }
}
