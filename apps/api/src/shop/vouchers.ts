/** Vouchers: the running list (contract 5.11) and the check against the shopper's cart (7.2, 9.7). */
import type { Paginator, Voucher, VoucherValidityData } from '@souk/core'
import {
  CartSelection,
  checkVoucher,
  PAGE_SIZES,
  type PriceType,
  Visibility,
  voucherBase,
  voucherDiscount,
} from '@souk/core'
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { locationOf, queryOf } from '../catalog/request'
import { containsPattern, iso, langJoin, tr, ymd } from '../catalog/sqlParts'
import { literal } from '../db/literal'
import { type Db, firstRow, rows } from '../db/openDb'
import { readBody } from '../http/body'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'
import { page } from '../http/fields'
import { parseBody, strictBody, textField, userTokenField } from '../http/input'
import { translatorFor } from '../http/messages'
import { paginate } from '../http/paginate'
import { ownedBy, type Shopper, shopperOf } from '../http/shopper'
import { createdText, shortDate } from '../http/time'
import { parseWith } from '../http/validate'
import { type LoadedLine, loadCartLines } from './cartLines'

/** A voucher as the checks read it (times as API times, UTC). */
export interface VoucherRecord {
  id: number
  code: string
  type: PriceType
  status: number
  price: number
  capped_price: number | null
  min_spend: number
  usage_limit: number
  limit_per_customer: number
  start_time: string
  end_time: string
  store_id: number | null
  store_name: string | null
}

/** A voucher checked against a cart: what it takes off. */
export interface AppliedVoucher {
  voucher: VoucherRecord
  discount: number
}

/** The lines a voucher and an order work on: selected, with a shipping place, product still there. */
export function shippableLines(lines: readonly LoadedLine[]): LoadedLine[] {
  return lines.filter(
    ({ line }) =>
      line.selected === CartSelection.SELECTED && line.shipping_place !== null && line.flash_product !== null,
  )
}

/**
 * Checks a code against the shippable lines (contract 7.2 with the full 9.2 unit price, and the window check the
 * original skipped at order time); throws a 201 in the shopper's language when it cannot be used. `lock` takes the
 * voucher row for the rest of the transaction, so that concurrent orders cannot exceed its limits.
 */
export async function applyVoucher(
  db: Db,
  lang: string | null,
  shopper: Shopper,
  code: string,
  lines: readonly LoadedLine[],
  options: {
    lock?: boolean
    /**
     * The e-mail addresses and phone of the order's contact: orders shipped to the same e-mail or phone count
     * towards `limit_per_customer` too, so a guest cannot use a voucher again with a fresh guest token.
     */
    contact?: { emails: readonly string[]; phone: string }
  } = {},
): Promise<AppliedVoucher> {
  const t = translatorFor(lang)
  const voucher = await firstRow<VoucherRecord>(
    db,
    sql`SELECT v.id, v.code, v.type, v.status, v.price::float8 AS price, v.capped_price::float8 AS capped_price,
        v.min_spend::float8 AS min_spend, v.usage_limit, v.limit_per_customer, ${ymd('v.start_time')} AS start_time,
        ${ymd('v.end_time')} AS end_time, v.store_id, ${tr('st', 'name', 'store_name')}
        FROM vouchers v LEFT JOIN stores st ON st.id = v.store_id ${langJoin('store_langs', 'st', 'store_id', lang)}
        WHERE upper(v.code) = upper(${code}) ${options.lock ? sql`FOR UPDATE OF v` : sql``}`,
  )
  const priced = lines.map(({ line, facts }) => ({
    ...line,
    flash_product: line.flash_product && { ...line.flash_product, store_id: facts?.storeId ?? null },
  }))
  const base = voucherBase(priced, voucher)
  const [used, usedByShopper] = voucher
    ? await Promise.all([
        firstRow<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM orders WHERE voucher_id = ${voucher.id}`,
        ),
        firstRow<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM orders o LEFT JOIN user_addresses a ON a.id = o.user_address_id
              WHERE o.voucher_id = ${voucher.id} AND (${ownedBy(shopper, 'o')} ${sameContact(options.contact)})`,
        ),
      ])
    : [undefined, undefined]
  const problem = checkVoucher(voucher, {
    base,
    usedCount: used?.n ?? 0,
    usedByShopper: usedByShopper?.n ?? 0,
  })
  // A store voucher on a cart without that store's products: say so rather than "spend at least".
  if (voucher?.store_id && base <= 0 && (!problem || problem.key === 'voucher.minSpend')) {
    throw new ApiError(t('voucher.shopOnly', { shop: voucher.store_name ?? '' }))
  }
  if (problem) throw new ApiError(t(problem.key, problem.params))
  if (!voucher) throw new ApiError(t('voucher.notFound'))
  return { voucher, discount: voucherDiscount(voucher, base) }
}

const validityBody = strictBody({
  voucher: textField(64),
  // Sent by the storefront and not used: the server prices the cart itself.
  price: z.union([z.number(), z.string().max(32)], { error: 'must be a number' }).optional(),
  user_token: userTokenField,
})

