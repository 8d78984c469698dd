/** Test data made on purpose: products with known prices and rules, customers with tokens, snapshots of writes. */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { hashPassword } from '../auth/password'
import { issueToken } from '../auth/tokens'
import { type Db, firstRow, rows } from '../db/openDb'

let serial = 0
const next = () => {
  serial += 1
  return `${Date.now().toString(36)}${serial}`
}

/** A fresh guest token. */
export function guestToken(): string {
  return `guest-${next()}-${randomBytes(4).toString('hex')}`
}

/** What a test product looks like (everything has a default). */
export interface ProductSpec {
  selling?: number
  offered?: number
  purchased?: number
  /** Stock of the single variant (ignored when `variants` is given). */
  stock?: number
  status?: 1 | 2
  /** Seed tax rules: 1 VAT 10 %, 2 VAT 5 %, 3 flat 0.50. */
  taxRuleId?: number | null
  /** Seed bundle deals: 1 buy 2 get 1, 2 buy 3 get 1, 3 buy 1 get 1. */
  bundleDealId?: number | null
  /**
   * Seed shipping rules: 1 standard (US-CA 3, US 4.5, FR 6, TR-34 5, IN 4, elsewhere 9.99), 2 express,
   * 3 free, 4 flat-rate single price (8, AF 6), 5 pickup (US-NY 6 / pickup 0, FR 7 / 1.5, TR 6 / 0, elsewhere 15).
   */
  shippingRuleId?: number | null
  /** An active flash sale price (a sale of its own, ending in a day). */
  flashPrice?: number
  /** Seller store slug (default the first seller's store). */
  store?: string
  /** Variants with attributes: each its own price and stock. */
  variants?: { price: number; stock: number }[]
  title?: string
}

/** A product made for a test. */
export interface TestProduct {
  productId: number
  /** Its variants' inventory ids, in the order given (one when there are no variants). */
  inventoryIds: number[]
  inventoryId: number
  title: string
  storeId: number
}

/** Inserts a public product with exactly the given prices, rules and stock. */
export async function createProduct(db: Db, spec: ProductSpec = {}): Promise<TestProduct> {
  const key = next()
  const title = spec.title ?? `Test product ${key}`
  const store = await firstRow<{ id: number; admin_id: number }>(
    db,
    spec.store
      ? sql`SELECT id, admin_id FROM stores WHERE slug = ${spec.store}`
      : sql`SELECT id, admin_id FROM stores ORDER BY id LIMIT 1`,
  )
  if (!store) throw new Error(`no store ${spec.store ?? ''}`)
  const product = await firstRow<{ id: number }>(
    db,
    sql`INSERT INTO products (title, selling, offered, purchased, image, status, tax_rule_id, shipping_rule_id,
          bundle_deal_id, admin_id, slug, unit, warranty, refundable)
        VALUES (${title}, ${spec.selling ?? 100}, ${spec.offered ?? 0}, ${spec.purchased ?? 40}, 'test.jpg',
          ${spec.status ?? 1}, ${spec.taxRuleId ?? null}, ${spec.shippingRuleId === undefined ? 1 : spec.shippingRuleId},
          ${spec.bundleDealId ?? null}, ${store.admin_id}, ${`test-product-${key}`}, 'piece', 1, 1)
        RETURNING id`,
  )
  if (!product) throw new Error('no product')
  const inventoryIds: number[] = []
  if (spec.variants?.length) {
    const values = await rows<{ id: number }>(
      db,
      sql`SELECT id FROM attribute_values ORDER BY id LIMIT ${spec.variants.length}`,
    )
    for (const [index, variant] of spec.variants.entries()) {
      const inventory = await firstRow<{ id: number }>(
        db,
        sql`INSERT INTO updated_inventories (product_id, quantity, price, sku)
            VALUES (${product.id}, ${variant.stock}, ${variant.price}, ${`SKU-${key}-${index}`}) RETURNING id`,
      )
      const value = values[index]
      if (!inventory || !value) throw new Error('no variant')
      await db.execute(
        sql`INSERT INTO inventory_attributes (inventory_id, attribute_value_id) VALUES (${inventory.id}, ${value.id})`,
      )
      inventoryIds.push(inventory.id)
    }
  } else {
    const inventory = await firstRow<{ id: number }>(
      db,
      sql`INSERT INTO updated_inventories (product_id, quantity, price, sku)
          VALUES (${product.id}, ${spec.stock ?? 10}, 0, ${`SKU-${key}`}) RETURNING id`,
    )
    if (!inventory) throw new Error('no inventory')
    inventoryIds.push(inventory.id)
  }
  if (spec.flashPrice !== undefined) {
    const sale = await firstRow<{ id: number }>(
      db,
      sql`INSERT INTO flash_sales (title, status, start_time, end_time)
          VALUES (${`Test sale ${key}`}, 1, now() - interval '1 hour', now() + interval '1 day') RETURNING id`,
    )
    await db.execute(
      sql`INSERT INTO flash_sale_products (product_id, flash_sale_id, price)
          VALUES (${product.id}, ${sale?.id}, ${spec.flashPrice})`,
    )
  }
  return { productId: product.id, inventoryIds, inventoryId: inventoryIds[0] ?? 0, title, storeId: store.id }
}

