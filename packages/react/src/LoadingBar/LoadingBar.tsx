import { cx, LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@souk/core'
import { useEffect, useState } from 'react'
import { useT } from '../hooks/useT'

/** Props of `LoadingBar`. */
export interface LoadingBarProps {
  /** A navigation is in progress. */
  active: boolean
  /** The navigation failed: the bar stops and hides at once (the host shows the error page). */
  failed?: boolean
  /** Extra class on the root. */
  className?: string
}

/**
 * The page-navigation progress bar (spec §9): while `active` it grows to full over 5000 ms, updating at most every
 * 200 ms (so a navigation shorter than that never shows it), then completes and hides when the navigation ends,
 * or stops at once when it fails. A `progressbar` hidden while idle; with reduced motion it steps without
 * animating.
 */
export function LoadingBar({ active, failed = false, className }: LoadingBarProps) {
  const { t } = useT()
  // null: idle (hidden).
  const [progress, setProgress] = useState<number | null>(null)

  useEffect(() => {
    if (!active) return
    const started = Date.now()
    let finishing: ReturnType<typeof setTimeout> | undefined
    const timer = setInterval(() => {
      const value = Math.min(100, ((Date.now() - started) / LOADING_BAR_DURATION_MS) * 100)
      setProgress(value)
      if (value >= 100) {
        // The bar runs 5000 ms at most.
        clearInterval(timer)
        finishing = setTimeout(() => setProgress(null), LOADING_BAR_THROTTLE_MS)
      }
    }, LOADING_BAR_THROTTLE_MS)
    return () => {
      clearInterval(timer)
      clearTimeout(finishing)
    }
  }, [active])

  useEffect(() => {
    if (active) return
    if (failed) {
      setProgress(null)
      return
    }
    // A shown bar completes before it hides.
    setProgress((value) => (value === null ? null : 100))
    const timer = setTimeout(() => setProgress(null), LOADING_BAR_THROTTLE_MS)
    return () => clearTimeout(timer)
  }, [active, failed])

  const shown = progress !== null
  const value = Math.round(progress ?? 0)
  return (
    <div
      className={cx('souk-loading-bar', className)}
      role="progressbar"
      aria-label={t('loadingBar.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      hidden={!shown}
      data-state={shown ? (value >= 100 ? 'done' : 'running') : 'idle'}
    >
      <div className="souk-loading-bar__fill" style={{ inlineSize: `${value}%` }} />
    </div>
  )
}
