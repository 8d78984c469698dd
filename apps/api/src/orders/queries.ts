/**
 * The orders' queries: every read and write of `orders`, `ordered_products`, `cancellations` and the settings an
 * order reads. Plain reads and writes use Drizzle's typed builder, so their row types come from the schema; the
 * tuned statements (the shipping address's fallback, the ordered lines with their translated products, the stock
 * put back on sale, translated bundle deals and vouchers) stay SQL, with row types derived from the schema. Times
 * are formatted by PostgreSQL (`to_char`, microseconds, UTC) as the contract's answers always were.
 *
 * Placing an order is one transaction (`order/action`, see `place.ts`): the cart lines leave the cart, the stock is
 * taken with a conditional decrement, the order and its lines are written; the functions below take the
 * transaction's `db`.
 */
import { OrderStatus } from '@souk/core'
import { and, desc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm'
import { idsSql, iso, langJoin, tr, ymd } from '../catalog/sqlParts'
import { isoTime, now } from '../db/apiTime'
import { literal } from '../db/literal'
import { type Db, firstRow, rows } from '../db/openDb'
import { ownedByShopper } from '../db/ownership'
import {
  type admins,
  type bundleDeals,
  cancellations,
  carts,
  orderedProducts,
  orders,
  payments,
  type products,
  settings,
  shippingPlaces,
  siteSettings,
  type stores,
  updatedInventories,
  userAddresses,
  users,
  vouchers,
} from '../db/schema'
import { ownedBy, type Shopper } from '../http/shopper'
import { addressColumns } from '../shop/addressQueries'
import { shippingPlaceColumns } from '../shop/cartLineQueries'

type OrderedProductRow = typeof orderedProducts.$inferSelect
type ProductRow = typeof products.$inferSelect
type StoreRow = typeof stores.$inferSelect

// Settings.

/** The `payments` row's switches: which methods are on (1) and whether the gateways run in the sandbox. */
export async function paymentSwitches(db: Db) {
  const [row] = await db
    .select({
      cash_on_delivery: payments.cash_on_delivery,
      razorpay: payments.razorpay,
      stripe: payments.stripe,
      paypal: payments.paypal,
      flutterwave: payments.flutterwave,
      iyzico_payment: payments.iyzico_payment,
      bank: payments.bank,
      payfast: payments.payfast,
      mobile_transfer: payments.mobile_transfer,
      enzona: payments.enzona,
      transfermovil: payments.transfermovil,
      sandbox: payments.sandbox,
    })
    .from(payments)
    .orderBy(payments.id)
    .limit(1)
  return row
}

/** The shop's currency (the first `settings` row). */
export async function shopCurrency(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ currency: settings.currency }).from(settings).orderBy(settings.id).limit(1)
  return row?.currency
}

/** How prices are written (core's `PriceFormatSetting`) and whether sellers get their own order mail. */
export async function mailSettings(db: Db) {
  const [row] = await db
    .select({
      currency: settings.currency,
      currency_icon: settings.currency_icon,
      currency_position: settings.currency_position,
      decimal_format: settings.decimal_format,
      send_seller_email: settings.send_seller_email,
    })
    .from(settings)
    .orderBy(settings.id)
    .limit(1)
  return row
}

/** How prices are written (core's `PriceFormatSetting`). */
export async function priceFormat(db: Db) {
  const [row] = await db
    .select({
      currency: settings.currency,
      currency_icon: settings.currency_icon,
      currency_position: settings.currency_position,
      decimal_format: settings.decimal_format,
    })
    .from(settings)
    .orderBy(settings.id)
    .limit(1)
  return row
}

/** The shop's name (the first `site_settings` row). */
export async function siteName(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ site_name: siteSettings.site_name })
    .from(siteSettings)
    .orderBy(siteSettings.id)
    .limit(1)
  return row?.site_name
}

// Who orders.

/** A customer's name and address, for the order and its payment. */
export async function customerContact(db: Db, userId: number) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

