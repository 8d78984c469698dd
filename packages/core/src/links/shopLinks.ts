import { FORM_ACTIONS } from '../forms/formNotice'
import {
  bannerLink,
  brandLink,
  type CategoryLinkSource,
  categoryLink,
  categoryListingLink,
  collectionLink,
  type ImageSettings,
  imageUrl,
  type LinkSource,
  type ProductsLinkOptions,
  pageLink,
  productLink,
  productsLink,
  searchLink,
  sliderLink,
  storeLink,
  subCategoryLink,
} from './links'
import { isExternalUrl, localizePath } from './localePath'
import { routes } from './routes'

/** An id as it may appear in a link. */
type Id = number | string

/** Options of `createShopLinks`. */
export interface ShopLinksOptions {
  /**
   * Where the shop's pages are (`https://shop.example/`, or with a path: `https://example.com/shop/`): every
   * link is absolute on it. Without it links are paths on the page's own origin (the reference store).
   */
  shopUrl?: string | null
  /**
   * Base of the API. With a `shopUrl` (a page on another site), a relative image base from `common` is resolved
   * on the API's origin, never the page's.
   */
  apiBase?: string | null
  /** The language links are in, read at each call (the shopper may switch). */
  language: () => string | null | undefined
}

/**
 * The links the embeddable widgets render (`createWidgetSouk`'s `souk.links`), in the current language, on the
 * shop: products, the cart, search, categories, images and the store's fixed pages. `ShopLinks` adds the kinds
 * only the shop's own pages link to.
 */
export interface WidgetLinks {
  /** The shop URL links are made absolute on ('' when links stay relative). */
  readonly shopUrl: string
  /** A path of the store (`routes.cart`, a header link's url) in the current language, on the shop. */
  localize(path: string): string
  home(): string
  cart(): string
  /**
   * Where the cart's forms post (add to cart, buy now, quantity, remove, voucher; `CART_FORM` names their
   * fields): the store's cart page, whose server action runs them when the page's scripts have not (yet).
   */
  cartAction(): string
  search(text: string): string
  category(slug: string): string
  subCategory(categorySlug: string, subSlug: string): string
  /** Any category's listing: `/all/{slug}`, or `/all/{parent_slug}/{slug}` for a sub-category. */
  categoryListing(category: CategoryLinkSource): string
  product(slug: string, id: Id): string
  /** A user-account page (`routes.userOrders`, …) on the shop. */
  account(path: string): string
  /** Where wishlist toggle forms post (the wishlist page's action, fields `intent`, `productId`, `redirectTo`). */
  wishlistAction(): string
  /** Where compare toggle forms post (the compare page's action, fields `intent`, `productId`, `redirectTo`). */
  compareAction(): string
  /** Where follow toggle forms post (the followed-stores page's action, fields `intent`, `storeId`, `redirectTo`). */
  followAction(): string
  /**
   * The URL of an API image file name (contract 1.8), or '' while `common` is unknown: no image is ever
   * requested from the page's own origin by guessing. With a `shopUrl`, a relative `img_src_url` is resolved on
   * the API's origin.
   */
  image(
    common: ImageSettings | null | undefined,
    fileName: string | null | undefined,
    options?: { thumb?: boolean; width?: number },
  ): string
}

/**
 * Every link a component renders (spec §2.5), in the current language, on the shop: one function per kind.
 * `createSouk` builds one (`souk.links`; the widgets' Souk has the `WidgetLinks` part); components never build a
 * path themselves.
 */
export interface ShopLinks extends WidgetLinks {
  products(slug: string, options?: Omit<ProductsLinkOptions, 'lang'>): string
  collection(slug: string, id: Id): string
  brand(slug: string, id: Id): string
  store(slug: string): string
  page(slug: string): string
  banner(banner: LinkSource): string
  slider(slider: LinkSource): string
  /** Where the language switch posts (fields `language`, `redirectTo`). */
  languageAction(): string
  /** Where the newsletter form posts (fields `email`, `redirectTo`). */
  newsletterAction(): string
}

/** `shopUrl` without its trailing slashes, or '' for none. */
function normalizedShop(shopUrl: string | null | undefined): string {
  const trimmed = (shopUrl ?? '').trim()
  return trimmed === '' ? '' : trimmed.replace(/\/+$/, '')
}

/** Whether a base is an absolute http(s) URL (a relative one means "this page's origin"). */
const isAbsoluteHttp = (base: string) => /^https?:\/\//i.test(base)

/** The language and the shop of a builder's links. */
function linkBase(options: ShopLinksOptions) {
  const shop = normalizedShop(options.shopUrl)
  const lang = () => options.language() ?? null
  // A path on the shop: absolute on `shopUrl` when there is one; external URLs pass through.
  const onShop = (path: string) => (shop === '' || isExternalUrl(path) ? path : `${shop}${path}`)
  return { shop, lang, onShop }
}

/** Core's link builder of the widgets: see `WidgetLinks`. */
export function createWidgetLinks(options: ShopLinksOptions): WidgetLinks {
  const { shop, lang, onShop } = linkBase(options)
  const apiBase = (options.apiBase ?? '').trim()
  const localize = (path: string) => onShop(localizePath(path, lang()))

  return {
    shopUrl: shop === '' ? '' : `${shop}/`,
    localize,
    home: () => localize(routes.home),
    cart: () => localize(routes.cart),
    cartAction: () => localize(routes.cart),
    account: localize,
    wishlistAction: () => localize(routes.userWishlists),
    compareAction: () => localize(routes.userCompared),
    followAction: () => localize(routes.userFollowing),
    search: (text) => onShop(searchLink(text, lang())),
    category: (slug) => onShop(categoryLink(slug, lang())),
    subCategory: (category, sub) => onShop(subCategoryLink(category, sub, lang())),
    categoryListing: (category) => onShop(categoryListingLink(category, lang())),
    product: (slug, id) => onShop(productLink(slug, id, lang())),
    image: (common, fileName, imageOptions) => {
      if (!common) return ''
      const url = imageUrl(common, fileName, imageOptions)
      if (shop === '' || url === '' || isExternalUrl(url) || !isAbsoluteHttp(apiBase)) return url
      return new URL(url, apiBase).href
    },
  }
}

/** Core's link builder: see `ShopLinks`. */
export function createShopLinks(options: ShopLinksOptions): ShopLinks {
  const { lang, onShop } = linkBase(options)
  return {
    ...createWidgetLinks(options),
    products: (slug, linkOptions = {}) => onShop(productsLink(slug, { ...linkOptions, lang: lang() })),
    collection: (slug, id) => onShop(collectionLink(slug, id, lang())),
    brand: (slug, id) => onShop(brandLink(slug, id, lang())),
    store: (slug) => onShop(storeLink(slug, lang())),
    page: (slug) => onShop(pageLink(slug, lang())),
    banner: (banner) => onShop(bannerLink(banner, lang())),
    slider: (slider) => onShop(sliderLink(slider, lang())),
    languageAction: () => onShop(FORM_ACTIONS.language),
    newsletterAction: () => onShop(FORM_ACTIONS.newsletter),
  }
}
