import { checkoutUnitPrice, findInventory } from '@souk/core'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstRow, rows } from '../db/openDb'
import { hashToken } from '../http/identity'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

async function productWith(condition: ReturnType<typeof sql>): Promise<number> {
  const row = await firstRow<{ id: number }>(
    server.db,
    sql`SELECT p.id FROM products p WHERE p.status = 1 AND ${condition} ORDER BY p.id LIMIT 1`,
  )
  if (!row) throw new Error('no such product in the test catalogue')
  return row.id
}

describe('GET product/{id}', () => {
  it('returns the product with its store, rule, variants and breadcrumb', async () => {
    const id = await productWith(
      sql`EXISTS (SELECT 1 FROM updated_inventories ui JOIN inventory_attributes ia ON ia.inventory_id = ui.id WHERE ui.product_id = p.id)`,
    )
    const { data } = await server.client().catalog.product(id)
    expect(data.id).toBe(id)
    expect(data.store?.slug).toBeTruthy()
    expect(data.shipping_rule?.shipping_places.length).toBeGreaterThan(0)
    expect(data.inventory.length).toBeGreaterThan(1)
    expect(data.attribute.length).toBeGreaterThan(0)
    expect(data.category_data.length).toBeGreaterThanOrEqual(2)
    expect(data.current_categories.map((category) => category.id)).toContain(data.category_data[0]?.id)
    expect(data).not.toHaveProperty('purchased')
    expect(data).not.toHaveProperty('admin_id')
    expect(data.in_stock).toBe(data.inventory.some((inventory) => inventory.quantity > 0))
    // Core's variant rules find every variant from the attribute groups the API returns.
    for (const inventory of data.inventory) {
      const found = findInventory(
        data,
        inventory.inventory_attributes.map((pair) => pair.attribute_value_id),
      )
      expect(found?.id).toBe(inventory.id)
      expect(checkoutUnitPrice(data, found)).toBeGreaterThan(0)
    }
  })

  it('lists the vouchers usable now, global or of this store only', async () => {
    const technest = await productWith(
      sql`p.admin_id = (SELECT admin_id FROM stores WHERE slug = 'technest')`,
    )
    const other = await productWith(sql`p.admin_id <> (SELECT admin_id FROM stores WHERE slug = 'technest')`)
    const codes = async (id: number) =>
      (await server.client().catalog.product(id)).data.vouchers.map((voucher) => voucher.code)
    expect(await codes(technest)).toEqual(['WELCOME10', 'SAVE5', 'BIG20', 'NOMIN3', 'TECHNEST15'])
    expect(await codes(other)).toEqual(['WELCOME10', 'SAVE5', 'BIG20', 'NOMIN3'])
  })

  it('shows the flash price of a running sale and not of a coming one', async () => {
    const running = await firstRow<{ product_id: number; price: number }>(
      server.db,
      sql`SELECT fsp.product_id, fsp.price::float8 AS price FROM flash_sale_products fsp JOIN flash_sales fs ON fs.id = fsp.flash_sale_id
          JOIN products p ON p.id = fsp.product_id WHERE fs.title = 'Weekend Flash Sale' AND p.status = 1 LIMIT 1`,
    )
    const coming = await firstRow<{ product_id: number }>(
      server.db,
      sql`SELECT fsp.product_id FROM flash_sale_products fsp JOIN flash_sales fs ON fs.id = fsp.flash_sale_id
          WHERE fs.title = 'Spring Clearance' LIMIT 1`,
    )
    const flash = await server.client().catalog.product(running?.product_id ?? 0)
    expect(flash.data.price).toBe(running?.price)
    expect(flash.data.end_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const notYet = await server.client().catalog.product(coming?.product_id ?? 0)
    expect(notYet.data.price).toBeNull()
    expect(notYet.data.end_time).toBeNull()
  })

  it('translates the texts, attributes and brand with the Language header', async () => {
    const id = await productWith(
      sql`p.brand_id IS NOT NULL AND EXISTS (SELECT 1 FROM updated_inventories ui JOIN inventory_attributes ia ON ia.inventory_id = ui.id WHERE ui.product_id = p.id)`,
    )
    const { data } = await server.client({ language: 'tr' }).catalog.product(id)
    const [turkish] = await rows<{ title: string; tags: string }>(
      server.db,
      sql`SELECT title, tags FROM product_langs WHERE product_id = ${id} AND lang = 'tr'`,
    )
    expect(data.title).toBe(turkish?.title)
    expect(data.tags).toBe(turkish?.tags)
    expect(data.description).toContain('Günlük kullanım')
    expect(['Renk', 'Beden', 'Depolama', 'Metal']).toContain(data.attribute[0]?.title)
  })

  it("fills wishlisted from the caller's own token only, never from a user_id parameter", async () => {
    const id = await productWith(sql`true`)
    const user = await firstRow<{ id: number }>(
      server.db,
      sql`INSERT INTO users (name, email, verified) VALUES ('Wish Lister', 'wish@example.test', 1) RETURNING id`,
    )
    const userId = user?.id ?? 0
    const token = 'wishlist-test-token-0123456789'
    await server.db.execute(
      sql`INSERT INTO access_tokens (user_id, token_hash, expires_at) VALUES (${userId}, ${hashToken(token)}, now() + interval '1 day')`,
    )
    const row = await firstRow<{ id: number }>(
      server.db,
      sql`INSERT INTO user_wishlists (user_id, product_id) VALUES (${userId}, ${id}) RETURNING id`,
    )
    const own = await server.client({ token }).catalog.product(id)
    expect(own.data.wishlisted).toBe(row?.id)
    const stranger = await server.client().catalog.product(id, { user_id: userId })
    expect(stranger.data.wishlisted).toBeNull()
    const again = await server.client({ token }).catalog.product(id)
    expect(again.data.wishlisted).toBe(row?.id)
  })

  it('answers the not-found variant for a private, unknown or malformed id', async () => {
    const hidden = await firstRow<{ id: number }>(
      server.db,
      sql`SELECT id FROM products WHERE status = 2 LIMIT 1`,
    )
    for (const path of [`product/${hidden?.id}`, 'product/99999', 'product/abc', 'product/-1']) {
      const body = await server.json(path)
      expect(body).toEqual({
        data: ['No product found.'],
        status: 201,
        token: null,
        message: 'No product found.',
      })
    }
    await expect(server.client().catalog.product(99999)).rejects.toMatchObject({ name: 'NotFoundError' })
  })
})

describe('GET suggested-products/{id}', () => {
  it('suggests the leaf category and its parent, 7 a page, never the product itself', async () => {
    const id = await productWith(
      sql`EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id AND pc."primary" = 1 AND c.parent IS NOT NULL)`,
    )
    const { data } = await server.client().catalog.suggestedProducts(id)
    expect(data.suggestion_1.per_page).toBe(7)
    expect(data.suggestion_1.data.length).toBe(7)
    expect(data.suggestion_2.data.length).toBe(7)
    const ids = [...data.suggestion_1.data, ...data.suggestion_2.data].map((card) => card.id)
    expect(ids).not.toContain(id)
  })

  it('answers two empty lists for an unknown product', async () => {
    const { data } = await server.client().catalog.suggestedProducts(99999)
    expect(data.suggestion_1.data).toEqual([])
    expect(data.suggestion_2.total).toBe(0)
  })
})
