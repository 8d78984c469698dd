import { beforeAll, describe, expect, it } from 'vitest'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

describe('GET home', () => {
  it('returns the main slider and the two side slides', async () => {
    const { data } = await server.client().catalog.home()
    expect(data.slider.main.map((slide) => slide.type)).toEqual([1, 1, 1])
    expect(data.slider.right_top?.type).toBe(2)
    expect(data.slider.right_bottom?.type).toBe(3)
  })

  it('lists public banners of every type and no private one', async () => {
    const { data } = await server.client().catalog.home()
    expect(new Set(data.banners.map((banner) => banner.type))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]))
    expect(data.banners.every((banner) => banner.status === 1)).toBe(true)
  })

  it('gives every slider and banner its line and call to action, translated like its title (Souk’s addition)', async () => {
    const english = (await server.client().catalog.home()).data
    const french = (await server.client({ language: 'fr' }).catalog.home()).data
    const [slide] = english.slider.main
    expect(slide).toMatchObject({
      title: 'New season, new style',
      subtitle: 'Up to 30% off the new fashion arrivals',
      button: 'Shop the collection',
    })
    expect(french.slider.main[0]).toMatchObject({
      title: 'Nouvelle saison, nouveau style',
      button: 'Découvrir la collection',
    })
    const promos = [...english.slider.main, ...english.banners]
    expect(promos.every((promo) => Boolean(promo.subtitle) && Boolean(promo.button))).toBe(true)
    const tech = french.banners.find((banner) => banner.type === 1)
    expect(tech?.subtitle).toBe('Soldes d’été\u00a0: jusqu’à -40\u00a0% sur l’électronique')
    expect(tech?.button).toBe('J’en profite')
    // Added after the contract's fields, which keep their order.
    expect(Object.keys(tech ?? {}).slice(-4)).toEqual(['created_at', 'updated_at', 'subtitle', 'button'])
  })

  it('caps featured categories at 12 and featured brands at 15, public only', async () => {
    const { data } = await server.client().catalog.home()
    expect(data.featured_categories.length).toBeLessThanOrEqual(12)
    expect(data.featured_categories.length).toBeGreaterThan(5)
    expect(
      data.featured_categories.every((category) => category.featured === 1 && category.status === 1),
    ).toBe(true)
    expect(data.featured_brands).toHaveLength(15)
  })

  it('shows running and coming flash sales with their products, never an ended one', async () => {
    const { data } = await server.client().catalog.home()
    const titles = data.flash_sales.map((sale) => sale.title)
    expect(titles).toEqual(
      expect.arrayContaining(['Weekend Flash Sale', 'Midnight Deals', 'Spring Clearance']),
    )
    expect(titles).not.toContain('Winter Sale')
    for (const sale of data.flash_sales) {
      expect(sale.public_products.length).toBeGreaterThan(0)
      expect(sale.public_products.length).toBeLessThanOrEqual(9)
    }
    const coming = data.flash_sales.find((sale) => sale.title === 'Spring Clearance')
    expect(coming?.public_products.every((card) => card.end_time === null)).toBe(true)
  })

  it('gives each collection at most 9 public cards', async () => {
    const { data } = await server.client().catalog.home()
    expect(data.collections).toHaveLength(6)
    for (const collection of data.collections) {
      expect(collection.product_collections.length).toBeGreaterThan(0)
      expect(collection.product_collections.length).toBeLessThanOrEqual(9)
      expect(collection.product_collections[0]?.product_collection_id).toBe(collection.id)
    }
  })

  it('translates titles and feature texts with the Language header', async () => {
    const { data } = await server.client({ language: 'tr' }).catalog.home()
    expect(data.collections.map((collection) => collection.title)).toContain('Yeni Gelenler')
    expect(data.site_features[0]?.detail).toContain('Ücretsiz teslimat')
    expect(data.time_zone).toBeTruthy()
  })
})
