import { displayPrice } from '@souk/core'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

const saleId = async (title: string) =>
  (await firstRow<{ id: number }>(server.db, sql`SELECT id FROM flash_sales WHERE title = ${title}`))?.id ?? 0

describe('GET flash-sale', () => {
  it('lists the public sales that have not ended, each with its cards', async () => {
    const { data } = await server.client().catalog.flashSales()
    expect(data.map((sale) => sale.title)).toEqual([
      'Weekend Flash Sale',
      'Midnight Deals',
      'Spring Clearance',
    ])
    const weekend = data[0]
    expect(weekend?.public_products[0]).toMatchObject({ flash_sale_id: weekend?.id })
    const card = weekend?.public_products[0]
    expect(card && displayPrice(card)).toBe(card?.price)
  })

  it('translates sale titles', async () => {
    const { data } = await server.client({ language: 'hi' }).catalog.flashSales()
    expect(data[0]?.title).toBe('वीकेंड फ़्लैश सेल')
  })
})

describe('GET flash-sale/{id}', () => {
  it('pages the products of a running sale 25 at a time', async () => {
    const id = await saleId('Weekend Flash Sale')
    const { data } = await server.client().catalog.flashSale(id)
    expect(data.per_page).toBe(25)
    expect(data.total).toBeGreaterThan(0)
    expect(data.data.every((card) => card.flash_sale_id === id && card.price < card.selling)).toBe(true)
  })

  it('answers the not-found variant for an ended, private or unknown sale', async () => {
    const ended = await saleId('Winter Sale')
    await expect(server.client().catalog.flashSale(ended)).rejects.toMatchObject({ name: 'NotFoundError' })
    const body = await server.json('flash-sale/424242')
    expect(body).toMatchObject({ status: 201, data: ['This flash sale is not available.'] })
    await server.db.execute(sql`UPDATE flash_sales SET status = 2 WHERE title = 'Midnight Deals'`)
    try {
      await expect(server.client().catalog.flashSale(await saleId('Midnight Deals'))).rejects.toMatchObject({
        name: 'NotFoundError',
      })
    } finally {
      await server.db.execute(sql`UPDATE flash_sales SET status = 1 WHERE title = 'Midnight Deals'`)
    }
  })
})
