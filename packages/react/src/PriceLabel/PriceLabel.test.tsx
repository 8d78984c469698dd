import { makeCommon, makeListingCard, makeSetting } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { PriceLabel } from './PriceLabel'

describe('PriceLabel', () => {
  it('shows only the price when there is no discount', () => {
    const { container } = renderWithSouk(<PriceLabel item={makeListingCard({ selling: 120 })} />)
    expect(container.textContent).toBe('$120.00')
    expect(container.querySelector('del')).toBeNull()
  })

  it('shows the offered price, the struck selling price and the discount', () => {
    const { container } = renderWithSouk(
      <PriceLabel item={makeListingCard({ selling: 150, offered: 100 })} />,
    )
    expect(container.querySelector('.souk-price__current [aria-hidden]')?.textContent).toBe('$100.00')
    expect(container.querySelector('del [aria-hidden]')?.textContent).toBe('$150.00')
    expect(screen.getByText('33% off')).toBeInTheDocument()
    expect(screen.getByText('Previous price: $150.00')).toBeInTheDocument()
  })

  it('uses the flash price while the sale runs', () => {
    const { container } = renderWithSouk(
      <PriceLabel
        item={makeListingCard({ selling: 100, offered: 90, price: 50, end_time: '2099-01-01 00:00:00' })}
      />,
    )
    expect(container.querySelector('.souk-price__current [aria-hidden]')?.textContent).toBe('$50.00')
    expect(screen.getByText('50% off')).toBeInTheDocument()
  })

  it('formats with the shop’s currency settings', () => {
    const common = makeCommon({
      setting: makeSetting({ decimal_format: 'fr-FR', currency_icon: '€', currency_position: 2 }),
    })
    const { container } = renderWithSouk(<PriceLabel item={makeListingCard({ selling: 1234.5 })} />, {
      initial: { common },
    })
    expect(container.textContent?.replace(/\s/g, ' ')).toBe('1 234,50€')
  })

  it('hides the discount on request', () => {
    renderWithSouk(<PriceLabel hideDiscount item={makeListingCard({ selling: 150, offered: 100 })} />)
    expect(screen.queryByText('33% off')).toBeNull()
  })
})
