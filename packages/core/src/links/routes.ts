/** An id in a route. */
type RouteId = number | string

const withId = (base: string, id?: RouteId | null) =>
  id === undefined || id === null || id === '' ? base : `${base}/${encodeURIComponent(String(id))}`

/** The storefront's fixed pages (spec 2.2-2.4), in English; pass a path to `localizePath` for another language. */
export const routes = {
  home: '/',
  cart: '/cart',
  checkout: '/checkout',
  shipping: '/shipping',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  trackOrder: '/track-order',
  contact: '/contact',
  sellerRegister: '/seller/register',
  socialCallback: '/social-callback',
  razorpayCallback: '/razorpay-callback',
  search: '/search',
  brands: '/brands',
  categories: '/categories',
  flashSale: '/flash-sale',
  /** One flash sale: `/flash-sale/{id}`. */
  flashSaleDetail: (id: RouteId) => withId('/flash-sale', id),
  userProfile: '/user/profile',
  userAddresses: '/user/addresses',
  userOrders: '/user/orders',
  /** One order: `/user/order/{id}` (the id is optional in the route). */
  userOrder: (id?: RouteId | null) => withId('/user/order', id),
  userWishlists: '/user/wishlists',
  userCompared: '/user/compared',
  userFollowing: '/user/following',
  userVouchers: '/user/vouchers',
  /** Payfast return page of an order: `/payfast/return/{id}`. */
  payfastReturn: (id?: RouteId | null) => withId('/payfast/return', id),
  /** Payfast cancel page of an order: `/payfast/cancel/{id}`. */
  payfastCancel: (id?: RouteId | null) => withId('/payfast/cancel', id),
} as const
