/**
 * Reading orders: the shopper's list and detail (contract 7.6) and the public tracking (4.15). The rows are read by
 * `queries.ts`; here they become the contract's shapes (coded columns as core's enums, totals recomputed by core).
 */
import type {
  Address,
  BundleDeal,
  Flag,
  MobileWallet,
  Order,
  OrderDetail,
  OrderedProductLine,
  OrderListItem,
  OrderProduct,
  OrderStatus,
  Paginator,
  PaymentMethod,
  PaymentStatus,
  PriceType,
  ShippingPlace,
  ShippingType,
  TrackedOrder,
  Visibility,
  Voucher,
} from '@souk/core'
import { PaymentMethod as Method, orderTotals, PAGE_SIZES, REDIRECT_PAYMENT_METHODS } from '@souk/core'
import type { Db } from '../db/openDb'
import { ApiError } from '../http/envelope'
import { translatorFor } from '../http/messages'
import type { PageLocation } from '../http/paginate'
import { paginate } from '../http/paginate'
import type { Shopper } from '../http/shopper'
import { createdText } from '../http/time'
import { galleryImagesOf, inventoryValueIdsOf } from '../shop/cartLineQueries'
import { galleriesByProduct, groupedBy, linePicture, loadInventories } from '../shop/cartLines'
import { findCancellation } from './cancel'
import type { ListInput } from './inputs'
import {
  addressById,
  bundleDealsByIds,
  type OrderedLineRow,
  type OrderRecord,
  orderByCode,
  orderCustomer,
  orderedLineRows,
  orderVoucher,
  ownOrder,
  ownOrdersPage,
  placesByIds,
} from './queries'

/** An order row as the contract's `Order` (coded columns as core's enums), with its stored creation time. */
function asOrder({
  created_raw,
  ...row
}: OrderRecord): Order & { wallet: MobileWallet | null; created_raw: Date } {
  return {
    ...row,
    status: row.status as OrderStatus,
    order_method: row.order_method as PaymentMethod,
    wallet: row.wallet as MobileWallet | null,
    payment_done: row.payment_done as PaymentStatus,
    cancelled: row.cancelled as Flag,
    refunded: row.refunded as Flag,
    user_address_id: row.user_address_id as number,
    viewed: row.viewed as Flag,
    created_raw,
  }
}

type LineRow = OrderedProductLine & {
  line_id: number
  product: OrderProduct
  store_id: number | null
}

/** The ordered lines of some orders, each with its product (a placeholder when the product was deleted). */
async function orderedLines(db: Db, lang: string | null, orderIds: readonly number[]): Promise<LineRow[]> {
  const found = await orderedLineRows(db, lang, orderIds)
  if (found.length === 0) return []
  const [gallery, values] = await Promise.all([
    galleryImagesOf(db, [...new Set(found.map((row) => row.product_id))]).then(galleriesByProduct),
    inventoryValueIdsOf(db, [...new Set(found.map((row) => row.inventory_id))]),
  ])
  const valueIds = groupedBy(
    values,
    (pair) => pair.inventory_id,
    (pair) => pair.attribute_value_id,
  )
  return found.map((row: OrderedLineRow): LineRow => {
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
      shipping_type: line.shipping_type as ShippingType,
      product: {
        id: p_id ?? line.product_id,
        title: p_title ?? '',
        slug: p_slug ?? '',
        image:
          p_image === null
            ? ''
            : linePicture(p_image, gallery.get(line.product_id), valueIds.get(line.inventory_id) ?? []),
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

/** Shipping places by id. */
async function placesById(db: Db, ids: readonly number[]): Promise<Map<number, ShippingPlace>> {
  const found = await placesByIds(db, ids)
  return new Map(found.map((place) => [place.id, place]))
}

/** The methods the list's `card_payment` and `cash_on_delivery` filters keep (contract 7.6). */
function listMethods(input: ListInput): number[] {
  const methods: number[] = []
  // "Card payment" covers every method paid at a provider's page.
  if (input.card_payment) methods.push(...REDIRECT_PAYMENT_METHODS)
  if (input.cash_on_delivery) methods.push(Method.CASH_ON_DELIVERY)
  return methods
}

/** POST order/by-user without `order_id`: a page of the shopper's orders, newest first, with their lines. */
export async function orderList(
  db: Db,
  lang: string | null,
  shopper: Shopper,
  input: ListInput,
  location: PageLocation,
): Promise<Paginator<OrderListItem>> {
  const perPage = PAGE_SIZES.frontend
  const page = await ownOrdersPage(
    db,
    shopper,
    { cancelled: input.cancelled, paid: input.paid, unpaid: input.unpaid, methods: listMethods(input) },
    { limit: perPage, offset: (input.page - 1) * perPage },
  )
  const lines = await orderedLines(
    db,
    lang,
    page.orders.map((order) => order.id),
  )
  const data: OrderListItem[] = page.orders.map((record) => {
    const { created_raw, ...order } = asOrder(record)
    return {
      ...order,
      created: createdText(created_raw, input.time_zone),
      ordered_products: lines.filter((line) => line.order_id === order.id).map(wireLine),
    }
  })
  return paginate(data, page.total, input.page, perPage, location)
}

/** The contract's `Voucher` of an order's detail. */
async function voucherOf(db: Db, lang: string | null, voucherId: number): Promise<Voucher | undefined> {
  const row = await orderVoucher(db, lang, voucherId)
  return (
    row && {
      ...row,
      type: row.type as PriceType,
      status: row.status as Visibility,
    }
  )
}

/** POST order/by-user with `order_id`: one of the shopper's orders with everything the order page shows. */
export async function orderDetail(
  db: Db,
  lang: string | null,
  shopper: Shopper,
  orderId: number,
  timeZone: string | undefined,
): Promise<OrderDetail> {
  const record = await ownOrder(db, shopper, orderId)
  // The same answer for someone else's order and for no order: existence is not revealed.
  if (!record) throw new ApiError('No order found.')
  const order = asOrder(record)
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
    bundleDealsByIds(db, lang, bundleIds) as Promise<BundleDeal[]>,
    addressById(db, order.user_address_id),
    order.user_id ? orderCustomer(db, order.user_id) : undefined,
    order.voucher_id ? voucherOf(db, lang, order.voucher_id) : undefined,
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

/**
 * GET track-order: an order by its public code, for anyone who has the code. What would let the finder act as the
 * shopper (the guest token) or see payment references is left out.
 */
export async function trackOrder(db: Db, lang: string | null, code: string): Promise<TrackedOrder> {
  const record = await orderByCode(db, code)
  if (!record) throw new ApiError(translatorFor(lang)('trackOrder.notFound'))
  const lines = await orderedLines(db, lang, [record.id])
  const places = await placesById(
    db,
    lines.map((line) => line.shipping_place_id),
  )
  const { created_raw: _created, ...row } = asOrder(record)
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
