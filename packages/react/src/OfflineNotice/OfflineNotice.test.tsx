import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { OfflineNotice } from './OfflineNotice'

const fire = (type: 'online' | 'offline') => act(() => void window.dispatchEvent(new Event(type)))

describe('OfflineNotice', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is an empty polite live region while online', () => {
    renderWithSouk(<OfflineNotice />)
    const status = screen.getByRole('status')
    expect(status).toHaveAttribute('aria-live', 'polite')
    expect(status).toBeEmptyDOMElement()
  })

  it('says the shopper is offline when the connection goes', () => {
    const onChange = vi.fn()
    renderWithSouk(<OfflineNotice onChange={onChange} />)
    fire('offline')
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline Check your internet connection. Some features may not be available.',
    )
    expect(onChange).toHaveBeenCalledWith(false)
  })

  it('says the shopper is back online for a while when it returns', () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    renderWithSouk(<OfflineNotice backOnlineMs={3000} onChange={onChange} />)
    fire('offline')
    fire('online')
    expect(screen.getByRole('status')).toHaveTextContent('You are back online.')
    expect(onChange).toHaveBeenLastCalledWith(true)
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.getByRole('status')).toHaveTextContent('You are back online.')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('starts offline when the browser already is', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderWithSouk(<OfflineNotice />)
    expect(screen.getByRole('status')).toHaveTextContent('You are offline')
  })

  it('stops listening when it goes away', () => {
    const remove = vi.spyOn(window, 'removeEventListener')
    const { unmount } = renderWithSouk(<OfflineNotice />)
    unmount()
    expect(remove.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['online', 'offline']))
  })
})