/** A verified customer with a bearer token (no sign-in call, so no rate limit is touched), and a password if given. */
export async function createCustomer(
  db: Db,
  name = 'Test Customer',
  password?: string,
): Promise<{ userId: number; token: string; email: string }> {
  const email = `customer-${next()}@example.test`
  const hash = password ? await hashPassword(password) : null
  const user = await firstRow<{ id: number }>(
    db,
    sql`INSERT INTO users (name, email, password, verified) VALUES (${name}, ${email}, ${hash}, 1) RETURNING id`,
  )
  if (!user) throw new Error('no user')
  const { token } = await issueToken(db, user.id)
  return { userId: user.id, token, email }
}

/** An address for a shopper, inserted directly. */
export async function createAddress(
  db: Db,
  owner: { userId?: number; userToken?: string },
  place: { country: string; state?: string } = { country: 'US', state: 'CA' },
): Promise<number> {
  // Every address is another person's: its own e-mail and phone (voucher limits per customer count by them).
  serial += 1
  const email = `ada.${serial}@example.test`
  const phone = `+1 555 ${String(serial).padStart(7, '0')}`
  const row = await firstRow<{ id: number }>(
    db,
    sql`INSERT INTO user_addresses (name, email, phone, country, state, city, zip, address_1, user_id, user_token)
        VALUES ('Ada Shopper', ${email}, ${phone}, ${place.country}, ${place.state ?? null}, 'Town',
          '12345', '1 Test Street', ${owner.userId ?? null}, ${owner.userToken ?? null})
        RETURNING id`,
  )
  if (!row) throw new Error('no address')
  return row.id
}

/** The tables a shopper's writes can touch. */
const WRITABLE = [
  'carts',
  'guest_users',
  'users',
  'user_addresses',
  'orders',
  'ordered_products',
  'updated_inventories',
  'vouchers',
  'cancellations',
  'rating_reviews',
  'review_images',
  'products',
  'user_wishlists',
  'compare_lists',
  'user_follow_stores',
  'payment_sessions',
  'mail_outbox',
  'admins',
]

/** A fingerprint of every table a shopper can write: equal fingerprints mean nothing was written. */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const result: Record<string, string> = {}
  for (const table of WRITABLE) {
    const row = await firstRow<{ digest: string | null; n: number }>(
      db,
      sql`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) AS digest, count(*)::int AS n
          FROM ${sql.raw(table)} t`,
    )
    result[table] = `${row?.n}:${row?.digest}`
  }
  return result
}

/**
 * Removes the products and flash sales made by `createProduct` (their cart lines, reviews and sale prices go with
 * them), so that the catalogue tests see the seeded catalogue whatever order the files run in.
 */
export async function removeTestProducts(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM products WHERE slug LIKE 'test-product-%'`)
  await db.execute(sql`DELETE FROM flash_sales WHERE title LIKE 'Test sale %'`)
}
