/** Reading orders: the shopper's list and detail (contract 7.6) and the public tracking (4.15). */
import type {
  Address,
  BundleDeal,
  Cancellation,
  Order,
  OrderDetail,
  OrderedProductLine,
  OrderListItem,
  OrderProduct,
  Paginator,
  ShippingPlace,
  TrackedOrder,
  Voucher,
} from '@souk/core'
import { orderTotals, PAGE_SIZES, REDIRECT_PAYMENT_METHODS } from '@souk/core'
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { placeColumns } from '../catalog/product'
import { locationOf, queryOf } from '../catalog/request'
import { idsSql, iso, langJoin, tr, ymd } from '../catalog/sqlParts'
import { type Db, firstRow, rows } from '../db/openDb'
import { readBody } from '../http/body'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'
import { flagField, idField, parseBody, strictBody, userTokenField, wholeNumber } from '../http/input'
import { translatorOf } from '../http/messages'
import { paginate } from '../http/paginate'
import { ownedBy, type Shopper, shopperOf } from '../http/shopper'
import { createdText } from '../http/time'
import { parseWith } from '../http/validate'
import { loadInventories } from '../shop/cartLines'

/** An order row as the API serialises it; `wallet` is the Souk addition of method 50. */
export type OrderRecord = Order & { wallet: string | null; created_raw: string | Date }

/** Columns of an order `o` (with its cancellation `cn` joined for `refunded`). */
export const orderColumns = sql`o.id, o."order", o.status, o.order_method, o.wallet, o.currency,
  o.total_amount::float8 AS total_amount, o.payment_done::int AS payment_done, o.cancelled::int AS cancelled,
  coalesce(cn.refunded, 0) AS refunded, o.payment_token, o.trans_id, o.user_id, o.user_token, o.user_address_id,
  o.voucher_id, o.viewed, ${iso('o.created_at')} AS created_at, ${iso('o.updated_at')} AS updated_at,
  o.created_at AS created_raw`

/** FROM clause of `orderColumns`. */
export const orderFrom = sql`FROM orders o LEFT JOIN cancellations cn ON cn.order_id = o.id`

type LineRow = OrderedProductLine & {
  line_id: number
  product: OrderProduct
  store_id: number | null
}

/** The ordered lines of some orders, each with its product (a placeholder when the product was deleted). */
async function orderedLines(db: Db, lang: string | null, orderIds: readonly number[]) {
  if (orderIds.length === 0) return []
  const found = await rows<
    Omit<LineRow, 'product'> & {
      p_id: number | null
      p_title: string | null
      p_slug: string | null
      p_image: string | null
      p_selling: number | null
      p_offered: number | null
      p_shipping_rule_id: number | null
      p_bundle_deal_id: number | null
      p_unit: string | null
    }
  >(
    db,
    sql`SELECT op.id AS line_id, op.product_id, op.inventory_id, op.quantity, op.shipping_place_id, op.shipping_type,
        op.selling::float8 AS selling, op.shipping_price::float8 AS shipping_price, op.tax_price::float8 AS tax_price,
        op.bundle_offer, op.order_id, p.id AS p_id, ${tr('p', 'title', 'p_title')}, p.slug AS p_slug, p.image AS p_image,
        p.selling::float8 AS p_selling, p.offered::float8 AS p_offered, p.shipping_rule_id AS p_shipping_rule_id,
        p.bundle_deal_id AS p_bundle_deal_id, ${tr('p', 'unit', 'p_unit')}, st.id AS store_id
        FROM ordered_products op LEFT JOIN products p ON p.id = op.product_id
        ${langJoin('product_langs', 'p', 'product_id', lang)} LEFT JOIN stores st ON st.admin_id = p.admin_id
        WHERE op.order_id IN (${idsSql(orderIds)}) ORDER BY op.id`,
  )
  return found.map((row): LineRow => {
    const {
      p_id,
      p_title,
      p_slug,
      p_image,
      p_selling,
      p_offered,
      p_shipping_rule_id,
      p_bundle_deal_id,
      p_unit,
      ...line
    } = row
    return {
      ...line,
      product: {
        id: p_id ?? line.product_id,
        title: p_title ?? '',
        slug: p_slug ?? '',
        image: p_image ?? '',
        selling: p_selling ?? line.selling,
        offered: p_offered ?? 0,
        shipping_rule_id: p_shipping_rule_id,
        bundle_deal_id: p_bundle_deal_id,
        unit: p_unit,
      },
    }
  })
}

