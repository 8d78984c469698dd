import { TOAST_DURATION_MS } from '@souk/core'
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { Toast, ToastRegion } from './Toast'

afterEach(() => {
  vi.useRealTimers()
})

describe('ToastRegion', () => {
  it('announces a message politely, without the error heading', () => {
    const { souk } = renderWithSouk(<ToastRegion />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    act(() => souk.toast.getState().show('Product added to cart successfully'))
    expect(screen.getByRole('status')).toHaveTextContent('Product added to cart successfully')
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    expect(screen.queryByText('Error')).toBeNull()
  })

  it('shows the store’s default “Success” message', () => {
    const { souk } = renderWithSouk(<ToastRegion />)
    act(() => souk.toast.getState().show())
    expect(screen.getByRole('status')).toHaveTextContent('Success')
  })

  it('announces errors assertively under the translated “Error” heading', () => {
    const { souk } = renderWithSouk(<ToastRegion />, { language: 'tr' })
    act(() => souk.toast.getState().showError('Bir şeyler ters gitti'))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Hata')
    expect(alert).toHaveTextContent('Bir şeyler ters gitti')
    expect(alert.querySelector('.souk-toast__title')?.textContent).toBe('Hata')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('closes with its close button through the store’s hide()', async () => {
    const { souk } = renderWithSouk(<ToastRegion />)
    act(() => souk.toast.getState().showError('Payment has been cancelled'))
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(souk.toast.getState().visible).toBe(false)
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
  })

  it('hides when the store hides it, after TOAST_DURATION_MS (no timer of its own)', () => {
    vi.useFakeTimers()
    const { souk } = renderWithSouk(<ToastRegion />)
    act(() => souk.toast.getState().show('Saved'))
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1))
    expect(screen.getByRole('status')).toHaveTextContent('Saved')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    // The store's single timer was the only one.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stays while hovered, then gets the full delay again once the pointer leaves', () => {
    vi.useFakeTimers()
    const { souk } = renderWithSouk(<ToastRegion />)
    act(() => souk.toast.getState().show('Voucher applied.'))
    const region = screen.getByRole('region', { name: 'Notifications' })
    fireEvent.mouseEnter(region)
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2))
    expect(souk.toast.getState().visible).toBe(false)
    expect(screen.getByRole('status')).toHaveTextContent('Voucher applied.')
    fireEvent.mouseLeave(region)
    expect(souk.toast.getState().visible).toBe(true)
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})

describe('Toast', () => {
  it('keeps empty live regions in the page while closed', () => {
    renderWithSouk(<Toast open={false} message="Hidden" />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('closes on Escape from its close button', async () => {
    const onClose = vi.fn()
    renderWithSouk(<Toast open message="Hi" onClose={onClose} />)
    screen.getByRole('button', { name: 'Close' }).focus()
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
  })
})
