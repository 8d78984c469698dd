import { makePickupPlace, makeProductDetail, makeShippingRuleWithPlaces } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { ProductBadges } from './ProductBadges'

describe('ProductBadges', () => {
  it('lists the services a product offers, each with an icon and text', () => {
    const product = makeProductDetail({
      refundable: 1,
      warranty: 1,
      mind_change: 1,
      shipping_rule: makeShippingRuleWithPlaces({
        shipping_places: [
          makePickupPlace({ price: 0, pickup_point: 1 }),
          makePickupPlace({ price: 0, pickup_point: 0 }),
        ],
      }),
    })
    renderWithSouk(<ProductBadges product={product} />)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Refundable',
      'Warranty included',
      'Change-of-mind returns accepted',
      'Store pickup available',
      'Free shipping',
    ])
  })

  it('does not call shipping free when one place charges for delivery', () => {
    const product = makeProductDetail({
      shipping_rule: makeShippingRuleWithPlaces({
        shipping_places: [
          makePickupPlace({ price: 0, pickup_point: 0 }),
          makePickupPlace({ price: 5, pickup_point: 0 }),
        ],
      }),
    })
    renderWithSouk(<ProductBadges product={product} />)
    expect(screen.queryByText('Free shipping')).not.toBeInTheDocument()
  })

  it('shows nothing when no service applies', () => {
    const { container } = renderWithSouk(
      <ProductBadges product={makeProductDetail({ refundable: 2, warranty: 0 })} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