/** `OR` the order's address (`a`) has one of the contact's e-mails or its phone (digits compared). */
function sameContact(contact: { emails: readonly string[]; phone: string } | undefined): SQL {
  if (!contact) return sql``
  const emails = contact.emails.map((email) => email.trim().toLowerCase()).filter(Boolean)
  const digits = contact.phone.replace(/\D/g, '')
  const parts = [
    ...(emails.length
      ? [
          sql`lower(a.email) IN (${sql.join(
            emails.map((email) => sql`${email}`),
            sql`, `,
          )})`,
        ]
      : []),
    ...(digits.length >= 6 ? [sql`regexp_replace(a.phone, '[^0-9]', '', 'g') = ${digits}`] : []),
  ]
  return parts.length ? sql`OR ${sql.join(parts, sql` OR `)}` : sql``
}

/** POST voucher/validity: the discount a code gives on the shopper's selected, shippable lines. */
export async function voucherValidity(c: ApiContext): Promise<VoucherValidityData> {
  const body = await readBody(c)
  const input = parseBody(validityBody, body)
  const shopper = shopperOf(c, body)
  const { db } = c.var.services
  const lines = shippableLines(await loadCartLines(db, c.var.lang, shopper, { selectedOnly: true }))
  if (lines.length === 0) throw new ApiError(translatorFor(c.var.lang)('shipping.noneSelected'))
  const applied = await applyVoucher(db, c.var.lang, shopper, input.voucher, lines)
  return { offered: applied.discount, voucher: applied.voucher.code }
}

const SORTABLE = {
  created_at: 'v.created_at',
  updated_at: 'v.updated_at',
  id: 'v.id',
  start_time: 'v.start_time',
  end_time: 'v.end_time',
  price: 'v.price',
  min_spend: 'v.min_spend',
} as const

const listQuery = z.object({
  order_by: z
    .enum(Object.keys(SORTABLE) as [keyof typeof SORTABLE, ...(keyof typeof SORTABLE)[]], {
      error: `must be one of ${Object.keys(SORTABLE).join(', ')}`,
    })
    .default('created_at'),
  type: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default('desc'),
  page,
  q: z.string().max(200, 'is too long').optional(),
  time_zone: z.string().max(64).optional(),
})

type VoucherListRow = Omit<Voucher, 'start_time' | 'end_time' | 'created'> & {
  start_raw: string | Date
  end_raw: string | Date
  created_raw: string | Date
  total_count: number
}

/** GET user/user-vouchers: public vouchers running now and not used up, 25 a page. */
export async function voucherList(c: ApiContext): Promise<Paginator<Voucher>> {
  const query = parseWith(listQuery, queryOf(c))
  const { db } = c.var.services
  const perPage = PAGE_SIZES.frontend
  const where = [
    sql`v.status = ${literal(Visibility.PUBLIC)} AND v.start_time <= now() AND v.end_time >= now()`,
    sql`(SELECT count(*) FROM orders o WHERE o.voucher_id = v.id) < v.usage_limit`,
  ]
  if (query.q) {
    const pattern = containsPattern(query.q)
    where.push(sql`(v.code ILIKE ${pattern} OR coalesce(vl.title, v.title) ILIKE ${pattern})`)
  }
  const direction = query.type === 'asc' ? sql`ASC` : sql`DESC`
  const found = await rows<VoucherListRow>(
    db,
    sql`SELECT v.id, ${tr('v', 'title')}, v.type, v.status, v.usage_limit, v.limit_per_customer,
        v.price::float8 AS price, v.capped_price::float8 AS capped_price, v.min_spend::float8 AS min_spend, v.code,
        v.store_id, v.start_time AS start_raw, v.end_time AS end_raw, v.created_at AS created_raw,
        ${iso('v.created_at')} AS created_at, ${iso('v.updated_at')} AS updated_at, count(*) OVER ()::int AS total_count
        FROM vouchers v ${langJoin('voucher_langs', 'v', 'voucher_id', c.var.lang)}
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ${sql.raw(SORTABLE[query.order_by])} ${direction}, v.id ${direction}
        LIMIT ${perPage} OFFSET ${(query.page - 1) * perPage}`,
  )
  let total = found[0]?.total_count
  if (total === undefined) {
    const counted = await firstRow<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM vouchers v ${langJoin('voucher_langs', 'v', 'voucher_id', c.var.lang)}
          WHERE ${sql.join(where, sql` AND `)}`,
    )
    total = counted?.n ?? 0
  }
  const data: Voucher[] = found.map(
    ({ start_raw, end_raw, created_raw, total_count: _total, ...voucher }) => ({
      ...voucher,
      start_time: shortDate(start_raw, query.time_zone),
      end_time: shortDate(end_raw, query.time_zone),
      created: createdText(created_raw, query.time_zone),
    }),
  )
  return paginate(data, total, query.page, perPage, locationOf(c, 'user/user-vouchers'))
}
