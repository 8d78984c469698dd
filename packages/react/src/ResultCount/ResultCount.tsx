import type { Paginator } from '@souk/core'
import { cx } from '@souk/core'
import { useT } from '../hooks/useT'

/** Props of `ResultCount`. */
export interface ResultCountProps {
  /** The listing's paginator (`from`, `to`, `total`). */
  paginator: Pick<Paginator<unknown>, 'from' | 'to' | 'total'> | null | undefined
  /** The listing is loading: says so instead of a count. */
  loading?: boolean
  /** Extra class on the root. */
  className?: string
}

/**
 * How many products the listing holds: 'Showing 31–60 of 95' (the total as the plural count, so each language
 * picks its form), '12 products' when they all fit on the page, 'No product found' for none. A polite status
 * region: a new count (another page, filter or sort) is announced without moving focus.
 */
export function ResultCount({ paginator, loading = false, className }: ResultCountProps) {
  const { t } = useT()
  const total = Math.max(0, Math.floor(Number(paginator?.total) || 0))
  const from = Number(paginator?.from) || 0
  const to = Number(paginator?.to) || 0
  let text = ''
  if (loading) text = t('common.loading')
  else if (!paginator) text = ''
  else if (total === 0) text = t('empty.products')
  else if (from <= 1 && to >= total) text = t('listing.resultsCount', { count: total })
  else text = t('listing.showing', { from, to, total, count: total })
  return (
    <p
      className={cx('souk-result-count', className)}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-loading={loading || undefined}
    >
      {text}
    </p>
  )
}
