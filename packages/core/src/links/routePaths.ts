import { routes } from './routes'

/** A link of `routes` as a route path: no leading slash. */
const path = (link: string) => link.slice(1)

/**
 * The storefront's pages (spec §2) by route name, as React Router path patterns in English (no language
 * prefix, no leading slash): the store's route table mounts each one per language (`routeName(name, lang)`
 * ids). The fixed pages take their path from `routes`, so a path is written once; the pages reached by a slug
 * or an id are the patterns of the links `links.ts` builds (`productLink`, `categoryLink`, …). Kept apart from
 * `routes` so the widgets, which only link, do not carry the table.
 */
export const ROUTE_PATHS = {
  product: ':main/product/:id',
  all: 'all/:category/:subCategory?',
  search: path(routes.search),
  'main-products': ':main/products',
  'main-brand': ':main/brand',
  'main-collection': ':main/collection',
  cart: path(routes.cart),
  brands: path(routes.brands),
  categories: path(routes.categories),
  'flash-sale': path(routes.flashSale),
  'flash-sale-id': `${path(routes.flashSale)}/:id`,
  'shop-slug': 'shop/:slug',
  'page-slug': 'page/:slug',
  contact: path(routes.contact),
  shipping: path(routes.shipping),
  checkout: path(routes.checkout),
  'razorpay-callback': path(routes.razorpayCallback),
  'payfast-return-id': `${path(routes.payfastReturn())}/:id?`,
  'payfast-cancel-id': `${path(routes.payfastCancel())}/:id?`,
  'track-order': path(routes.trackOrder),
  'social-callback': path(routes.socialCallback),
  login: path(routes.login),
  register: path(routes.register),
  'forgot-password': path(routes.forgotPassword),
  'seller-register': path(routes.sellerRegister),
  'user-profile': path(routes.userProfile),
  'user-addresses': path(routes.userAddresses),
  'user-orders': path(routes.userOrders),
  'user-order-id': `${path(routes.userOrder())}/:id?`,
  'user-wishlists': path(routes.userWishlists),
  'user-compared': path(routes.userCompared),
  'user-following': path(routes.userFollowing),
  'user-vouchers': path(routes.userVouchers),
} as const

/** A page's route name (a key of `ROUTE_PATHS`). */
export type RouteName = keyof typeof ROUTE_PATHS
