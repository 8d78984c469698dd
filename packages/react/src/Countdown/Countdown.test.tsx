import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithSouk } from '../testing/renderWithSouk'
import { Countdown, timeLeft } from './Countdown'

// 2030-01-01 00:00:00 UTC, and the same instant in the API's format.
const NOW = Date.UTC(2030, 0, 1, 0, 0, 0)
const at = (days: number, hours: number, minutes: number, seconds: number) =>
  NOW + ((days * 24 + hours) * 60 + minutes) * 60_000 + seconds * 1000

const values = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.souk-countdown__value')).map((element) => element.textContent)

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(NOW)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('timeLeft', () => {
  it('splits the time left into days, hours, minutes and seconds, never below zero', () => {
    expect(timeLeft(at(2, 3, 4, 5), NOW)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      total: at(2, 3, 4, 5) - NOW,
    })
    expect(timeLeft(NOW - 5000, NOW).total).toBe(0)
    expect(timeLeft(Number.NaN, NOW).total).toBe(0)
  })
})

describe('Countdown', () => {
  it('reads an API time (UTC) and shows days, hours, minutes and seconds with their names', () => {
    const { container } = renderWithSouk(<Countdown end="2030-01-02 03:04:05" now={NOW} label="Ends in" />)
    const timer = screen.getByRole('timer')
    expect(timer).toHaveAttribute('aria-live', 'off')
    expect(values(container)).toEqual(['01', '03', '04', '05'])
    expect(container.querySelector('.souk-countdown__units')).toHaveAttribute('aria-hidden', 'true')
    expect(
      Array.from(container.querySelectorAll('.souk-countdown__name')).map((element) => element.textContent),
    ).toEqual(['Day', 'Hours', 'Minutes', 'Seconds'])
    expect(timer).toHaveTextContent('Ends in')
    expect(container.querySelector('.souk-visually-hidden')?.textContent).toBe('1 Day, 3 Hours, 4 Minutes')
  })

  it('ticks every second while its summary changes only by the minute', () => {
    const { container } = renderWithSouk(<Countdown end={at(0, 0, 2, 3)} now={NOW} />)
    const summary = () => container.querySelector('.souk-visually-hidden')?.textContent
    expect(values(container)).toEqual(['00', '00', '02', '03'])
    expect(summary()).toBe('2 Minutes')
    act(() => vi.advanceTimersByTime(1000))
    expect(values(container)).toEqual(['00', '00', '02', '02'])
    expect(summary()).toBe('2 Minutes')
    act(() => vi.advanceTimersByTime(3000))
    expect(values(container)).toEqual(['00', '00', '01', '59'])
    expect(summary()).toBe('1 Minute')
  })

  it('stops at zero and calls onEnd once', () => {
    const onEnd = vi.fn()
    const { container } = renderWithSouk(<Countdown end={at(0, 0, 0, 3)} now={NOW} onEnd={onEnd} />)
    act(() => vi.advanceTimersByTime(2000))
    expect(onEnd).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1000))
    expect(values(container)).toEqual(['00', '00', '00', '00'])
    expect(onEnd).toHaveBeenCalledOnce()
    expect(vi.getTimerCount()).toBe(0)
    act(() => vi.advanceTimersByTime(10_000))
    expect(onEnd).toHaveBeenCalledOnce()
  })

  it('shows the ended text once over', () => {
    renderWithSouk(<Countdown end={NOW - 1000} now={NOW} endedLabel="This sale has ended." />)
    expect(screen.getByRole('timer')).toHaveTextContent('This sale has ended.')
  })

  it('names the units in the shopper’s language', () => {
    const { container } = renderWithSouk(<Countdown end={at(3, 2, 11, 1)} now={NOW} />, { language: 'ar' })
    const names = Array.from(container.querySelectorAll('.souk-countdown__name')).map(
      (element) => element.textContent,
    )
    expect(names).toEqual(['أيام', 'ساعتان', 'دقيقة', 'ثانية'])
  })

  it('follows the real clock once mounted, whatever `now` said (see the server-render test for `now`)', () => {
    vi.setSystemTime(NOW + 3_600_000)
    const { container } = renderWithSouk(<Countdown end={at(0, 2, 0, 0)} now={NOW} />)
    expect(values(container)).toEqual(['00', '01', '00', '00'])
  })
})
