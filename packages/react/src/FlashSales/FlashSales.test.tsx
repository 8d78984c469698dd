import { FLASH_SALE_SHIMMER_COUNT } from '@souk/core'
import { fixtureApiTime, makeFlashCard, makeFlashSale } from '@souk/core/testing'
import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { FlashSales } from './FlashSales'

afterEach(() => {
  vi.useRealTimers()
})

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0)
const HOUR = 3_600_000

const sale = (overrides: Parameters<typeof makeFlashSale>[0] = {}) =>
  makeFlashSale({
    id: 5,
    title: 'Weekend flash sale',
    end_time: fixtureApiTime(2 * 24 * HOUR + 3 * HOUR + 4 * 60_000, NOW),
    public_products: [
      makeFlashCard({ id: 71, title: 'Linen shirt', slug: 'linen-shirt', selling: 100, price: 60 }),
    ],
    ...overrides,
  })

describe('FlashSales', () => {
  it('counts down to the sale’s end and then withdraws its products', () => {
    vi.useFakeTimers({ now: NOW })
    const onSaleEnd = vi.fn()
    renderWithSouk(<FlashSales sales={[sale()]} now={NOW} onSaleEnd={onSaleEnd} />)
    const section = screen.getByRole('region', { name: 'Weekend flash sale' })
    const timer = within(section).getByRole('timer')
    // What assistive technologies read: the time left to the minute.
    const summary = () => timer.querySelector('.souk-visually-hidden')?.textContent
    expect(timer).toHaveTextContent('Ends in')
    expect(summary()).toBe('2 Days, 3 Hours, 4 Minutes')
    act(() => {
      vi.advanceTimersByTime(3 * HOUR)
    })
    expect(summary()).toBe('2 Days, 4 Minutes')
    act(() => {
      vi.advanceTimersByTime(2 * 24 * HOUR + 60_000)
    })
    expect(summary()).toBe('3 Minutes')
    expect(onSaleEnd).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(3 * 60_000)
    })
    expect(section).toHaveTextContent('This sale has ended.')
    expect(within(section).queryByRole('link', { name: /Linen shirt/ })).not.toBeInTheDocument()
    expect(within(section).queryByRole('link', { name: 'See all' })).not.toBeInTheDocument()
    expect(onSaleEnd).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 5 }))
  })

  it('shows each product at its flash price, the selling price struck through', () => {
    vi.useFakeTimers({ now: NOW })
    renderWithSouk(<FlashSales sales={[sale()]} now={NOW} />)
    const section = screen.getByRole('region', { name: 'Weekend flash sale' })
    expect(within(section).getByText('Current price: $60.00')).toBeInTheDocument()
    expect(within(section).getByText('Previous price: $100.00')).toBeInTheDocument()
    expect(within(section).getByText('40% off')).toBeInTheDocument()
  })

  it('hands the cards to renderProducts with the sale’s end time, so the flash price applies', () => {
    const renderProducts = vi.fn(() => <p>cards</p>)
    const running = sale()
    renderWithSouk(<FlashSales sales={[running]} now={NOW} renderProducts={renderProducts} />)
    expect(renderProducts).toHaveBeenCalledWith(
      [expect.objectContaining({ id: 71, price: 60, selling: 100, end_time: running.end_time })],
      running,
    )
  })

  it('links each sale to its page, in the shopper’s language', () => {
    vi.useFakeTimers({ now: NOW })
    renderWithSouk(<FlashSales sales={[sale()]} now={NOW} />, { language: 'ar' })
    const section = screen.getByRole('region', { name: 'Weekend flash sale' })
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toContain('/ar/flash-sale/5')
  })

  it('names the sale page link by the sale, so two sales’ links are told apart', () => {
    vi.useFakeTimers({ now: NOW })
    renderWithSouk(<FlashSales sales={[sale(), sale({ id: 6, title: 'Midnight deals' })]} now={NOW} />)
    const seeAll = screen.getAllByRole('link', { name: 'See all' })
    expect(seeAll).toHaveLength(2)
    expect(seeAll[1]).toHaveAccessibleDescription('Midnight deals')
    expect(seeAll[1]).toHaveAttribute('href', '/flash-sale/6')
  })

  it('shows 21 placeholder cards while loading', () => {
    const { container } = renderWithSouk(<FlashSales sales={[]} loading />)
    expect(container.querySelectorAll('.souk-shimmer__card')).toHaveLength(FLASH_SALE_SHIMMER_COUNT)
    expect(screen.getByRole('region', { name: 'Flash sales' })).toHaveAttribute('aria-busy', 'true')
  })

  it('renders nothing without a running sale, and an error with its message', () => {
    const { container, rerender } = renderWithSouk(<FlashSales sales={[]} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<FlashSales sales={[]} error="No connection." />)
    expect(screen.getByRole('alert')).toHaveTextContent('No connection.')
  })
})
