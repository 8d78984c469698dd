import { makeVoucher } from '@souk/core/testing'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { VoucherCard } from './VoucherCard'

describe('VoucherCard', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows a flat discount, the minimum spend and the validity dates', () => {
    renderWithSouk(
      <VoucherCard
        voucher={makeVoucher({
          title: 'Ten off',
          type: 1,
          price: 10,
          min_spend: 50,
          start_time: '2024-01-01 00:00:00',
          end_time: '2024-12-31 23:59:59',
        })}
      />,
    )
    expect(screen.getByRole('article', { name: 'Ten off' })).toBeInTheDocument()
    expect(screen.getByText('$10.00 off')).toBeInTheDocument()
    expect(screen.getByText('Min. spend $50.00')).toBeInTheDocument()
    expect(screen.getByText('Valid from Jan 1, 2024 to Dec 31, 2024')).toBeInTheDocument()
  })

  it('shows a percent discount with its cap, and dates the API already formatted', () => {
    renderWithSouk(
      <VoucherCard
        voucher={makeVoucher({
          type: 2,
          price: 15,
          capped_price: 20,
          min_spend: 0,
          start_time: '21 Oct, 23',
          end_time: '30 Nov, 23',
        })}
      />,
    )
    expect(screen.getByText('15% off')).toBeInTheDocument()
    expect(screen.getByText('Up to $20.00')).toBeInTheDocument()
    expect(screen.queryByText(/Min. spend/)).not.toBeInTheDocument()
    expect(screen.getByText('Valid from 21 Oct, 23 to 30 Nov, 23')).toBeInTheDocument()
  })

  it('names the store a store voucher is limited to', () => {
    renderWithSouk(
      <VoucherCard
        voucher={makeVoucher({ store_id: 4 })}
        store={{ name: 'Atlas Crafts', slug: 'atlas-crafts' }}
      />,
    )
    expect(screen.getByRole('link', { name: 'Only for Atlas Crafts' })).toHaveAttribute(
      'href',
      '/shop/atlas-crafts',
    )
  })

  it('copies the code and says so politely', async () => {
    const user = userEvent.setup()
    renderWithSouk(<VoucherCard voucher={makeVoucher({ title: 'Ten off', code: 'TEN' })} />)
    const copy = screen.getByRole('button', { name: 'Copy code' })
    expect(copy).toHaveAccessibleDescription('Ten off')
    await user.click(copy)
    expect(await navigator.clipboard.readText()).toBe('TEN')
    expect(screen.getByText('Voucher code copied.').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    )
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument()
  })

  it('offers to copy again a moment later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderWithSouk(<VoucherCard voucher={makeVoucher()} />)
    await user.click(screen.getByRole('button', { name: 'Copy code' }))
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500)
    })
    expect(await screen.findByRole('button', { name: 'Copy code' })).toBeInTheDocument()
  })

  it('selects the code for the shopper when the clipboard cannot be used', async () => {
    renderWithSouk(<VoucherCard voucher={makeVoucher({ code: 'TEN' })} />)
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }))
    await vi.waitFor(() => expect(window.getSelection()?.toString()).toBe('TEN'))
    expect(screen.queryByText('Voucher code copied.')).not.toBeInTheDocument()
  })
})
