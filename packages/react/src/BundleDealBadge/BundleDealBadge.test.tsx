import { makeBundleDeal } from '@souk/core/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { BundleDealBadge } from './BundleDealBadge'
import { BundleDealHint } from './BundleDealHint'

describe('BundleDealBadge', () => {
  it('says buy X get Y free', () => {
    renderWithSouk(<BundleDealBadge deal={makeBundleDeal({ buy: 3, free: 1 })} />)
    expect(screen.getByText('Buy 3 get 1 free')).toBeInTheDocument()
  })

  it('explains how to get it on the product page: pay for X, add X + Y', () => {
    renderWithSouk(<BundleDealHint deal={makeBundleDeal({ buy: 1, free: 1 })} />)
    expect(screen.getByText('Buy 1, get 1 free: add 2 to the cart')).toBeInTheDocument()
  })

  it('shows nothing without a deal', () => {
    const { container } = renderWithSouk(<BundleDealBadge deal={null} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('speaks the shopper’s language', () => {
    renderWithSouk(<BundleDealBadge deal={makeBundleDeal({ buy: 2, free: 1 })} />, { language: 'fr' })
    expect(screen.getByText('Achetez-en 2, recevez-en 1 gratuitement')).toBeInTheDocument()
  })
})
