import { RATING_MAX } from '@souk/core'
import { useT } from '../hooks/useT'

/** One star drawn with relative moves from its top point, so the same path repeats along a row. */
const STAR = 'l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z'
/** The row of five stars as one path in a 120×24 box: one small SVG per layer instead of one per star. */
const STARS = Array.from({ length: RATING_MAX }, (_, index) => `M${12 + 24 * index} 3.5${STAR}`).join('')

/** Props of `Rating`. */
export interface RatingProps {
  /** Average rating out of 5 (decimals allowed). */
  value: number
  /** Number of reviews, shown after the stars when given. */
  count?: number
  size?: 'sm' | 'md'
  className?: string
}

function StarRow({ className, filled }: { className: string; filled?: boolean }) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${24 * RATING_MAX} 24`}
      width={`${1.25 * RATING_MAX}em`}
      height="1.25em"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      <path d={STARS} />
    </svg>
  )
}

/**
 * A read-only star rating out of 5 with an accessible name ("Rated 4.5 out of 5"). The filled row is clipped
 * to the rating (3.5 fills three and a half stars), from the start edge in either direction of text.
 */
export function Rating({ value, count, size = 'md', className }: RatingProps) {
  const { t } = useT()
  const rating = Math.max(0, Math.min(RATING_MAX, Number(value) || 0))
  const rounded = Math.round(rating * 10) / 10
  const fill = `${Math.round((rating / RATING_MAX) * 1000) / 10}%`
  return (
    <span
      className={['souk-rating', className].filter(Boolean).join(' ')}
      data-size={size}
      role="img"
      aria-label={t('a11y.rating', { rating: rounded })}
    >
      <span className="souk-rating__stars" aria-hidden="true" style={{ '--souk-star-fill': fill } as object}>
        <StarRow className="souk-rating__empty" />
        <StarRow className="souk-rating__full" filled />
      </span>
      {count === undefined ? null : (
        <span className="souk-rating__count" aria-hidden="true">
          ({count})
        </span>
      )}
    </span>
  )
}
