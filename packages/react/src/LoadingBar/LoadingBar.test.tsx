import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@souk/core'
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { LoadingBar } from './LoadingBar'

const bar = () => screen.getByRole('progressbar', { hidden: true })
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('LoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is a hidden progressbar while idle', () => {
    renderWithSouk(<LoadingBar active={false} />)
    expect(bar()).not.toBeVisible()
    expect(bar()).toHaveAttribute('aria-label', 'Loading page')
    expect(bar()).toHaveAttribute('data-state', 'idle')
  })

  it('appears only after the first 200 ms update, so quick navigations never show it', () => {
    const { rerender } = renderWithSouk(<LoadingBar active />)
    advance(LOADING_BAR_THROTTLE_MS - 1)
    expect(bar()).not.toBeVisible()
    rerender(<LoadingBar active={false} />)
    advance(LOADING_BAR_THROTTLE_MS * 2)
    expect(bar()).not.toBeVisible()
  })

  it('grows over 5000 ms in 200 ms steps', () => {
    renderWithSouk(<LoadingBar active />)
    advance(LOADING_BAR_THROTTLE_MS)
    expect(bar()).toBeVisible()
    expect(bar()).toHaveAttribute('aria-valuenow', '4')
    advance(LOADING_BAR_THROTTLE_MS - 1)
    expect(bar()).toHaveAttribute('aria-valuenow', '4')
    advance(1)
    expect(bar()).toHaveAttribute('aria-valuenow', '8')
    advance(2600 - 2 * LOADING_BAR_THROTTLE_MS)
    expect(bar()).toHaveAttribute('aria-valuenow', '52')
    expect(bar()).toHaveAccessibleName('Loading page')
  })

  it('runs 5000 ms at most', () => {
    renderWithSouk(<LoadingBar active />)
    advance(LOADING_BAR_DURATION_MS)
    expect(bar()).toHaveAttribute('aria-valuenow', '100')
    advance(LOADING_BAR_THROTTLE_MS)
    expect(bar()).not.toBeVisible()
  })

  it('completes, then hides, when the navigation ends', () => {
    const { rerender } = renderWithSouk(<LoadingBar active />)
    advance(1000)
    rerender(<LoadingBar active={false} />)
    expect(bar()).toHaveAttribute('aria-valuenow', '100')
    expect(bar()).toHaveAttribute('data-state', 'done')
    advance(LOADING_BAR_THROTTLE_MS)
    expect(bar()).not.toBeVisible()
  })

  it('stops at once when the navigation fails', () => {
    const { rerender } = renderWithSouk(<LoadingBar active />)
    advance(1000)
    rerender(<LoadingBar active={false} failed />)
    expect(bar()).not.toBeVisible()
  })
})
