import { type PlacedOrder, UnauthenticatedError } from '@souk/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { createCustomer, createProduct, removeTestProducts } from '../test/fixtures'
import { fillCart } from '../test/shopping'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})
afterAll(async () => {
  await removeTestProducts(server.db)
})

const count = async (query: ReturnType<typeof sql>) =>
  (await firstRow<{ n: number }>(server.db, query))?.n ?? 0

describe('user/delete', () => {
  it('deletes the customer with their cart, orders, reviews and addresses, and puts pending units back', async () => {
    const product = await createProduct(server.db, { stock: 5, shippingRuleId: 3 })
    const customer = await createCustomer(server.db)
    const client = server.client({ token: customer.token })
    const shopper = { client, token: 'unused', userId: customer.userId }
    await fillCart(server, shopper, [{ product, quantity: 2 }])
    const order = (await client.orders.place({ order_method: 2 })).data as PlacedOrder
    await client.cart.action({
      product_id: product.productId,
      inventory_id: product.inventoryId,
      quantity: 1,
    })
    await client.wishlist.toggle(product.productId)
    const deleted = await client.account.deleteAccount()
    expect(deleted.data).toMatchObject({ id: customer.userId, email: customer.email })
    expect(deleted.data).not.toHaveProperty('password')
    for (const table of ['carts', 'orders', 'user_addresses', 'user_wishlists', 'access_tokens']) {
      expect(
        await count(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE user_id = ${customer.userId}`),
      ).toBe(0)
    }
    expect(
      await count(sql`SELECT count(*)::int AS n FROM ordered_products WHERE order_id = ${order.id}`),
    ).toBe(0)
    expect(
      await count(sql`SELECT quantity AS n FROM updated_inventories WHERE id = ${product.inventoryId}`),
    ).toBe(5)
    await expect(client.wishlist.all()).rejects.toBeInstanceOf(UnauthenticatedError)
    await expect(server.client().account.deleteAccount()).rejects.toBeInstanceOf(UnauthenticatedError)
  })
})
