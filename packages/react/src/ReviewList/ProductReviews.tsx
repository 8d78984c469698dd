import { errorText, type ReviewsData } from '@souk/core'
import { useEffect, useRef, useState } from 'react'
import { useSouk } from '../SoukProvider'
import { ReviewList, type ReviewListProps } from './ReviewList'

/** Props of `ProductReviews`. */
export interface ProductReviewsProps
  extends Pick<ReviewListProps, 'average' | 'headingLevel' | 'hrefForPage' | 'className'> {
  /** The product whose reviews are shown. */
  productId: number
  /** The first page as a server already loaded it (skips the first request). */
  initialData?: ReviewsData | null
  /** Called with the page the shopper picks (e.g. to mirror it in the address). */
  onPageChange?: (page: number) => void
}

/**
 * `ReviewList` connected to the API: loads `GET reviews/{productId}` (newest first, with the star totals) through
 * the Souk's client, page by page, keeping the current page on screen while the next one loads; a failure shows
 * its message with a retry button.
 */
export function ProductReviews({ productId, initialData, onPageChange, ...listProps }: ProductReviewsProps) {
  const souk = useSouk()
  const [page, setPage] = useState(initialData?.all.current_page ?? 1)
  const [attempt, setAttempt] = useState(0)
  const [data, setData] = useState<ReviewsData | null>(initialData ?? null)
  const [loading, setLoading] = useState(!initialData)
  const [error, setError] = useState<string | null>(null)
  // What is on screen (product, page, attempt): a server's first page is not asked for again.
  const shown = useRef(initialData ? `${productId}:${initialData.all.current_page}:0` : '')

  useEffect(() => {
    const key = `${productId}:${page}:${attempt}`
    if (shown.current === key) return
    const controller = new AbortController()
    setLoading(true)
    setError(null)
    souk.client.reviews
      .list(productId, { page, get_total: true }, { signal: controller.signal })
      .then(({ data: reply }) => {
        shown.current = key
        setData(reply)
        setLoading(false)
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return
        setError(errorText(failure, souk.t))
        setLoading(false)
      })
    return () => controller.abort()
  }, [souk, productId, page, attempt])

  return (
    <ReviewList
      {...listProps}
      data={data}
      loading={loading}
      error={error}
      onRetry={() => setAttempt((count) => count + 1)}
      onPageChange={(next) => {
        setPage(next)
        onPageChange?.(next)
      }}
    />
  )
}