/** A line as the wire shows it (no `id`, no store). */
const wireLine = ({ line_id: _id, store_id: _store, ...line }: LineRow) => line

/** A shipping place by id. */
async function placesById(db: Db, ids: readonly number[]): Promise<Map<number, ShippingPlace>> {
  if (ids.length === 0) return new Map()
  const found = await rows<ShippingPlace>(
    db,
    sql`SELECT ${placeColumns} FROM shipping_places sp WHERE sp.id IN (${idsSql(ids)})`,
  )
  return new Map(found.map((place) => [place.id, place]))
}

const listBody = strictBody({
  user_token: userTokenField,
  time_zone: z.string({ error: 'must be text' }).max(64, 'is too long').optional(),
  page: wholeNumber(1, 100_000).default(1),
  order_id: idField.optional(),
  cancelled: flagField,
  paid: flagField,
  unpaid: flagField,
  card_payment: flagField,
  cash_on_delivery: flagField,
  // Sent by the original storefront and ignored.
  order_by: z.string().max(64).optional(),
  type: z.string().max(8).optional(),
  q: z.string().max(200).optional(),
})

/** The grouped list filters (contract 7.6), always ANDed with the owner. */
function listFilters(input: z.output<typeof listBody>): SQL[] {
  const where: SQL[] = []
  if (input.cancelled) where.push(sql`o.cancelled`)
  const payment: SQL[] = []
  if (input.paid) payment.push(sql`o.payment_done`)
  if (input.unpaid) payment.push(sql`NOT o.payment_done`)
  if (payment.length) where.push(sql`(${sql.join(payment, sql` OR `)})`)
  const methods: number[] = []
  // "Card payment" covers every method paid at a provider's page.
  if (input.card_payment) methods.push(...REDIRECT_PAYMENT_METHODS)
  if (input.cash_on_delivery) methods.push(2)
  if (methods.length) where.push(sql`o.order_method IN (${idsSql(methods)})`)
  return where
}

