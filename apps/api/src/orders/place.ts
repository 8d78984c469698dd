/**
 * POST order/action (contract 7.3): one transaction turns the shopper's selected, shipped cart lines into an
 * order. Stock is taken with a conditional decrement (`quantity >= n`), the voucher row is locked while its limits
 * are counted, and any failure rolls everything back: no partial order, no lost stock, no lost cart. The rows are
 * read and written by `queries.ts`; the route (`routes.ts`) validates the input (`inputs.ts`) and wraps the answer.
 */
import { randomBytes } from 'node:crypto'
import type { GatewayOrder, MobileWallet, PlacedOrder, PlaceOrderResult } from '@souk/core'
import {
  cartTotals,
  lineAmounts,
  PAYMENT_METHOD_FLAGS,
  PaymentMethod,
  round2,
  shippingCharges,
  Visibility,
} from '@souk/core'
import type { Db } from '../db/openDb'
import { ApiError, CartLineError } from '../http/envelope'
import { translatorFor } from '../http/messages'
import { requireGuestCheckout, type Shopper } from '../http/shopper'
import { type PaymentProviders, paidAtProvider, providerFor, type StartedPayment } from '../payments/gateway'
import { sandboxProvider } from '../payments/sandbox'
import { addressOf } from '../shop/addresses'
import { type LoadedLine, loadCartLines } from '../shop/cartLines'
import { type AppliedVoucher, applyVoucher, shippableLines } from '../shop/vouchers'
import type { PlaceInput } from './inputs'
import {
  customerContact,
  insertOrder,
  insertOrderedProducts,
  paymentSwitches,
  preferredAddressId,
  setPaymentToken,
  shopCurrency,
  takeCartLines,
  takeStock,
} from './queries'

/** The `payments` row's switches: which methods are on (1) and whether the gateways run in the sandbox. */
export type PaymentFlags = NonNullable<Awaited<ReturnType<typeof paymentSwitches>>>

/** The flag of `payments` that switches each method on: core's table (the checkout reads the same one). */
const FLAG_OF_METHOD: Partial<Record<number, keyof PaymentFlags>> = PAYMENT_METHOD_FLAGS

/** Where payments at a provider go: the built-in sandbox (when switched on) and the configured real adapters. */
export interface ProviderSources {
  sandbox: boolean
  adapters: PaymentProviders
}

/** What placing and paying an order need besides the shopper and the input. */
export interface Checkout {
  db: Db
  /** The shopper's language (null: the default one). */
  lang: string | null
  providers: ProviderSources
  /** Absolute base of the API as the shopper reached it (for pages the API serves itself). */
  apiBase: string
}

/** The payment settings. */
export async function paymentFlags(db: Db): Promise<PaymentFlags> {
  const flags = await paymentSwitches(db)
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
export function providerOf(providers: ProviderSources, flags: PaymentFlags, method: number) {
  const provider = providerFor(method, {
    sandboxMode: flags.sandbox === 1,
    sandbox: providers.sandbox ? sandboxProvider : null,
    adapters: providers.adapters,
  })
  if (!provider) throw new ApiError('This payment method is not available at the moment.')
  return provider
}

/** A public tracking code: `SK`, the date, and 8 random letters and digits (not guessable). */
function trackingCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const random = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('')
  return `SK${new Date().toISOString().slice(0, 10).replace(/-/g, '')}${random}`
}

/** Checks the lines about to be ordered; the cart-line map (contract 7.7) when some cannot be. */
function checkLines(lang: string | null, lines: readonly LoadedLine[]) {
  const t = translatorFor(lang)
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
  const preferred = await preferredAddressId(db, shopper)
  return preferred ? addressOf(db, shopper, preferred) : undefined
}

/** What placing produced. */
export interface PlacedResult {
  data: PlaceOrderResult
  orderId: number
}

