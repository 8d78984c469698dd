import { type Banner, cx, isBannerVisible, isoDate, type Review, type ReviewsData } from '@souk/core'
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react'
import { EmptyState } from '../EmptyState'
import { useImageUrl, useShopLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'
import { Image } from '../Image'
import { Pagination } from '../Pagination'
import { PromoArt } from '../PromoArt/PromoArt'
import { Rating } from '../Rating'
import { Shimmer } from '../Shimmer'
import { ReviewHistogram } from './ReviewHistogram'

/** Props of `ReviewList`. */
export interface ReviewListProps {
  /** `data` of `GET reviews/{id}` (reviews 6 a page, star totals and the review banner); null while nothing is loaded. */
  data: ReviewsData | null
  /** A page is loading: placeholders replace the reviews. */
  loading?: boolean
  /** The reviews could not be loaded: this message replaces them (with a retry button when `onRetry` is set). */
  error?: ReactNode
  /** Called by the retry button of the error state. */
  onRetry?: () => void
  /** Called with the page the shopper picks. */
  onPageChange?: (page: number) => void
  /** Builds a real link per page (server-rendered pages). */
  hrefForPage?: (page: number) => string
  /** The product's average rating (its `rating`); default the mean of the star totals. */
  average?: number | null
  /** Level of the section heading ('Customer reviews'). */
  headingLevel?: 2 | 3
  /** Extra class on the root. */
  className?: string
}

/** The name shown for a review's author (registered or guest). */
function authorName(review: Review): string {
  return review.user?.name ?? review.guest_user?.name ?? ''
}

/** One review: author, date, stars, text and photos (each photo links to its full size). */
function ReviewItem({ review, headingLevel }: { review: Review; headingLevel: 3 | 4 }) {
  const { t } = useT()
  const url = useImageUrl()
  const Heading = `h${headingLevel}` as const
  const name = authorName(review)
  const images = review.review_images ?? []
  return (
    <article className="souk-review">
      <header className="souk-review__header">
        {name ? <Heading className="souk-review__author">{name}</Heading> : null}
        <time className="souk-review__date" dateTime={isoDate(review.created_at)}>
          {review.created ?? review.created_at}
        </time>
      </header>
      <Rating className="souk-review__rating" value={Number(review.rating) || 0} size="sm" />
      {review.review ? <p className="souk-review__text">{review.review}</p> : null}
      {images.length > 0 ? (
        <ul className="souk-review__images">
          {images.map((image, index) => (
            <li key={image.id}>
              <a className="souk-review__image-link" href={url(image.image)}>
                <Image
                  src={image.image}
                  thumb
                  width={80}
                  height={80}
                  alt={t('a11y.productImage', { index: index + 1, total: images.length })}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}

/** The review banner (type 7), linking to its target; shown only when public. */
function ReviewBanner({ banner }: { banner: Banner }) {
  const links = useShopLinks()
  return (
    <a className="souk-review-list__banner" href={links.banner(banner)}>
      <PromoArt
        slot="banner"
        image={banner.image}
        texts={{ title: banner.title, subtitle: banner.subtitle, button: banner.button }}
        sizes="(min-width: 992px) 50vw, 100vw"
      />
    </a>
  )
}

/**
 * A product's reviews (presentational): the 'Customer reviews' heading, the star histogram, the review banner
 * (type 7) when public, the reviews of the page (author, date, stars, text, photos) and `Pagination` (6 a page).
 * After a page change the heading takes focus, so keyboard and screen-reader users start at the new page.
 * Placeholders while loading; 'No reviews yet.' when there are none; an error message with a retry button.
 */
export function ReviewList({
  data,
  loading = false,
  error,
  onRetry,
  onPageChange,
  hrefForPage,
  average,
  headingLevel = 2,
  className,
}: ReviewListProps) {
  const { t } = useT()
  const headingId = `${useId()}heading`
  const headingRef = useRef<HTMLHeadingElement>(null)
  const Heading = `h${headingLevel}` as const
  const page = data?.all.current_page ?? 1
  // The page the shopper asked for: when it arrives, focus goes to the heading.
  const requested = useRef<number | null>(null)

  useLayoutEffect(() => {
    if (requested.current !== page) return
    requested.current = null
    headingRef.current?.focus()
  }, [page])

  const reviews = data?.all.data ?? []
  let body: ReactNode
  if (loading && reviews.length === 0) {
    body = <Shimmer variant="line" count={6} />
  } else if (error) {
    body = (
      <EmptyState
        icon={<Icon name="alert" />}
        headingLevel={headingLevel === 2 ? 3 : 4}
        title={error}
        action={onRetry ? { label: t('common.retry'), onClick: onRetry } : undefined}
      />
    )
  } else if (!data || reviews.length === 0) {
    body = (
      <EmptyState
        icon={<Icon name="star" />}
        headingLevel={headingLevel === 2 ? 3 : 4}
        title={t('reviews.noReviews')}
        text={t('reviews.beFirst')}
      />
    )
  } else {
    body = (
      <>
        <ul className="souk-review-list__items" aria-busy={loading || undefined}>
          {reviews.map((review) => (
            <li key={review.id} className="souk-review-list__item">
              <ReviewItem review={review} headingLevel={headingLevel === 2 ? 3 : 4} />
            </li>
          ))}
        </ul>
        <Pagination
          paginator={data.all}
          hrefForPage={hrefForPage}
          onPageChange={
            onPageChange
              ? (next) => {
                  requested.current = next
                  onPageChange(next)
                }
              : undefined
          }
        />
      </>
    )
  }

  const totals = data?.total ?? []
  const banner = data?.banner
  return (
    <section className={cx('souk-review-list', className)} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} className="souk-review-list__heading" tabIndex={-1}>
        {t('reviews.title')}
      </Heading>
      {totals.length > 0 ? <ReviewHistogram totals={totals} average={average} /> : null}
      {banner && isBannerVisible(banner) ? <ReviewBanner banner={banner} /> : null}
      {body}
    </section>
  )
}