/** POST order/by-user: the list (no `order_id`) or one order's detail. */
export async function ordersByUser(c: ApiContext): Promise<Paginator<OrderListItem> | OrderDetail> {
  const body = await readBody(c)
  const input = parseBody(listBody, body)
  const shopper = shopperOf(c, body)
  if (input.order_id !== undefined) return orderDetail(c, shopper, input.order_id, input.time_zone)
  const { db } = c.var.services
  const perPage = PAGE_SIZES.frontend
  const where = sql.join([ownedBy(shopper, 'o'), ...listFilters(input)], sql` AND `)
  const [found, counted] = await Promise.all([
    rows<OrderRecord>(
      db,
      sql`SELECT ${orderColumns} ${orderFrom} WHERE ${where} ORDER BY o.created_at DESC, o.id DESC
          LIMIT ${perPage} OFFSET ${(input.page - 1) * perPage}`,
    ),
    firstRow<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders o WHERE ${where}`),
  ])
  const lines = await orderedLines(
    db,
    c.var.lang,
    found.map((order) => order.id),
  )
  const data: OrderListItem[] = found.map(({ created_raw, ...order }) => ({
    ...order,
    created: createdText(created_raw, input.time_zone),
    ordered_products: lines.filter((line) => line.order_id === order.id).map(wireLine),
  }))
  return paginate(data, counted?.n ?? 0, input.page, perPage, locationOf(c, 'order/by-user'))
}

/** One of the shopper's orders with everything the order page shows, and totals recomputed by core. */
async function orderDetail(
  c: ApiContext,
  shopper: Shopper,
  orderId: number,
  timeZone: string | undefined,
): Promise<OrderDetail> {
  const { db } = c.var.services
  const lang = c.var.lang
  const order = await firstRow<OrderRecord>(
    db,
    sql`SELECT ${orderColumns} ${orderFrom} WHERE o.id = ${orderId} AND ${ownedBy(shopper, 'o')}`,
  )
  // The same answer for someone else's order and for no order: existence is not revealed.
  if (!order) throw new ApiError('No order found.')
  const lines = await orderedLines(db, lang, [order.id])
  const bundleIds = lines.flatMap((line) =>
    line.product.bundle_deal_id ? [Number(line.product.bundle_deal_id)] : [],
  )
  const [inventories, places, bundles, address, user, voucher, cancellation] = await Promise.all([
    loadInventories(
      db,
      lang,
      lines.map((line) => line.inventory_id),
    ),
    placesById(
      db,
      lines.map((line) => line.shipping_place_id),
    ),
    bundleIds.length
      ? rows<BundleDeal>(
          db,
          sql`SELECT bd.id, bd.buy, bd.free, ${tr('bd', 'title')} FROM bundle_deals bd
              ${langJoin('bundle_deal_langs', 'bd', 'bundle_deal_id', lang)} WHERE bd.id IN (${idsSql(bundleIds)})`,
        )
      : [],
    firstRow<Address>(
      db,
      sql`SELECT a.id, a.name, a.email, a.phone, a.country, a.state, a.city, a.zip, a.address_1, a.address_2,
          a.delivery_instruction, a."default", a.user_id, a.user_token FROM user_addresses a
          WHERE a.id = ${order.user_address_id}`,
    ),
    order.user_id
      ? firstRow<{ id: number; name: string; email: string }>(
          db,
          sql`SELECT id, name, email FROM users WHERE id = ${order.user_id}`,
        )
      : undefined,
    order.voucher_id
      ? firstRow<Voucher>(
          db,
          sql`SELECT v.id, ${tr('v', 'title')}, v.type, v.status, v.usage_limit, v.limit_per_customer,
              v.price::float8 AS price, v.capped_price::float8 AS capped_price, v.min_spend::float8 AS min_spend, v.code,
              ${ymd('v.start_time')} AS start_time, ${ymd('v.end_time')} AS end_time, v.store_id,
              ${iso('v.created_at')} AS created_at, ${iso('v.updated_at')} AS updated_at
              FROM vouchers v ${langJoin('voucher_langs', 'v', 'voucher_id', lang)} WHERE v.id = ${order.voucher_id}`,
        )
      : undefined,
    findCancellation(db, order.id),
  ])
  const { created_raw, ...row } = order
  const calculated = orderTotals({
    ordered_products: lines.map((line) => ({
      ...line,
      product: { id: line.product_id, store_id: line.store_id },
    })),
    voucher: voucher ?? null,
  })
  return {
    ...row,
    created: createdText(created_raw, timeZone),
    ordered_products: lines.map((line) => {
      const place = places.get(line.shipping_place_id)
      const inventory = inventories.get(line.inventory_id)
      return {
        ...wireLine(line),
        product: {
          ...line.product,
          bundle_deal: bundles.find((deal) => deal.id === Number(line.product.bundle_deal_id)) ?? null,
        },
        updated_inventory: inventory ?? {
          id: line.inventory_id,
          product_id: line.product_id,
          quantity: 0,
          price: 0,
          sku: null,
          created_at: '',
          updated_at: '',
          inventory_attributes: [],
        },
        shipping_place: place as ShippingPlace,
      }
    }),
    address: address as Address,
    user: user ?? null,
    voucher: voucher ?? null,
    cancellation: cancellation ?? null,
    calculated,
  }
}

/** The cancellation record of an order. */
export function findCancellation(db: Db, orderId: number): Promise<Cancellation | undefined> {
  return firstRow<Cancellation>(
    db,
    sql`SELECT id, order_id, user_id, user_token, title, message, refunded, ${iso('created_at')} AS created_at,
        ${iso('updated_at')} AS updated_at FROM cancellations WHERE order_id = ${orderId}`,
  )
}

const trackQuery = z.object({
  tracking_id: z.string({ error: 'is required' }).trim().min(1, 'is required').max(64, 'is too long'),
})

/**
 * GET track-order: an order by its public code, for anyone who has the code. What would let the finder act as the
 * shopper (the guest token) or see payment references is left out.
 */
export async function trackOrder(c: ApiContext): Promise<TrackedOrder> {
  const { tracking_id: code } = parseWith(trackQuery, queryOf(c))
  const { db } = c.var.services
  const order = await firstRow<OrderRecord>(
    db,
    sql`SELECT ${orderColumns} ${orderFrom} WHERE o."order" = ${code}`,
  )
  if (!order) throw new ApiError(translatorOf(c)('trackOrder.notFound'))
  const lines = await orderedLines(db, c.var.lang, [order.id])
  const places = await placesById(
    db,
    lines.map((line) => line.shipping_place_id),
  )
  const { created_raw: _created, ...row } = order
  return {
    ...row,
    user_token: null,
    payment_token: null,
    trans_id: null,
    ordered_products: lines.map((line) => ({
      ...wireLine(line),
      shipping_place: places.get(line.shipping_place_id) as ShippingPlace,
    })),
  }
}
