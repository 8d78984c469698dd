import { cx, RATING_MAX, type RatingTotal } from '@souk/core'
import { useId } from 'react'
import { useT } from '../hooks/useT'
import { Rating } from '../Rating'

/** Star values from 5 down to 1. */
const STARS = Array.from({ length: RATING_MAX }, (_, index) => RATING_MAX - index)

/** Props of `ReviewHistogram`. */
export interface ReviewHistogramProps {
  /** Count of reviews per star value (`total` of `GET reviews/{id}`). */
  totals: readonly RatingTotal[]
  /** The product's average rating; default the mean of the counts. */
  average?: number | null
  /** Extra class on the root. */
  className?: string
}

/**
 * The star histogram of a product's reviews: the average ('4.3 out of 5', stars, 'Based on 12 reviews') and, for
 * each star value from 5 to 1, a bar that is a `meter` named '5 stars' whose value reads '8 reviews', with the
 * count written next to it.
 */
export function ReviewHistogram({ totals, average, className }: ReviewHistogramProps) {
  const { t } = useT()
  const id = useId()
  const counts = new Map<number, number>()
  for (const entry of totals) {
    const star = Math.round(Number(entry.rating))
    counts.set(star, (counts.get(star) ?? 0) + (Number(entry.total) || 0))
  }
  const sum = STARS.reduce((total, star) => total + (counts.get(star) ?? 0), 0)
  const mean = sum > 0 ? STARS.reduce((total, star) => total + star * (counts.get(star) ?? 0), 0) / sum : 0
  const rating = Math.round((average ?? mean) * 10) / 10
  return (
    <div className={cx('souk-review-histogram', className)}>
      <div className="souk-review-histogram__summary">
        <p className="souk-review-histogram__average">{t('reviews.averageRating', { rating })}</p>
        <Rating value={rating} />
        <p className="souk-review-histogram__based">{t('reviews.basedOn', { count: sum })}</p>
      </div>
      <ul className="souk-review-histogram__rows">
        {STARS.map((star) => {
          const count = counts.get(star) ?? 0
          const percent = sum > 0 ? Math.round((count / sum) * 100) : 0
          const labelId = `${id}star${star}`
          return (
            <li key={star} className="souk-review-histogram__row">
              <span id={labelId} className="souk-review-histogram__label">
                {t('reviews.stars', { count: star })}
              </span>
              {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled alike in every browser; the ARIA meter reads the same. */}
              <div
                role="meter"
                aria-labelledby={labelId}
                aria-valuemin={0}
                aria-valuemax={sum}
                aria-valuenow={count}
                aria-valuetext={t('reviews.count', { count })}
                className="souk-review-histogram__bar"
                style={{ '--souk-review-bar-fill': `${percent}%` } as object}
              >
                <div className="souk-review-histogram__fill" />
              </div>
              <span className="souk-review-histogram__count" aria-hidden="true">
                {count}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
