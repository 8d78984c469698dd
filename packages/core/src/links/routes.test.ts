import { describe, expect, it } from 'vitest'
import { localizePath } from './localePath'
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
})
