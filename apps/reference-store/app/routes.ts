import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'
import { DEFAULT_LANGUAGE, FORM_ACTIONS, LANGUAGES, ROUTE_PATHS, type RouteName, routeName } from '@souk/core'

/** A page: its route name (its path is core's `ROUTE_PATHS[name]`) and its module. */
type Page = { name: RouteName; file: string }

/** The pages of the store (spec §2), each served without prefix (English) and under /ar, /fr, /hi, /tr. */
const pages: Page[] = [
  { name: 'product', file: 'routes/product.tsx' },
  { name: 'all', file: 'routes/category.tsx' },
  { name: 'search', file: 'routes/search.tsx' },
  { name: 'main-products', file: 'routes/products.tsx' },
  { name: 'main-brand', file: 'routes/products.tsx' },
  { name: 'main-collection', file: 'routes/products.tsx' },
  { name: 'cart', file: 'routes/cart.tsx' },
  { name: 'brands', file: 'routes/brands.tsx' },
  { name: 'categories', file: 'routes/categories.tsx' },
  { name: 'flash-sale', file: 'routes/flash-sales.tsx' },
  { name: 'flash-sale-id', file: 'routes/flash-sale.tsx' },
  { name: 'shop-slug', file: 'routes/shop.tsx' },
  { name: 'page-slug', file: 'routes/page.tsx' },
  { name: 'contact', file: 'routes/contact.tsx' },
  // Checkout and payment (spec §2.2, §2.4, §2.6).
  { name: 'shipping', file: 'routes/checkout/shipping.tsx' },
  { name: 'checkout', file: 'routes/checkout/checkout.tsx' },
  { name: 'razorpay-callback', file: 'routes/checkout/razorpay-callback.tsx' },
  { name: 'payfast-return-id', file: 'routes/checkout/payfast-return.tsx' },
  { name: 'payfast-cancel-id', file: 'routes/checkout/payfast-cancel.tsx' },
  { name: 'track-order', file: 'routes/checkout/track-order.tsx' },
  { name: 'social-callback', file: 'routes/auth/social-callback.tsx' },
]

/** Pages inside a layout route: the authentication layout (spec §2.6.1) and the account area (spec §2.3). */
const layouts: { name: string; file: string; pages: Page[] }[] = [
  {
    name: 'auth-layout',
    file: 'routes/auth/layout.tsx',
    pages: [
      { name: 'login', file: 'routes/auth/login.tsx' },
      { name: 'register', file: 'routes/auth/register.tsx' },
      { name: 'forgot-password', file: 'routes/auth/forgot-password.tsx' },
      { name: 'seller-register', file: 'routes/auth/seller-register.tsx' },
    ],
  },
  {
    name: 'user-layout',
    file: 'routes/user/layout.tsx',
    pages: [
      { name: 'user-profile', file: 'routes/user/profile.tsx' },
      { name: 'user-addresses', file: 'routes/user/addresses.tsx' },
      { name: 'user-orders', file: 'routes/user/orders.tsx' },
      { name: 'user-order-id', file: 'routes/user/order.tsx' },
      { name: 'user-wishlists', file: 'routes/user/wishlists.tsx' },
      { name: 'user-compared', file: 'routes/user/compared.tsx' },
      { name: 'user-following', file: 'routes/user/following.tsx' },
      { name: 'user-vouchers', file: 'routes/user/vouchers.tsx' },
    ],
  },
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
    ...pages.map((page) =>
      route(`${prefix}${ROUTE_PATHS[page.name]}`, page.file, { id: routeName(page.name, lang) }),
    ),
    ...layouts.map((group) =>
      layout(
        group.file,
        { id: routeName(group.name, lang) },
        group.pages.map((page) =>
          route(`${prefix}${ROUTE_PATHS[page.name]}`, page.file, { id: routeName(page.name, lang) }),
        ),
      ),
    ),
  ]
}

export default [
  ...LANGUAGES.flatMap((lang) => localized(lang) as RouteConfig extends (infer R)[] ? R[] : never),
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap-xml' }),
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots-txt' }),
  // Form answers without a page (core's FORM_ACTIONS): the language switch and the newsletter.
  route(FORM_ACTIONS.language.slice(1), 'routes/language.ts', { id: 'language' }),
  route(FORM_ACTIONS.newsletter.slice(1), 'routes/newsletter.ts', { id: 'newsletter' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig
