import { describe, expect, it } from 'vitest'
import {
  bannerLink,
  brandLink,
  categoryLink,
  categoryListingLink,
  collectionLink,
  IMAGE_WIDTHS,
  imageSrcSet,
  imageUrl,
  isSizedPicture,
  pageLink,
  productLink,
  productsLink,
  searchLink,
  sliderLink,
  storeLink,
  subCategoryLink,
  whatsAppLink,
} from './links'

describe('link helpers (spec 2.5)', () => {
  it.each([
    { case: 'category', link: () => categoryLink('men'), expected: '/all/men' },
    { case: 'sub-category', link: () => subCategoryLink('men', 'shoes'), expected: '/all/men/shoes' },
    { case: 'product', link: () => productLink('red-shoe', 42), expected: '/red-shoe/product/42' },
    { case: 'listing', link: () => productsLink('summer'), expected: '/summer/products' },
    {
      case: 'listing of a slider',
      link: () => productsLink('summer', { id: 3 }),
      expected: '/summer/products?home_spm=3',
    },
    {
      case: 'listing under another query name',
      link: () => productsLink('summer', { id: 3, param: 'banner' }),
      expected: '/summer/products?banner=3',
    },
    { case: 'collection', link: () => collectionLink('best', 5), expected: '/best/collection?collection=5' },
    { case: 'brand', link: () => brandLink('acme', 9), expected: '/acme/brand?brand=9' },
    { case: 'store', link: () => storeLink('ada-shop'), expected: '/shop/ada-shop' },
    { case: 'page', link: () => pageLink('privacy-policy'), expected: '/page/privacy-policy' },
    {
      case: 'search',
      link: () => searchLink('red shoes & bags'),
      expected: '/search?q=red%20shoes%20%26%20bags',
    },
    {
      case: 'search in Arabic',
      link: () => searchLink('حذاء'),
      expected: '/search?q=%D8%AD%D8%B0%D8%A7%D8%A1',
    },
    {
      case: 'product with an unsafe slug',
      link: () => productLink('a/b?c', 1),
      expected: '/a%2Fb%3Fc/product/1',
    },
  ])('builds the $case link', ({ link, expected }) => {
    expect(link()).toBe(expected)
  })

  it.each([
    { case: 'category', link: () => categoryLink('men', 'fr'), expected: '/fr/all/men' },
    { case: 'product', link: () => productLink('red-shoe', 42, 'ar'), expected: '/ar/red-shoe/product/42' },
    {
      case: 'listing',
      link: () => productsLink('summer', { id: 3, lang: 'tr' }),
      expected: '/tr/summer/products?home_spm=3',
    },
    { case: 'search', link: () => searchLink('x', 'hi'), expected: '/hi/search?q=x' },
    { case: 'store in English', link: () => storeLink('ada', 'en'), expected: '/shop/ada' },
  ])('prefixes the $case link with the language', ({ link, expected }) => {
    expect(link()).toBe(expected)
  })
})

describe('categoryListingLink, the one form of a category listing (spec 2.5)', () => {
  it('links a top-level category as /all/{category}', () => {
    expect(categoryListingLink({ slug: 'electronics', parent_slug: null })).toBe('/all/electronics')
    expect(categoryListingLink({ slug: 'electronics' }, 'ar')).toBe('/ar/all/electronics')
  })

  it('links a sub-category under its category, never as /all/{sub}', () => {
    expect(categoryListingLink({ slug: 'phones-tablets', parent_slug: 'electronics' })).toBe(
      '/all/electronics/phones-tablets',
    )
    expect(categoryListingLink({ slug: 'phones-tablets', parent_slug: 'electronics' }, 'fr')).toBe(
      '/fr/all/electronics/phones-tablets',
    )
  })
})

describe('bannerLink and sliderLink (contract 10.5)', () => {
  const source = (source_type: number, url: string | null = null) => ({
    id: 7,
    slug: 'summer-sale',
    source_type,
    url,
  })
  it.each([
    {
      case: 'lists the products of a banner',
      link: () => bannerLink(source(1)),
      expected: '/summer-sale/products?banner=7',
    },
    {
      case: 'lists the products of a slider',
      link: () => sliderLink(source(4)),
      expected: '/summer-sale/products?home_spm=7',
    },
    {
      case: 'follows the url of a URL banner',
      link: () => bannerLink(source(6, 'https://example.com/promo')),
      expected: 'https://example.com/promo',
    },
    {
      case: 'never prefixes an external url',
      link: () => sliderLink(source(6, 'https://example.com/promo'), 'fr'),
      expected: 'https://example.com/promo',
    },
    {
      case: 'prefixes an internal url',
      link: () => bannerLink(source(6, '/flash-sale'), 'ar'),
      expected: '/ar/flash-sale',
    },
    {
      case: 'lists products when a URL banner has no url',
      link: () => bannerLink(source(6, ' ')),
      expected: '/summer-sale/products?banner=7',
    },
    {
      case: 'ignores the url of a non-URL source',
      link: () => bannerLink(source(5, 'https://example.com')),
      expected: '/summer-sale/products?banner=7',
    },
    {
      case: 'prefixes a listing',
      link: () => bannerLink(source(2), 'fr'),
      expected: '/fr/summer-sale/products?banner=7',
    },
    {
      case: 'reads a source type sent as a string',
      link: () => bannerLink({ ...source(6, 'https://x.test'), source_type: '6' }),
      expected: 'https://x.test',
    },
  ])('$case', ({ link, expected }) => {
    expect(link()).toBe(expected)
  })
})

describe('imageUrl (contract 1.8)', () => {
  const common = {
    img_src_url: 'https://shop.test/uploads/',
    thumb_prefix: 'thumb-',
    default_image: 'default.png',
  }
  it.each([
    {
      case: 'joins the media base and the file name',
      name: '1687434178-5.jpg',
      thumb: false,
      expected: 'https://shop.test/uploads/1687434178-5.jpg',
    },
    {
      case: 'adds the thumbnail prefix',
      name: '1687434178-5.jpg',
      thumb: true,
      expected: 'https://shop.test/uploads/thumb-1687434178-5.jpg',
    },
    {
      case: 'falls back to the placeholder for an empty name',
      name: '',
      thumb: false,
      expected: 'https://shop.test/uploads/default.png',
    },
    {
      case: 'falls back to the placeholder for no name',
      name: null,
      thumb: true,
      expected: 'https://shop.test/uploads/default.png',
    },
    {
      case: 'passes an absolute URL through',
      name: 'https://cdn.test/a.jpg',
      thumb: true,
      expected: 'https://cdn.test/a.jpg',
    },
    {
      case: 'passes a data: URL through',
      name: 'data:image/png;base64,AAAA',
      thumb: false,
      expected: 'data:image/png;base64,AAAA',
    },
  ])('$case', ({ name, thumb, expected }) => {
    expect(imageUrl(common, name, { thumb })).toBe(expected)
  })

  it.each([
    {
      case: 'adds a missing slash after the base',
      settings: { ...common, img_src_url: '/uploads' },
      name: 'a.jpg',
      expected: '/uploads/a.jpg',
    },
    { case: 'gives the bare name before settings load', settings: null, name: 'a.jpg', expected: 'a.jpg' },
    {
      case: 'gives nothing without a name or placeholder',
      settings: { ...common, default_image: '' },
      name: '',
      expected: '',
    },
  ])('$case', ({ settings, name, expected }) => {
    expect(imageUrl(settings, name)).toBe(expected)
  })
})

describe('WhatsApp link', () => {
  it.each([
    [
      { whatsapp_btn: 1, whatsapp_number: '+90 (532) 555-0101', whatsapp_default_msg: 'Merhaba!' },
      'https://wa.me/905325550101?text=Merhaba!',
    ],
    [
      { whatsapp_btn: 1, whatsapp_number: '33612345678', whatsapp_default_msg: '' },
      'https://wa.me/33612345678?text=Hello%20there',
    ],
    [{ whatsapp_btn: 2, whatsapp_number: '33612345678' }, null],
    [{ whatsapp_btn: 1, whatsapp_number: '' }, null],
    [null, null],
  ])('%j chats at %s', (store, expected) => {
    expect(whatsAppLink(store, 'Hello there')).toBe(expected)
  })
})

describe('imageSrcSet: the picture at each width the API announces', () => {
  const common = {
    img_src_url: 'https://shop.test/uploads/',
    thumb_prefix: 'thumb-',
    default_image: 'default.png',
    img_widths: IMAGE_WIDTHS,
  }
  const url = (name: string) => (width: number) => imageUrl(common, name, { width })

  it('offers every announced width of a PNG, and sizes it as the viewport up to its shown width', () => {
    expect(imageSrcSet(common, 'product-1.png', 300, url('product-1.png'))).toEqual({
      srcSet:
        'https://shop.test/uploads/w160-product-1.png 160w, https://shop.test/uploads/w320-product-1.png 320w, https://shop.test/uploads/w640-product-1.png 640w',
      sizes: '(max-width: 300px) 100vw, 300px',
    })
  })

  it('offers JPEG uploads too', () => {
    expect(imageSrcSet(common, 'review-1-0.jpg', 80, url('review-1-0.jpg'))?.srcSet).toContain(
      'https://shop.test/uploads/w160-review-1-0.jpg 160w',
    )
  })

  it.each([
    {
      case: 'a backend that announces no widths',
      settings: { ...common, img_widths: undefined },
      name: 'a.png',
    },
    {
      case: 'a backend that announces an empty list',
      settings: { ...common, img_widths: [] },
      name: 'a.png',
    },
    { case: 'settings not loaded yet', settings: null, name: 'a.png' },
    { case: 'no name (the placeholder stands alone)', settings: common, name: '' },
    { case: 'an SVG icon', settings: common, name: 'icon.svg' },
    { case: 'an absolute URL', settings: common, name: 'https://cdn.test/a.png' },
    { case: 'a protocol-relative URL', settings: common, name: '//cdn.test/a.png' },
    { case: 'a data: URL', settings: common, name: 'data:image/png;base64,AAAA' },
  ])('offers nothing for $case', ({ settings, name }) => {
    expect(imageSrcSet(settings, name, 300, url(name))).toBeUndefined()
  })

  it('names a width variant w{width}-{name} on the media base', () => {
    expect(imageUrl(common, 'brand-x.png', { width: 200 })).toBe('https://shop.test/uploads/w200-brand-x.png')
  })
})

describe('isSizedPicture', () => {
  it('says a PNG or JPEG name of the API has variants, and an SVG, a path or another type has none', () => {
    expect(['slider-1.png', 'a.JPG', 'photo.jpeg'].map(isSizedPicture)).toEqual([true, true, true])
    expect(['logo.svg', 'icon.gif', 'a/b.png', 'png', ''].map(isSizedPicture)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })
})
