import { makeCommon, makeLongFooterCommon } from '@souk/core/testing'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { Footer } from './Footer'

describe('Footer', () => {
  it('is the contentinfo landmark with the newsletter form', () => {
    renderWithSouk(<Footer year={2025} />)
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeInTheDocument()
    expect(within(footer).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument()
  })

  it('shows the footer category tree under its heading', () => {
    renderWithSouk(<Footer year={2025} />)
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/all/fashion/women')
  })

  it('lists the services and about pages as page links in the current language', () => {
    renderWithSouk(<Footer year={2025} />, { language: 'tr' })
    expect(screen.getByRole('link', { name: 'Shipping policy' })).toHaveAttribute(
      'href',
      '/tr/page/shipping-policy',
    )
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/tr/page/privacy-policy',
    )
  })

  it('opens social links in a new tab and says so', () => {
    renderWithSouk(<Footer year={2025} />)
    const link = screen.getByRole('link', { name: 'Instagram opens in a new tab' })
    expect(link).toHaveAttribute('href', 'https://instagram.com')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('shows the payment icons named by their titles', () => {
    renderWithSouk(<Footer year={2025} />, { initial: { common: makeLongFooterCommon() } })
    const payment = screen.getByRole('heading', { name: 'We accept' }).parentElement as HTMLElement
    expect(
      within(payment)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Visa', 'Mastercard', 'PayPal', 'Cash on delivery'])
    expect(within(payment).getByRole('link', { name: 'PayPal opens in a new tab' })).toBeInTheDocument()
  })

  it('ends with the footer logo linking home and the copyright with the year and the shop’s text', () => {
    renderWithSouk(<Footer year={2031} />)
    const logo = screen.getByRole('link', { name: 'Souk' })
    expect(logo).toHaveAttribute('href', '/')
    expect(within(logo).getByRole('img')).toHaveAttribute('src', '/uploads/logo-footer.png')
    expect(screen.getByText('© 2031 Souk Ltd.')).toBeInTheDocument()
  })

  it('uses the current year by default', () => {
    renderWithSouk(<Footer />)
    expect(screen.getByText(`© ${new Date().getFullYear()} Souk Ltd.`)).toBeInTheDocument()
  })

  it('leaves out empty lists', () => {
    const common = makeCommon({ services: [], about: [], social: [], payment: [], categories: [] })
    renderWithSouk(<Footer year={2025} showNewsletter={false} />, { initial: { common } })
    expect(screen.queryAllByRole('heading')).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull()
  })
})