/** The customer of an order as its detail shows it. */
export async function orderCustomer(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

/**
 * The id of the address an order ships to: the customer's default address; a guest's default address, else their
 * first one. Tuned: one statement whether or not the guest has a row.
 */
export async function preferredAddressId(db: Db, shopper: Shopper): Promise<number | null | undefined> {
  const row = await firstRow<Pick<typeof users.$inferSelect, 'default_address'>>(
    db,
    shopper.userId !== null
      ? sql`SELECT default_address FROM users WHERE id = ${shopper.userId}`
      : sql`SELECT coalesce(g.default_address, (SELECT min(a.id) FROM user_addresses a WHERE ${ownedBy(shopper, 'a')})) AS default_address
            FROM (SELECT 1) one LEFT JOIN guest_users g ON g.user_token = ${shopper.userToken}`,
  )
  return row?.default_address
}

/** An address by id, as an order's detail shows it (contract `Address`). */
export async function addressById(db: Db, addressId: number) {
  const [row] = await db
    .select(addressColumns(userAddresses.default))
    .from(userAddresses)
    .where(eq(userAddresses.id, addressId))
  return row
}

// Placing an order (inside its transaction).

/** Removes the shopper's cart lines about to be ordered; returns what was removed (id and quantity). */
export async function takeCartLines(db: Db, shopper: Shopper, lineIds: readonly number[]) {
  return db
    .delete(carts)
    .where(and(inArray(carts.id, [...lineIds]), ownedByShopper(carts, shopper)))
    .returning({ id: carts.id, quantity: carts.quantity })
}

/** Takes `quantity` units of a variant when that many are in stock (a conditional decrement); false when not. */
export async function takeStock(db: Db, inventoryId: number, quantity: number): Promise<boolean> {
  const taken = await db
    .update(updatedInventories)
    .set({ quantity: sql`${updatedInventories.quantity} - ${quantity}`, updated_at: now })
    .where(and(eq(updatedInventories.id, inventoryId), gte(updatedInventories.quantity, quantity)))
    .returning({ id: updatedInventories.id })
  return taken.length > 0
}

/** A new pending, unpaid order; returns it as `order/action` answers it. */
export async function insertOrder(
  db: Db,
  values: Pick<
    typeof orders.$inferInsert,
    | 'order'
    | 'total_amount'
    | 'order_method'
    | 'wallet'
    | 'currency'
    | 'user_id'
    | 'user_token'
    | 'user_address_id'
    | 'voucher_id'
  >,
) {
  const [row] = await db
    .insert(orders)
    .values({ ...values, status: OrderStatus.PENDING, payment_done: false, cancelled: false })
    .returning({
      id: orders.id,
      order: orders.order,
      order_method: orders.order_method,
      voucher_id: orders.voucher_id,
      currency: orders.currency,
      user_id: orders.user_id,
      user_token: orders.user_token,
      user_address_id: orders.user_address_id,
      total_amount: orders.total_amount,
      wallet: orders.wallet,
      created_at: isoTime(orders.created_at),
      updated_at: isoTime(orders.updated_at),
    })
  return row
}

/** The lines of a new order. */
export async function insertOrderedProducts(
  db: Db,
  lines: readonly Omit<typeof orderedProducts.$inferInsert, 'id' | 'created_at' | 'updated_at'>[],
) {
  await db.insert(orderedProducts).values([...lines])
}

/** The provider's reference of the payment started for an order. */
export async function setPaymentToken(db: Db, orderId: number, reference: string) {
  await db.update(orders).set({ payment_token: reference }).where(eq(orders.id, orderId))
}

// Paying.

/** One of the shopper's orders as the payment routes need it, locked until the transaction ends. */
export async function lockedOwnOrder(db: Db, shopper: Shopper, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      order_method: orders.order_method,
      wallet: orders.wallet,
      payment_done: orders.payment_done,
      cancelled: orders.cancelled,
      payment_token: orders.payment_token,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedByShopper(orders, shopper)))
    .for('update')
  return row
}

/** Switches an unpaid order to a method paid later (cash on delivery, bank transfer). */
export async function switchMethod(db: Db, orderId: number, method: number) {
  await db
    .update(orders)
    .set({ order_method: method, wallet: null, updated_at: now })
    .where(eq(orders.id, orderId))
}

/** Marks an order paid. */
export async function markPaid(db: Db, orderId: number) {
  await db.update(orders).set({ payment_done: true, updated_at: now }).where(eq(orders.id, orderId))
}

/** Records the transfer reference the shopper typed, and whether it paid the order. */
export async function recordTransfer(db: Db, orderId: number, transId: string, paid: boolean) {
  await db
    .update(orders)
    .set({ trans_id: transId, payment_done: paid, updated_at: now })
    .where(eq(orders.id, orderId))
}

// Reading.

/** The columns of an order as the API serialises it (`o` with its cancellation joined for `refunded`). */
const orderFields = {
  id: orders.id,
  order: orders.order,
  status: orders.status,
  order_method: orders.order_method,
  wallet: orders.wallet,
  currency: orders.currency,
  total_amount: orders.total_amount,
  payment_done: sql<number>`${orders.payment_done}::int`,
  cancelled: sql<number>`${orders.cancelled}::int`,
  refunded: sql<(typeof cancellations.$inferSelect)['refunded']>`coalesce(${cancellations.refunded}, 0)`,
  payment_token: orders.payment_token,
  trans_id: orders.trans_id,
  user_id: orders.user_id,
  user_token: orders.user_token,
  user_address_id: orders.user_address_id,
  voucher_id: orders.voucher_id,
  viewed: orders.viewed,
  created_at: isoTime(orders.created_at),
  updated_at: isoTime(orders.updated_at),
  created_raw: orders.created_at,
}

