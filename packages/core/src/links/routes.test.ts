import { describe, expect, it } from 'vitest'
import { localizePath } from './localePath'
import { ROUTE_PATHS } from './routePaths'
import { routes } from './routes'

describe('routes (spec 2.2-2.4)', () => {
  it.each([
    { name: 'home', path: routes.home, expected: '/' },
    { name: 'cart', path: routes.cart, expected: '/cart' },
    { name: 'checkout', path: routes.checkout, expected: '/checkout' },
    { name: 'shipping', path: routes.shipping, expected: '/shipping' },
    { name: 'login', path: routes.login, expected: '/login' },
    { name: 'register', path: routes.register, expected: '/register' },
    { name: 'forgotPassword', path: routes.forgotPassword, expected: '/forgot-password' },
    { name: 'trackOrder', path: routes.trackOrder, expected: '/track-order' },
    { name: 'sellerRegister', path: routes.sellerRegister, expected: '/seller/register' },
    { name: 'socialCallback', path: routes.socialCallback, expected: '/social-callback' },
    { name: 'razorpayCallback', path: routes.razorpayCallback, expected: '/razorpay-callback' },
    { name: 'search', path: routes.search, expected: '/search' },
    { name: 'brands', path: routes.brands, expected: '/brands' },
    { name: 'categories', path: routes.categories, expected: '/categories' },
    { name: 'flashSale', path: routes.flashSale, expected: '/flash-sale' },
    { name: 'flashSaleDetail', path: routes.flashSaleDetail(4), expected: '/flash-sale/4' },
    { name: 'userProfile', path: routes.userProfile, expected: '/user/profile' },
    { name: 'userAddresses', path: routes.userAddresses, expected: '/user/addresses' },
    { name: 'userOrders', path: routes.userOrders, expected: '/user/orders' },
    { name: 'userOrder', path: routes.userOrder(12), expected: '/user/order/12' },
    { name: 'userOrder without an id', path: routes.userOrder(), expected: '/user/order' },
    { name: 'userWishlists', path: routes.userWishlists, expected: '/user/wishlists' },
    { name: 'userCompared', path: routes.userCompared, expected: '/user/compared' },
    { name: 'userFollowing', path: routes.userFollowing, expected: '/user/following' },
    { name: 'userVouchers', path: routes.userVouchers, expected: '/user/vouchers' },
    { name: 'payfastReturn', path: routes.payfastReturn(12), expected: '/payfast/return/12' },
    { name: 'payfastCancel', path: routes.payfastCancel('12'), expected: '/payfast/cancel/12' },
  ])('$name is $expected', ({ path, expected }) => {
    expect(path).toBe(expected)
  })

  it('localizes a fixed route', () => {
    expect(localizePath(routes.userOrder(12), 'ar')).toBe('/ar/user/order/12')
  })

  it('links only to pages of the route table', () => {
    const patterns = Object.values(ROUTE_PATHS).map(
      (pattern) =>
        new RegExp(`^/${pattern.replace(/\/:[A-Za-z]+\?/g, '(/[^/]+)?').replace(/:[A-Za-z]+/g, '[^/]+')}$`),
    )
    const links = [
      ...Object.values(routes).filter((link) => typeof link === 'string' && link !== '/'),
      routes.flashSaleDetail(4),
      routes.userOrder(12),
      routes.payfastReturn(12),
      routes.payfastCancel(12),
    ]
    for (const link of links)
      expect(
        patterns.some((pattern) => pattern.test(String(link))),
        String(link),
      ).toBe(true)
  })

  it('gives the route table the patterns the store mounts', () => {
    expect(ROUTE_PATHS.cart).toBe('cart')
    expect(ROUTE_PATHS['seller-register']).toBe('seller/register')
    expect(ROUTE_PATHS['flash-sale-id']).toBe('flash-sale/:id')
    expect(ROUTE_PATHS['user-order-id']).toBe('user/order/:id?')
    expect(ROUTE_PATHS['payfast-return-id']).toBe('payfast/return/:id?')
  })
})
