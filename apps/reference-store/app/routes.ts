import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { DEFAULT_LANGUAGE, LANGUAGES, routeName } from '@souk/core'

/** The pages of the store (spec §2), each served without prefix (English) and under /ar, /fr, /hi, /tr. */
const pages: { name: string; path: string; file: string }[] = [
  { name: 'product', path: ':main/product/:id', file: 'routes/product.tsx' },
  { name: 'all', path: 'all/:category/:subCategory?', file: 'routes/category.tsx' },
  { name: 'search', path: 'search', file: 'routes/search.tsx' },
  { name: 'main-products', path: ':main/products', file: 'routes/products.tsx' },
  { name: 'main-brand', path: ':main/brand', file: 'routes/products.tsx' },
  { name: 'main-collection', path: ':main/collection', file: 'routes/products.tsx' },
  { name: 'cart', path: 'cart', file: 'routes/cart.tsx' },
  { name: 'brands', path: 'brands', file: 'routes/brands.tsx' },
  { name: 'categories', path: 'categories', file: 'routes/categories.tsx' },
  { name: 'flash-sale', path: 'flash-sale', file: 'routes/flash-sales.tsx' },
  { name: 'flash-sale-id', path: 'flash-sale/:id', file: 'routes/flash-sale.tsx' },
  { name: 'shop-slug', path: 'shop/:slug', file: 'routes/shop.tsx' },
  { name: 'page-slug', path: 'page/:slug', file: 'routes/page.tsx' },
]

/** Route ids carry the language after `___` (`product___fr`), as the spec's route names do. */
function localized(lang: string): RouteConfig {
  const prefix = lang === DEFAULT_LANGUAGE ? '' : `${lang}/`
  const home =
    lang === DEFAULT_LANGUAGE
      ? index('routes/home.tsx', { id: routeName('home', lang) })
      : route(lang, 'routes/home.tsx', { id: routeName('home', lang) })
  return [
    home,
    ...pages.map((page) => route(`${prefix}${page.path}`, page.file, { id: routeName(page.name, lang) })),
  ]
}

export default [
  ...LANGUAGES.flatMap((lang) => localized(lang) as RouteConfig extends (infer R)[] ? R[] : never),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig
