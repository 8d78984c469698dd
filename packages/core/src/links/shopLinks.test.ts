import { describe, expect, it } from 'vitest'
import { createShopLinks, createWidgetLinks } from './shopLinks'

const source = { id: 7, slug: 'summer-sale', source_type: 1 }
const common = { img_src_url: '/uploads/', thumb_prefix: 'thumb-', default_image: 'placeholder.png' }

describe('the links of a page on another site (shopUrl)', () => {
  const links = createShopLinks({ shopUrl: 'https://shop.example/', language: () => 'en' })

  it.each([
    {
      case: 'product',
      link: () => links.product('red-shoe', 42),
      expected: 'https://shop.example/red-shoe/product/42',
    },
    { case: 'cart', link: () => links.cart(), expected: 'https://shop.example/cart' },
    { case: 'home', link: () => links.home(), expected: 'https://shop.example/' },
    { case: 'store', link: () => links.store('ada'), expected: 'https://shop.example/shop/ada' },
    {
      case: 'account page',
      link: () => links.account('/user/orders'),
      expected: 'https://shop.example/user/orders',
    },
    {
      case: 'search',
      link: () => links.search('red shoes'),
      expected: 'https://shop.example/search?q=red%20shoes',
    },
    { case: 'category', link: () => links.category('men'), expected: 'https://shop.example/all/men' },
    {
      case: 'banner',
      link: () => links.banner(source),
      expected: 'https://shop.example/summer-sale/products?banner=7',
    },
  ])('start with the shop: $case', ({ link, expected }) => {
    expect(link()).toBe(expected)
  })

  it.each(['https://shop.example', 'https://shop.example/', 'https://shop.example///'])(
    'are the same whatever the trailing slashes of %s',
    (shopUrl) => {
      const product = createShopLinks({ shopUrl, language: () => 'en' }).product('lamp', 3)
      expect(product).toBe('https://shop.example/lamp/product/3')
    },
  )

  it('keep a shop that lives under a path', () => {
    const under = createShopLinks({ shopUrl: 'https://example.com/shop/', language: () => 'fr' })
    expect(under.cart()).toBe('https://example.com/shop/fr/cart')
    expect(under.shopUrl).toBe('https://example.com/shop/')
  })

  it('carry the current language, read at each call', () => {
    let language = 'ar'
    const switching = createShopLinks({ shopUrl: 'https://shop.example', language: () => language })
    expect(switching.product('lamp', 3)).toBe('https://shop.example/ar/lamp/product/3')
    language = 'tr'
    expect(switching.cart()).toBe('https://shop.example/tr/cart')
  })

  it('never prefix an external banner url', () => {
    const external = { ...source, source_type: 6, url: 'https://elsewhere.test/promo' }
    expect(links.banner(external)).toBe('https://elsewhere.test/promo')
  })
})

describe('the links of the reference store (no shopUrl)', () => {
  const links = createShopLinks({ language: () => 'fr' })

  it('stay paths on the page’s origin, in the language', () => {
    expect(links.product('lamp', 3)).toBe('/fr/lamp/product/3')
    expect(links.cart()).toBe('/fr/cart')
    expect(links.localize('/user/orders')).toBe('/fr/user/orders')
    expect(links.shopUrl).toBe('')
  })
})

describe('image URLs', () => {
  it('are nothing until `common` is known: no guess on the page’s origin', () => {
    const links = createShopLinks({ apiBase: 'https://api.example/api/v1/', language: () => 'en' })
    expect(links.image(null, 'a.jpg')).toBe('')
    expect(links.image(undefined, 'a.jpg', { thumb: true })).toBe('')
  })

  it('resolve a relative media base on the API’s origin, never the page’s, on another site', () => {
    const links = createShopLinks({
      apiBase: 'https://api.example/api/v1/',
      shopUrl: 'https://shop.example/',
      language: () => 'en',
    })
    expect(links.image(common, 'a.jpg', { thumb: true })).toBe('https://api.example/uploads/thumb-a.jpg')
  })

  it('keep an absolute media base as it is', () => {
    const links = createShopLinks({
      apiBase: 'https://api.example/api/v1/',
      shopUrl: 'https://shop.example/',
      language: () => 'en',
    })
    const absolute = { ...common, img_src_url: 'https://cdn.example/media/' }
    expect(links.image(absolute, 'a.jpg')).toBe('https://cdn.example/media/a.jpg')
  })

  it('stay relative on the shop’s own pages (no shopUrl)', () => {
    const links = createShopLinks({ apiBase: 'https://shop.example/api/v1/', language: () => 'en' })
    expect(links.image(common, 'a.jpg')).toBe('/uploads/a.jpg')
  })
})

describe('the widgets’ links', () => {
  it('are the shop’s links of the same kinds, built the same way', () => {
    const options = {
      shopUrl: 'https://shop.example/',
      apiBase: 'https://api.example/api/v1/',
      language: () => 'fr',
    }
    const shop = createShopLinks(options)
    const widgets = createWidgetLinks(options)
    expect(widgets.shopUrl).toBe(shop.shopUrl)
    expect(widgets.product('lamp', 3)).toBe(shop.product('lamp', 3))
    expect(widgets.cart()).toBe(shop.cart())
    expect(widgets.search('red shoes')).toBe(shop.search('red shoes'))
    expect(widgets.subCategory('men', 'shoes')).toBe(shop.subCategory('men', 'shoes'))
    expect(widgets.image(common, 'a.jpg', { thumb: true })).toBe(shop.image(common, 'a.jpg', { thumb: true }))
    expect(Object.keys(shop)).toEqual(expect.arrayContaining(Object.keys(widgets)))
  })
})
