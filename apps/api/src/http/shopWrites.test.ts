import { describe, expect, it } from 'vitest'
import { changesShopData } from './shopWrites'

describe('changesShopData', () => {
  it('leaves the caches alone for reads', () => {
    expect(changesShopData('GET', '/api/v1/common')).toBe(false)
    expect(changesShopData('HEAD', '/api/v1/home')).toBe(false)
  })

  it("leaves them alone for a shopper's own writes: cart, saved lists, addresses, sign-in", () => {
    for (const path of [
      '/api/v1/cart/action',
      '/api/v1/cart/change',
      '/api/v1/cart/delete/12',
      '/api/v1/cart/handoff/claim',
      '/api/v1/user/wishlist/action',
      '/api/v1/user/compare-list/action',
      '/api/v1/user/address/action',
      '/api/v1/user/address/delete/3',
      '/api/v1/user/signin',
      '/api/v1/user/signup',
      '/api/v1/voucher/validity',
      '/api/v1/contact',
    ]) {
      expect(changesShopData('POST', path), path).toBe(false)
    }
    expect(changesShopData('DELETE', '/api/v1/cart/delete/12')).toBe(false)
  })

  it('empties them for writes others see: orders (stock), reviews (ratings), profiles (reviewer names), follows', () => {
    for (const path of [
      '/api/v1/order/action',
      '/api/v1/order/payment-done',
      '/api/v1/cancellation/cancel-order',
      '/api/v1/rating-review/action',
      '/api/v1/user/update-profile',
      '/api/v1/user/store/follow',
      '/api/v1/seller/signup',
    ]) {
      expect(changesShopData('POST', path), path).toBe(true)
    }
    expect(changesShopData('DELETE', '/api/v1/user/delete')).toBe(true)
  })

  it('empties them for any write it does not know, and for look-alike paths', () => {
    expect(changesShopData('POST', '/api/v1/some/new/route')).toBe(true)
    expect(changesShopData('POST', '/api/v1/user/wishlist/action/extra')).toBe(true)
    expect(changesShopData('POST', '/api/v1/user/signin-as-admin')).toBe(true)
  })
})
