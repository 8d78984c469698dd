import { RATING_MAX } from '@souk/core'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'

/** Star positions 1..5. */
const STAR_POSITIONS = Array.from({ length: RATING_MAX }, (_, index) => index + 1)

/** Props of `Rating`. */
export interface RatingProps {
  /** Average rating out of 5 (decimals allowed). */
  value: number
  /** Number of reviews, shown after the stars when given. */
  count?: number
  size?: 'sm' | 'md'
  className?: string
}

/** A read-only star rating out of 5 with an accessible name ("Rated 4.5 out of 5"). */
export function Rating({ value, count, size = 'md', className }: RatingProps) {
  const { t } = useT()
  const rating = Math.max(0, Math.min(RATING_MAX, Number(value) || 0))
  const rounded = Math.round(rating * 10) / 10
  return (
    <span
      className={['souk-rating', className].filter(Boolean).join(' ')}
      data-size={size}
      role="img"
      aria-label={t('a11y.rating', { rating: rounded })}
    >
      <span className="souk-rating__stars" aria-hidden="true">
        {STAR_POSITIONS.map((position) => {
          const fill = Math.max(0, Math.min(1, rating - position + 1))
          return (
            <span
              key={position}
              className="souk-rating__star"
              style={{ '--souk-star-fill': `${fill * 100}%` } as object}
            >
              <Icon name="star" className="souk-rating__empty" />
              <Icon name="star" filled className="souk-rating__full" />
            </span>
          )
        })}
      </span>
      {count === undefined ? null : (
        <span className="souk-rating__count" aria-hidden="true">
          ({count})
        </span>
      )}
    </span>
  )
}
