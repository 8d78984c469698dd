import type { PlacedOrder } from '@souk/core'
import { getTableColumns, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { expectRowOf, kindOf } from '../db/rowShape.testing'
import { bundleDeals, orderedProducts, orders, products, users, vouchers } from '../db/schema'
import { reviewedOrder } from '../reviews/queries'
import { createProduct, removeTestProducts } from '../test/fixtures'
import { fillCart, newGuest, type TestShopper } from '../test/shopping'
import { type TestServer, testServer } from '../test/testServer'
import { bundleDealsByIds, mailLineRows, orderedLineRows, orderVoucher, preferredAddressId } from './queries'

// The tuned statements are SQL text: their row types are derived from the schema, and this checks that what
// PostgreSQL answers is what those types say (every column there, no other, each of its column's kind).

let server: TestServer
let shopper: TestShopper
let orderId: number
let productId: number
beforeAll(async () => {
  server = await testServer()
  const product = await createProduct(server.db, { selling: 20, bundleDealId: 1, shippingRuleId: 1 })
  productId = product.productId
  shopper = newGuest(server)
  await fillCart(server, shopper, [{ product, quantity: 3 }])
  const placed = await shopper.client.orders.place({ order_method: 2, voucher: 'SAVE5' })
  orderId = (placed.data as PlacedOrder).id
})
afterAll(async () => {
  await removeTestProducts(server.db)
})

const line = getTableColumns(orderedProducts)
const product = getTableColumns(products)

describe('the tuned order statements', () => {
  it('answer the ordered lines with their product as OrderedLineRow says', async () => {
    const [row] = await orderedLineRows(server.db, 'fr', [orderId])
    expectRowOf(
      row,
      {
        line_id: line.id,
        product_id: line.product_id,
        inventory_id: line.inventory_id,
        quantity: line.quantity,
        shipping_place_id: line.shipping_place_id,
        shipping_type: line.shipping_type,
        selling: line.selling,
        shipping_price: line.shipping_price,
        tax_price: line.tax_price,
        bundle_offer: line.bundle_offer,
        order_id: line.order_id,
        p_id: product.id,
        p_title: product.title,
        p_slug: product.slug,
        p_image: product.image,
        p_selling: product.selling,
        p_offered: product.offered,
        p_shipping_rule_id: product.shipping_rule_id,
        p_bundle_deal_id: product.bundle_deal_id,
        p_unit: product.unit,
      },
      { store_id: 'number' },
    )
    expect(row).toMatchObject({ product_id: productId, quantity: 3, selling: 20, bundle_offer: 1 })
  })

  it('answer the lines of the confirmation mail', async () => {
    const [row] = await mailLineRows(server.db, null, orderId)
    expectRowOf(
      row,
      {
        title: product.title,
        quantity: line.quantity,
        selling: line.selling,
        shipping_price: line.shipping_price,
        tax_price: line.tax_price,
        bundle_offer: line.bundle_offer,
      },
      { store_id: 'number', seller_email: 'string' },
    )
  })

  it('answer translated bundle deals and vouchers with their schema kinds', async () => {
    const [deal] = await bundleDealsByIds(server.db, 'tr', [1])
    const dealColumns = getTableColumns(bundleDeals)
    expectRowOf(deal, {
      id: dealColumns.id,
      buy: dealColumns.buy,
      free: dealColumns.free,
      title: dealColumns.title,
    })
    const used = await firstRow<Pick<typeof orders.$inferSelect, 'voucher_id'>>(
      server.db,
      sql`SELECT voucher_id FROM orders WHERE id = ${orderId}`,
    )
    const voucher = await orderVoucher(server.db, 'ar', used?.voucher_id ?? 0)
    const v = getTableColumns(vouchers)
    expectRowOf(
      voucher,
      {
        id: v.id,
        title: v.title,
        type: v.type,
        status: v.status,
        usage_limit: v.usage_limit,
        limit_per_customer: v.limit_per_customer,
        price: v.price,
        capped_price: v.capped_price,
        min_spend: v.min_spend,
        code: v.code,
        start_time: v.start_time,
        end_time: v.end_time,
        store_id: v.store_id,
        created_at: v.created_at,
        updated_at: v.updated_at,
      },
      {},
    )
  })

  it("answer a guest's shipping address and a reviewed order as their types say", async () => {
    const addressId = await preferredAddressId(server.db, { userId: null, userToken: shopper.token })
    expect(typeof addressId).toBe(kindOf(getTableColumns(users).default_address))
    const order = await reviewedOrder(
      server.db,
      { userId: null, userToken: shopper.token },
      orderId,
      productId,
    )
    const o = getTableColumns(orders)
    expectRowOf(order, { status: o.status, cancelled: o.cancelled }, { has_product: 'boolean' })
    expect(order?.has_product).toBe(true)
  })
})
