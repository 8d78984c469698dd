import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { StockStatus } from './StockStatus'

const product = { in_stock: true, inventory: [{ quantity: 8 }, { quantity: 2 }] } as never

describe('StockStatus', () => {
  it('says a product is in stock before a variant is chosen', () => {
    renderWithSouk(<StockStatus product={product} inventory={null} />)
    expect(screen.getByText('In stock')).toHaveAttribute('data-state', 'in')
  })

  it('counts the units left of a chosen variant that runs low, politely announced', () => {
    renderWithSouk(<StockStatus product={product} inventory={{ quantity: 2 } as never} />)
    const status = screen.getByText(/Only 2 left/)
    expect(status).toHaveAttribute('data-state', 'low')
    expect(status).toHaveAttribute('aria-live', 'polite')
  })

  it('says a chosen variant is out of stock, in the shopper’s language', () => {
    renderWithSouk(<StockStatus product={product} inventory={{ quantity: 0 } as never} />, { language: 'fr' })
    const status = screen.getByRole('paragraph')
    expect(status).toHaveAttribute('data-in-stock', 'false')
    expect(status.textContent).not.toMatch(/product\./)
  })
})
