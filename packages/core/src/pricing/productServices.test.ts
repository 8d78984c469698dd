import { describe, expect, it } from 'vitest'
import { makeShippingPlace } from '../testing/fixtures'
import { productServices } from './productServices'

const rule = (...places: ReturnType<typeof makeShippingPlace>[]) => ({ shipping_places: places })

describe('product services', () => {
  it('reads the 1/other flags of the product', () => {
    expect(productServices({ refundable: 1, warranty: 2, mind_change: '1' })).toMatchObject({
      refundable: true,
      warranty: false,
      mindChange: true,
    })
  })

  it.each([
    ['every place delivers for 0', [0, 0], true],
    ['one place charges', [0, 5], false],
    ['there is no place', [], false],
  ])('offers free shipping when %s', (_case, prices, expected) => {
    const places = prices.map((price) => makeShippingPlace({ price }))
    expect(productServices({ shipping_rule: rule(...places) }).freeShipping).toBe(expected)
  })

  it('offers pickup when one place is a pickup point', () => {
    const places = [makeShippingPlace({ pickup_point: 0 }), makeShippingPlace({ pickup_point: 1 })]
    expect(productServices({ shipping_rule: rule(...places) }).pickup).toBe(true)
    expect(productServices({ shipping_rule: null }).pickup).toBe(false)
  })
})