const selectOrders = (db: Db) =>
  db.select(orderFields).from(orders).leftJoin(cancellations, eq(cancellations.order_id, orders.id))

/** An order row as the API serialises it, with its creation time as stored (for the `created` text). */
export type OrderRecord = NonNullable<Awaited<ReturnType<typeof ownOrder>>>

/** What the order list may be narrowed to (contract 7.6); every filter is ANDed with the owner. */
export interface OrderListFilters {
  cancelled: boolean
  paid: boolean
  unpaid: boolean
  /** Methods of the list: card payments and/or cash on delivery (empty: all). */
  methods: readonly number[]
}

function listConditions(shopper: Shopper, filters: OrderListFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [ownedByShopper(orders, shopper)]
  if (filters.cancelled) where.push(eq(orders.cancelled, true))
  const payment: SQL[] = []
  if (filters.paid) payment.push(eq(orders.payment_done, true))
  if (filters.unpaid) payment.push(eq(orders.payment_done, false))
  if (payment.length) where.push(or(...payment))
  if (filters.methods.length) where.push(inArray(orders.order_method, [...filters.methods]))
  return and(...where)
}

/** A page of the shopper's orders, newest first, and how many there are. */
export async function ownOrdersPage(
  db: Db,
  shopper: Shopper,
  filters: OrderListFilters,
  page: { limit: number; offset: number },
) {
  const where = listConditions(shopper, filters)
  const [found, counted] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ])
  return { orders: found, total: counted[0]?.n ?? 0 }
}

/** One of the shopper's orders. */
export async function ownOrder(db: Db, shopper: Shopper, orderId: number) {
  const [row] = await selectOrders(db).where(and(eq(orders.id, orderId), ownedByShopper(orders, shopper)))
  return row
}

/** An order by its public tracking code. */
export async function orderByCode(db: Db, code: string) {
  const [row] = await selectOrders(db).where(eq(orders.order, code))
  return row
}

/** The id of one of the shopper's orders, or undefined (someone else's order and no order look the same). */
export async function ownOrderId(db: Db, shopper: Shopper, orderId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedByShopper(orders, shopper)))
  return row?.id
}

/** An ordered line with its product's columns (`p_…`, null when the product was deleted). Tuned: translated. */
export type OrderedLineRow = Pick<
  OrderedProductRow,
  'product_id' | 'inventory_id' | 'quantity' | 'shipping_type' | 'selling' | 'shipping_price' | 'tax_price'
> &
  Pick<OrderedProductRow, 'bundle_offer' | 'order_id'> & {
    line_id: OrderedProductRow['id']
    shipping_place_id: NonNullable<OrderedProductRow['shipping_place_id']>
    p_id: ProductRow['id'] | null
    p_title: ProductRow['title'] | null
    p_slug: ProductRow['slug'] | null
    p_image: ProductRow['image'] | null
    p_selling: ProductRow['selling'] | null
    p_offered: ProductRow['offered'] | null
    p_shipping_rule_id: ProductRow['shipping_rule_id'] | null
    p_bundle_deal_id: ProductRow['bundle_deal_id'] | null
    p_unit: ProductRow['unit'] | null
    store_id: StoreRow['id'] | null
  }

/** The ordered lines of some orders, each with its product in the shopper's language. */
export async function orderedLineRows(
  db: Db,
  lang: string | null,
  orderIds: readonly number[],
): Promise<OrderedLineRow[]> {
  if (orderIds.length === 0) return []
  return rows<OrderedLineRow>(
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
}

/** The lines of an order as its confirmation mail lists them (title in the shopper's language, seller). */
export async function mailLineRows(db: Db, lang: string | null, orderId: number) {
  return rows<
    Pick<OrderedProductRow, 'quantity' | 'selling' | 'shipping_price' | 'tax_price' | 'bundle_offer'> & {
      title: ProductRow['title']
      store_id: StoreRow['id'] | null
      seller_email: (typeof admins.$inferSelect)['email'] | null
    }
  >(
    db,
    sql`SELECT coalesce(pl.title, p.title, '') AS title, op.quantity, op.selling::float8 AS selling,
        op.shipping_price::float8 AS shipping_price, op.tax_price::float8 AS tax_price, op.bundle_offer,
        st.id AS store_id, ad.email AS seller_email
        FROM ordered_products op LEFT JOIN products p ON p.id = op.product_id
        LEFT JOIN product_langs pl ON pl.product_id = p.id AND pl.lang = ${lang ?? ''}
        LEFT JOIN stores st ON st.admin_id = p.admin_id LEFT JOIN admins ad ON ad.id = p.admin_id
        WHERE op.order_id = ${orderId} ORDER BY op.id`,
  )
}

/** An order with its customer, address and voucher, as its confirmation mail needs it. */
export async function mailOrderRow(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      order: orders.order,
      order_method: orders.order_method,
      total_amount: orders.total_amount,
      user_id: orders.user_id,
      customer_email: users.email,
      customer_name: users.name,
      address_email: userAddresses.email,
      address_name: userAddresses.name,
      voucher_type: vouchers.type,
      voucher_price: vouchers.price,
      voucher_capped: vouchers.capped_price,
      voucher_store: vouchers.store_id,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.user_id))
    .leftJoin(userAddresses, eq(userAddresses.id, orders.user_address_id))
    .leftJoin(vouchers, eq(vouchers.id, orders.voucher_id))
    .where(eq(orders.id, orderId))
  return row
}

