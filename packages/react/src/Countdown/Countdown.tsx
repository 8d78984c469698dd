import { cx, parseApiTime } from '@souk/core'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useT } from '../hooks/useT'

/** Whole days, hours, minutes and seconds left. */
export interface TimeLeft {
  /** Whole days. */
  days: number
  /** Hours beyond the days (0–23). */
  hours: number
  /** Minutes beyond the hours (0–59). */
  minutes: number
  /** Seconds beyond the minutes (0–59). */
  seconds: number
  /** Milliseconds left (0 once ended). */
  total: number
}

/** The time left from `now` to `end` (both epoch milliseconds), never negative; an unreadable end counts as ended. */
export function timeLeft(end: number, now: number): TimeLeft {
  const total = Number.isFinite(end) && Number.isFinite(now) ? Math.max(0, end - now) : 0
  const seconds = Math.floor(total / 1000)
  return {
    days: Math.floor(seconds / 86400),
    hours: Math.floor(seconds / 3600) % 24,
    minutes: Math.floor(seconds / 60) % 60,
    seconds: seconds % 60,
    total,
  }
}

/** Props of `Countdown`. */
export interface CountdownProps {
  /** When it ends: an API time (`Y-m-d H:i:s`, UTC), epoch milliseconds or a Date. */
  end: string | number | Date
  /** The time of the first render in epoch milliseconds: pass the server's clock so server and browser render the same first value (and to pin time in tests). */
  now?: number
  /** Called once when the countdown reaches zero (also when it is already over on mounting). */
  onEnd?: () => void
  /** A visible caption before the time (e.g. 'Ends in'); it also starts the accessible summary. */
  label?: ReactNode
  /** Shown instead of the time once it has ended (e.g. 'This sale has ended.'). */
  endedLabel?: ReactNode
  /** Visual size. */
  size?: 'sm' | 'md' | 'lg'
  /** Extra class on the root. */
  className?: string
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const

const toEpoch = (end: CountdownProps['end']): number =>
  end instanceof Date ? end.getTime() : typeof end === 'number' ? end : parseApiTime(end)

/**
 * The time left until `end` in days, hours, minutes and seconds, with unit names in the shopper's language.
 * It is a `role="timer"` (never a live region): the ticking digits are hidden from assistive technologies and
 * a text summary to the minute ('2 days, 3 hours, 4 minutes'; seconds only in the last minute) is read
 * instead, so nothing is announced every second. The first value comes from `now` (stable server render);
 * it then ticks on the second, stops at zero and calls `onEnd`.
 */
export function Countdown({ end, now, onEnd, label, endedLabel, size = 'md', className }: CountdownProps) {
  const { t, language } = useT()
  const endTime = toEpoch(end)
  const [clock, setClock] = useState(() => now ?? Date.now())
  const left = timeLeft(endTime, clock)
  const ended = left.total === 0
  const onEndRef = useRef(onEnd)
  useEffect(() => {
    onEndRef.current = onEnd
  })

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const current = Date.now()
      setClock(current)
      const remaining = Number.isFinite(endTime) ? endTime - current : 0
      if (remaining <= 0) {
        onEndRef.current?.()
        return
      }
      // Wake on the next whole second of the time left, so the display changes in step with the clock.
      timer = setTimeout(tick, remaining % 1000 || 1000)
    }
    tick()
    return () => clearTimeout(timer)
  }, [endTime])

  const unitName = (unit: (typeof UNITS)[number], count: number) =>
    t(`flashSale.countdown.${unit}`, { count })
  const shownUnits = left.total >= 60_000 ? UNITS.filter((unit) => unit !== 'seconds') : UNITS
  const parts = shownUnits
    .filter((unit, position) => left[unit] > 0 || position === shownUnits.length - 1)
    .map((unit) => `${left[unit]} ${unitName(unit, left[unit])}`)
  const summary = new Intl.ListFormat(language, { style: 'long', type: 'unit' }).format(parts)

  return (
    <div
      className={cx('souk-countdown', className)}
      role="timer"
      aria-live="off"
      aria-atomic="true"
      data-size={size}
      data-ended={ended || undefined}
    >
      {label ? <span className="souk-countdown__label">{label}</span> : null}
      {ended && endedLabel ? (
        <span className="souk-countdown__ended">{endedLabel}</span>
      ) : (
        <>
          <span className="souk-visually-hidden">{summary}</span>
          <span className="souk-countdown__units" aria-hidden="true">
            {UNITS.map((unit) => (
              <span key={unit} className="souk-countdown__unit" data-unit={unit}>
                <span className="souk-countdown__value">{String(left[unit]).padStart(2, '0')}</span>
                <span className="souk-countdown__name">{unitName(unit, left[unit])}</span>
              </span>
            ))}
          </span>
        </>
      )}
    </div>
  )
}
