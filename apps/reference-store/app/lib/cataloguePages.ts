/**
 * The store's catalogue and content pages: the pages whose HTML is the same for every guest of a language (the
 * server's page cache keeps them) and that are cheap to fetch ahead (the idle prefetch asks only for these: a
 * signed-in shopper's pages are rendered for them alone, so fetching them ahead would cost a render each).
 */
import { ROUTE_PATHS, type RouteName, stripLocale } from '@souk/core'

/** The catalogue and content pages (besides the home page). */
const CATALOGUE_PAGES: readonly RouteName[] = [
  'product',
  'all',
  'search',
  'main-products',
  'main-brand',
  'main-collection',
  'cart',
  'brands',
  'categories',
  'flash-sale',
  'flash-sale-id',
  'shop-slug',
  'page-slug',
  'contact',
]

/** A route path (`:main/product/:id`, `all/:category/:subCategory?`) as a whole-path pattern. */
function pattern(path: string): RegExp {
  const parts = path
    .split('/')
    .map((part) =>
      part.startsWith(':')
        ? part.endsWith('?')
          ? '(?:/[^/]+)?'
          : '/[^/]+'
        : `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
  return new RegExp(`^${parts.join('')}/?$`)
}
const CATALOGUE_PATHS = CATALOGUE_PAGES.map((name) => pattern(ROUTE_PATHS[name]))

/** The cart page's path: a guest with a guest token sees their own lines there. */
export const CART_PATH = pattern(ROUTE_PATHS.cart)
/** A product page's path. */
export const PRODUCT_PATH = pattern(ROUTE_PATHS.product)

/** The page a path shows, without its language prefix and without the `.data` of a single-fetch request. */
export function pagePath(pathname: string): { page: string; language: string } {
  let path = pathname
  if (path.endsWith('.data')) {
    path = path.slice(0, -'.data'.length)
    // The root's data: `/_root.data`, `/fr/_root.data`… (React Router names the index route so).
    if (path === '/_root' || path.endsWith('/_root')) path = path.slice(0, -'_root'.length) || '/'
  }
  const { language, path: page } = stripLocale(path)
  return { page, language }
}

/** True when a path (a page or its `.data`) shows a catalogue or content page. */
export function isCataloguePage(pathname: string): boolean {
  const { page } = pagePath(pathname)
  if (page === '/' || page === '') return true
  return CATALOGUE_PATHS.some((regex) => regex.test(page))
}
