/**
 * The vouchers' queries. A voucher by its code and the running list are tuned statements (the store's or the
 * voucher's translation, times formatted by PostgreSQL, the count in a window) and stay SQL, with row types derived
 * from the schema; the counts of the orders that used a voucher are builder reads, the shopper's with the order
 * contact's e-mail or phone compared as the SQL expression it is.
 */
import type { PriceType } from '@souk/core'
import { Visibility } from '@souk/core'
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { iso, langJoin, tr, ymd } from '../catalog/sqlParts'
import { literal } from '../db/literal'
import { type Db, firstRow, rows } from '../db/openDb'
import { ownedByShopper } from '../db/ownership'
import { orders, type stores, userAddresses, type vouchers } from '../db/schema'
import type { Shopper } from '../http/shopper'
import type { VOUCHER_SORTS } from './inputs'

type VoucherColumns = typeof vouchers.$inferSelect

/** A voucher as the checks read it, typed by the schema (times as API times, UTC; the store's name translated). */
export type VoucherRecord = Pick<
  VoucherColumns,
  | 'id'
  | 'code'
  | 'status'
  | 'price'
  | 'capped_price'
  | 'min_spend'
  | 'usage_limit'
  | 'limit_per_customer'
  | 'store_id'
> & {
  type: PriceType
  start_time: string
  end_time: string
  store_name: (typeof stores.$inferSelect)['name'] | null
}

/** A voucher by its code, any case (`lock`: locked until the transaction ends). */
export function voucherByCode(
  db: Db,
  lang: string | null,
  code: string,
  lock: boolean,
): Promise<VoucherRecord | undefined> {
  return firstRow<VoucherRecord>(
    db,
    sql`SELECT v.id, v.code, v.type, v.status, v.price::float8 AS price, v.capped_price::float8 AS capped_price,
        v.min_spend::float8 AS min_spend, v.usage_limit, v.limit_per_customer, ${ymd('v.start_time')} AS start_time,
        ${ymd('v.end_time')} AS end_time, v.store_id, ${tr('st', 'name', 'store_name')}
        FROM vouchers v LEFT JOIN stores st ON st.id = v.store_id ${langJoin('store_langs', 'st', 'store_id', lang)}
        WHERE upper(v.code) = upper(${code}) ${lock ? sql`FOR UPDATE OF v` : sql``}`,
  )
}

/** How many orders used a voucher. */
export async function countVoucherOrders(db: Db, voucherId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.voucher_id, voucherId))
  return row?.n ?? 0
}

/** The e-mail addresses and phone of an order's contact. */
export interface OrderContact {
  emails: readonly string[]
  phone: string
}

/** The order's address has one of the contact's e-mails or its phone (digits compared), else nothing. */
function sameContact(contact: OrderContact | undefined): SQL | undefined {
  if (!contact) return undefined
  const emails = contact.emails.map((email) => email.trim().toLowerCase()).filter(Boolean)
  const digits = contact.phone.replace(/\D/g, '')
  return or(
    emails.length ? inArray(sql`lower(${userAddresses.email})`, emails) : undefined,
    digits.length >= 6
      ? eq(sql`regexp_replace(${userAddresses.phone}, '[^0-9]', '', 'g')`, digits)
      : undefined,
  )
}

/**
 * How many orders of the shopper used a voucher: theirs, or (with `contact`) shipped to the same e-mail or phone,
 * so that a guest cannot use a voucher again with a fresh guest token.
 */
export async function countShopperVoucherOrders(
  db: Db,
  voucherId: number,
  shopper: Shopper,
  contact?: OrderContact,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .leftJoin(userAddresses, eq(userAddresses.id, orders.user_address_id))
    .where(and(eq(orders.voucher_id, voucherId), or(ownedByShopper(orders, shopper), sameContact(contact))))
  return row?.n ?? 0
}

/** A voucher of the running list, typed by the schema (times raw, for the shopper's time zone). */
export type VoucherListRow = Pick<
  VoucherColumns,
  | 'id'
  | 'title'
  | 'status'
  | 'usage_limit'
  | 'limit_per_customer'
  | 'price'
  | 'capped_price'
  | 'min_spend'
  | 'code'
  | 'store_id'
> & {
  type: PriceType
  start_raw: Date | string
  end_raw: Date | string
  created_raw: Date | string
  created_at: string
  updated_at: string
  total_count: number
}

/** A page of the running list's query. */
export interface VoucherPageQuery {
  /** An ILIKE pattern the code or the title must match. */
  pattern?: string
  column: (typeof VOUCHER_SORTS)[number]
  direction: 'asc' | 'desc'
  limit: number
  offset: number
}

/** Public vouchers running now and not used up: a page of them, and how many there are in all. */
export async function runningVoucherPage(
  db: Db,
  lang: string | null,
  query: VoucherPageQuery,
): Promise<{ found: VoucherListRow[]; total: number }> {
  const where = [
    sql`v.status = ${literal(Visibility.PUBLIC)} AND v.start_time <= now() AND v.end_time >= now()`,
    sql`(SELECT count(*) FROM orders o WHERE o.voucher_id = v.id) < v.usage_limit`,
  ]
  if (query.pattern) {
    where.push(sql`(v.code ILIKE ${query.pattern} OR coalesce(vl.title, v.title) ILIKE ${query.pattern})`)
  }
  const direction = query.direction === 'asc' ? sql`ASC` : sql`DESC`
  const found = await rows<VoucherListRow>(
    db,
    sql`SELECT v.id, ${tr('v', 'title')}, v.type, v.status, v.usage_limit, v.limit_per_customer,
        v.price::float8 AS price, v.capped_price::float8 AS capped_price, v.min_spend::float8 AS min_spend, v.code,
        v.store_id, v.start_time AS start_raw, v.end_time AS end_raw, v.created_at AS created_raw,
        ${iso('v.created_at')} AS created_at, ${iso('v.updated_at')} AS updated_at, count(*) OVER ()::int AS total_count
        FROM vouchers v ${langJoin('voucher_langs', 'v', 'voucher_id', lang)}
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ${sql.raw(`v.${query.column}`)} ${direction}, v.id ${direction}
        LIMIT ${query.limit} OFFSET ${query.offset}`,
  )
  let total = found[0]?.total_count
  if (total === undefined) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`vouchers v ${langJoin('voucher_langs', 'v', 'voucher_id', lang)}`)
      .where(sql.join(where, sql` AND `))
    total = counted?.n ?? 0
  }
  return { found, total }
}