/** POST order/action: the shopper's selected, shipped cart lines become an order paid with `input.order_method`. */
export async function placeOrder(
  checkout: Checkout,
  shopper: Shopper,
  input: PlaceInput,
): Promise<PlacedResult> {
  const { db, lang } = checkout
  const t = translatorFor(lang)
  await requireGuestCheckout(db, shopper)
  const method = input.order_method as PaymentMethod
  const wallet =
    method === PaymentMethod.MOBILE_TRANSFER ? ((input.wallet ?? null) as MobileWallet | null) : null
  if (method === PaymentMethod.MOBILE_TRANSFER && !wallet) throw new ApiError(t('payment.chooseWallet'))
  const flags = await paymentFlags(db)
  if (!methodEnabled(flags, method, wallet)) throw new ApiError(t('payment.noneAvailable'))
  const provider = paidAtProvider(method) ? providerOf(checkout.providers, flags, method) : null

  const lines = shippableLines(await loadCartLines(db, lang, shopper, { selectedOnly: true }))
  if (lines.length === 0) throw new ApiError(t('shipping.noneSelected'))
  checkLines(lang, lines)
  const address = await shippingAddress(db, shopper)
  if (!address) throw new ApiError(t('shipping.addAddressFirst'))
  const customer =
    shopper.userId !== null
      ? await customerContact(db, shopper.userId)
      : { name: address.name, email: address.email }
  const currency = (await shopCurrency(db)) ?? 'USD'
  const code = input.voucher?.trim() || null

  const placed = await db.transaction(async (tx) => {
    // The ordered lines leave the cart first: a second submit of the same cart finds them gone.
    const removed = await takeCartLines(
      tx,
      shopper,
      lines.map(({ line }) => line.id),
    )
    const unchanged =
      removed.length === lines.length &&
      lines.every(({ line }) => removed.some((row) => row.id === line.id && row.quantity === line.quantity))
    if (!unchanged) throw new ApiError('Your cart changed meanwhile. Please review it and try again.')

    const applied: AppliedVoucher | null = code
      ? await applyVoucher(tx, lang, shopper, code, lines, {
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
      if (!(await takeStock(tx, inventoryId, want.quantity)))
        throw new CartLineError({ [want.lineId]: [`${want.title} is out of stock`] })
    }

    // Money: core's rules, the same the storefront shows.
    const cartLines = lines.map(({ line }) => line)
    const { charges } = shippingCharges(cartLines)
    const totals = cartTotals(cartLines, { voucherDiscount: applied?.discount ?? 0 })
    const owner =
      shopper.userId !== null
        ? { user_id: shopper.userId, user_token: null }
        : { user_id: null, user_token: shopper.userToken }
    const order = await insertOrder(tx, {
      order: trackingCode(),
      total_amount: totals.total,
      order_method: method,
      wallet,
      currency,
      ...owner,
      user_address_id: address.id,
      voucher_id: applied?.voucher.id ?? null,
    })
    if (!order) throw new ApiError('The order could not be placed.')
    await insertOrderedProducts(
      tx,
      lines.map(({ line, facts }, index) => {
        const amounts = lineAmounts(line)
        const commission = facts?.commission ?? 0
        return {
          order_id: order.id,
          product_id: line.product_id,
          inventory_id: line.inventory_id,
          quantity: line.quantity,
          shipping_place_id: line.shipping_place_id,
          shipping_type: line.shipping_type,
          purchased: facts?.purchased ?? 0,
          selling: amounts.unitPrice,
          tax_price: amounts.unitTax,
          commission,
          commission_amount: round2((amounts.unitPrice * amounts.quantity * commission) / 100),
          shipping_price: charges[index] ?? 0,
          bundle_offer: amounts.freeUnits,
        }
      }),
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
        lang,
        apiBase: checkout.apiBase,
      })
      await setPaymentToken(tx, order.id, payment.reference)
    }
    return { order, payment }
  })

  const { order, payment } = placed
  const { total_amount: total, ...row } = order
  const placedOrder: PlacedOrder & { wallet?: string } = {
    id: row.id,
    order: row.order,
    order_method: method,
    voucher_id: row.voucher_id,
    currency: row.currency,
    ...(row.user_id !== null ? { user_id: row.user_id } : { user_token: row.user_token }),
    user_address_id: address.id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
  if (!payment) return { data: placedOrder, orderId: order.id }
  if (method === PaymentMethod.MOBILE_TRANSFER) {
    // A wallet transfer: the order as for a bank transfer, plus the wallet's (sandbox) page.
    const data: PlacedOrder & { wallet: string | null; redirect_url: string } = {
      ...placedOrder,
      wallet,
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