/** Shipping places by id, as the API serialises them. */
export async function placesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return []
  return db
    .select(shippingPlaceColumns)
    .from(shippingPlaces)
    .where(inArray(shippingPlaces.id, [...ids]))
}

/** Bundle deals by id, titled in the shopper's language. Tuned: translated. */
export async function bundleDealsByIds(db: Db, lang: string | null, ids: readonly number[]) {
  if (ids.length === 0) return []
  return rows<Pick<typeof bundleDeals.$inferSelect, 'id' | 'buy' | 'free' | 'title'>>(
    db,
    sql`SELECT bd.id, bd.buy, bd.free, ${tr('bd', 'title')} FROM bundle_deals bd
        ${langJoin('bundle_deal_langs', 'bd', 'bundle_deal_id', lang)} WHERE bd.id IN (${idsSql(ids)})`,
  )
}

type VoucherRow = typeof vouchers.$inferSelect

/** A voucher as an order's detail shows it, titled in the shopper's language. Tuned: translated. */
export async function orderVoucher(db: Db, lang: string | null, voucherId: number) {
  return firstRow<
    Pick<
      VoucherRow,
      | 'id'
      | 'title'
      | 'type'
      | 'status'
      | 'usage_limit'
      | 'limit_per_customer'
      | 'price'
      | 'capped_price'
      | 'min_spend'
      | 'code'
      | 'store_id'
    > &
      Record<'start_time' | 'end_time' | 'created_at' | 'updated_at', string>
  >(
    db,
    sql`SELECT v.id, ${tr('v', 'title')}, v.type, v.status, v.usage_limit, v.limit_per_customer,
        v.price::float8 AS price, v.capped_price::float8 AS capped_price, v.min_spend::float8 AS min_spend, v.code,
        ${ymd('v.start_time')} AS start_time, ${ymd('v.end_time')} AS end_time, v.store_id,
        ${iso('v.created_at')} AS created_at, ${iso('v.updated_at')} AS updated_at
        FROM vouchers v ${langJoin('voucher_langs', 'v', 'voucher_id', lang)} WHERE v.id = ${voucherId}`,
  )
}

// Cancelling.

/** Flags a pending order cancelled unless it was confirmed or cancelled meanwhile; false when it was. */
export async function flagCancelled(db: Db, orderId: number): Promise<boolean> {
  const flagged = await db
    .update(orders)
    .set({ cancelled: true, updated_at: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, literal(OrderStatus.PENDING)),
        eq(orders.cancelled, false),
      ),
    )
    .returning({ id: orders.id })
  return flagged.length > 0
}

/** Records (or rewrites) the cancellation of an order. */
export async function recordCancellation(
  db: Db,
  values: Pick<
    typeof cancellations.$inferInsert,
    'order_id' | 'user_id' | 'user_token' | 'title' | 'message'
  >,
) {
  await db
    .insert(cancellations)
    .values(values)
    .onConflictDoUpdate({
      target: cancellations.order_id,
      set: { title: sql`excluded.title`, message: sql`excluded.message`, updated_at: now },
    })
}

/** Puts the ordered units of an order back on sale. Tuned: one statement for every variant. */
export async function restock(db: Db, orderId: number) {
  await db.execute(
    sql`UPDATE updated_inventories ui SET quantity = ui.quantity + back.quantity, updated_at = now()
        FROM (SELECT inventory_id, sum(quantity)::int AS quantity FROM ordered_products
              WHERE order_id = ${orderId} GROUP BY inventory_id) back
        WHERE ui.id = back.inventory_id`,
  )
}

/** The cancellation record of an order (contract `Cancellation`). */
export async function cancellationByOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: cancellations.id,
      order_id: cancellations.order_id,
      user_id: cancellations.user_id,
      user_token: cancellations.user_token,
      title: cancellations.title,
      message: cancellations.message,
      refunded: cancellations.refunded,
      created_at: isoTime(cancellations.created_at),
      updated_at: isoTime(cancellations.updated_at),
    })
    .from(cancellations)
    .where(eq(cancellations.order_id, orderId))
  return row
}
