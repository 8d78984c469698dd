import { cx, RATING_MAX } from '@souk/core'
import { useT } from '../hooks/useT'

/** Props of `Rating`. */
export interface RatingProps {
  /** Average rating out of 5 (decimals allowed). */
  value: number
  /** Number of reviews, shown after the stars when given. */
  count?: number
  size?: 'sm' | 'md'
  className?: string
  /** A `part` its parent declares for it (inside a widget). */
  part?: string
}

/**
 * A read-only star rating out of 5 with an accessible name ("Rated 4.5 out of 5"). The stars are drawn by CSS
 * (one element whose two pseudo-elements are rows of star characters: a product grid shows dozens of ratings),
 * the filled row clipped to the rating (3.5 fills three and a half stars) from the start edge in either
 * direction of text.
 */
export function Rating({ value, count, size = 'md', className, part }: RatingProps) {
  const { t } = useT()
  const rating = Math.max(0, Math.min(RATING_MAX, Number(value) || 0))
  const rounded = Math.round(rating * 10) / 10
  const fill = `${Math.round((rating / RATING_MAX) * 1000) / 10}%`
  return (
    <span
      className={cx('souk-rating', className)}
      part={part}
      data-size={size}
      role="img"
      aria-label={t('a11y.rating', { rating: rounded })}
    >
      <span
        className="souk-rating__stars"
        aria-hidden="true"
        style={{ '--souk-star-fill': fill } as object}
      />
      {count === undefined ? null : (
        <span className="souk-rating__count" aria-hidden="true">
          ({count})
        </span>
      )}
    </span>
  )
}
