import { type CollectionCard, cx, type FlashCard, isFlashActive, type ListingCard } from '@souk/core'
import { type ReactNode, useId } from 'react'
import { useLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'
import { Image } from '../Image'
import { PriceLabel } from '../PriceLabel'
import { usePart } from '../parts'
import { Rating } from '../Rating'

/** Any product card the API sends: a listing card, a flash-sale card or a collection card (`id` is the product id). */
export type ProductCardItem = ListingCard | FlashCard | CollectionCard

/** Props of `ProductCardView`. */
export interface ProductCardViewProps {
  /** The card data, as a listing, a flash sale or a collection returns it. */
  product: ProductCardItem
  /** Level of the title heading in the page outline. */
  headingLevel?: 2 | 3 | 4 | 5
  /**
   * Above the fold: the image loads at once (only the first cards of a page); `'high'` also fetches it first,
   * for the page's largest picture (see `Image`).
   */
  priority?: boolean | 'high'
  /** Intrinsic size of the square thumbnail in px (the card scales it to its width). */
  imageSize?: number
  /**
   * The card's actions row, with its `souk-product-card__actions` class (`ProductCard`'s one form of wishlist and
   * compare toggles), given the id of the title that names the product (for `aria-describedby`); without it the
   * card has no actions row.
   */
  actions?: (titleId: string) => ReactNode
  /** Extra class on the root. */
  className?: string
}

/**
 * A product in a listing (presentational): thumbnail, badges (the flash-sale badge while core's `isFlashActive`
 * holds, and the card's own badge), the title as the card's one link (the image repeats it for pointers only,
 * hidden from assistive technologies and out of the tab order), price, rating with the review count, and the
 * `actions` it is given. `ProductCard` is this card with the wishlist and compare toggles; a card without them
 * (the widgets') uses this one, and its page does not download the toggles. Stable part classes:
 * `souk-product-card__media`, `__image`, `__badges`, `__flash`, `__badge`, `__title`, `__link`, `__price`,
 * `__rating`, `__actions`.
 */
export function ProductCardView({
  product,
  headingLevel = 3,
  priority = false,
  imageSize = 300,
  actions,
  className,
}: ProductCardViewProps) {
  const { t } = useT()
  const links = useLinks()
  const titleId = `${useId()}title`
  const href = links.product(product.slug, product.id)
  const flash = isFlashActive(product)
  const Heading = `h${headingLevel}` as const
  const reviewCount = Number(product.review_count) || 0
  const part = usePart('product-card')
  return (
    <article
      className={cx('souk-product-card', className)}
      part={part()}
      aria-labelledby={titleId}
      data-flash={flash || undefined}
    >
      {/* biome-ignore lint/a11y/useAnchorContent: APG: the image repeats the title link for pointer users only, hidden and out of the tab order. */}
      <a
        className="souk-product-card__media"
        part={part('media')}
        href={href}
        tabIndex={-1}
        aria-hidden="true"
      >
        <Image
          className="souk-product-card__image"
          part={part('image')}
          src={product.image}
          thumb
          width={imageSize}
          height={imageSize}
          priority={priority}
          alt=""
        />
      </a>
      {flash || product.badge ? (
        <div className="souk-product-card__badges" part={part('badges')}>
          {flash ? (
            <span className="souk-product-card__flash">
              <Icon name="tag" />
              {t('flashSale.title')}
            </span>
          ) : null}
          {product.badge ? <span className="souk-product-card__badge">{product.badge}</span> : null}
        </div>
      ) : null}
      <Heading className="souk-product-card__title" part={part('title')}>
        <a id={titleId} className="souk-product-card__link" part={part('link')} href={href}>
          {product.title}
        </a>
      </Heading>
      <PriceLabel className="souk-product-card__price" part={part('price')} item={product} size="sm" />
      <Rating
        className="souk-product-card__rating"
        part={part('rating')}
        value={Number(product.rating) || 0}
        count={reviewCount}
        size="sm"
      />
      <span className="souk-visually-hidden">{t('reviews.count', { count: reviewCount })}</span>
      {actions ? actions(titleId) : null}
    </article>
  )
}
