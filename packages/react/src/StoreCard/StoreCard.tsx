import type { Store } from '@souk/core'
import { cx, formatApiDate, isoDate } from '@souk/core'
import { useId } from 'react'
import { useShopLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import { Image } from '../Image'
import { Rating } from '../Rating'
import { FollowButton } from './FollowButton'

/** What the card reads of a store (a `Store`, or a followed-store row's `store`). */
export type StoreCardStore = Pick<Store, 'id' | 'name' | 'slug' | 'created_at'> & { image?: string | null }

/** Props of `StoreCard`. */
export interface StoreCardProps {
  /** The seller's store. */
  store: StoreCardStore
  /** The seller's average product rating out of 5 (the store page's `review`); hidden when not given. */
  rating?: number | null
  /** Whether the shopper follows the store, as the page knows it (seeds the follow button). */
  following?: boolean
  /** Shows the follow button. */
  showFollow?: boolean
  /** Level of the name heading in the page outline. */
  headingLevel?: 2 | 3 | 4
  /** Intrinsic size of the square logo in px. */
  logoSize?: number
  /** Extra class on the root. */
  className?: string
}

/**
 * A seller's store: logo, name linking to the store page (`useShopLinks().store(slug)`), 'Member since' with the
 * month and year it joined, the average rating and a `FollowButton`. Part classes: `souk-store-card__logo`,
 * `__name`, `__link`, `__since`, `__rating`, `__follow`.
 */
export function StoreCard({
  store,
  rating,
  following,
  showFollow = true,
  headingLevel = 3,
  logoSize = 64,
  className,
}: StoreCardProps) {
  const { t, language } = useT()
  const links = useShopLinks()
  const nameId = `${useId()}name`
  const Heading = `h${headingLevel}` as const
  const since = formatApiDate(store.created_at, language, { month: 'long', year: 'numeric' })
  return (
    <article className={cx('souk-store-card', className)} aria-labelledby={nameId}>
      <Image
        className="souk-store-card__logo"
        src={store.image ?? null}
        width={logoSize}
        height={logoSize}
        alt=""
      />
      <div className="souk-store-card__body">
        <Heading className="souk-store-card__name">
          <a id={nameId} className="souk-store-card__link" href={links.store(store.slug)}>
            {store.name}
          </a>
        </Heading>
        {since ? (
          <p className="souk-store-card__since">
            <time dateTime={isoDate(store.created_at)}>{t('store.memberSince', { date: since })}</time>
          </p>
        ) : null}
        {rating === undefined || rating === null ? null : (
          <p className="souk-store-card__rating">
            <span className="souk-store-card__rating-label">{t('store.averageRating')}</span>
            <Rating value={Number(rating) || 0} />
          </p>
        )}
      </div>
      {showFollow ? (
        <FollowButton
          className="souk-store-card__follow"
          storeId={store.id}
          following={following}
          describedBy={nameId}
        />
      ) : null}
    </article>
  )
}
