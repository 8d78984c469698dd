import { type CollectionCard, cx, type FlashCard, isFlashActive, type ListingCard } from '@souk/core'
import { useId } from 'react'
import { CompareButton } from '../CompareButton'
import { useLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'
import { Image } from '../Image'
import { PriceLabel } from '../PriceLabel'
import { usePart } from '../parts'
import { Rating } from '../Rating'
import { WishlistButton } from '../WishlistButton'
import { ToggleFields } from '../WishlistButton/ToggleForm'

/** Any product card the API sends: a listing card, a flash-sale card or a collection card (`id` is the product id). */
export type ProductCardItem = ListingCard | FlashCard | CollectionCard

/** Props of `ProductCard`. */
export interface ProductCardProps {
  /** The card data, as a listing, a flash sale or a collection returns it. */
  product: ProductCardItem
  /** Level of the title heading in the page outline. */
  headingLevel?: 2 | 3 | 4 | 5
  /** Above the fold: the image loads at once with high priority (only the first cards of a page). */
  priority?: boolean
  /** Intrinsic size of the square thumbnail in px (the card scales it to its width). */
  imageSize?: number
  /** Shows the wishlist button. */
  showWishlist?: boolean
  /** Shows the compare button. */
  showCompare?: boolean
  /** Extra class on the root. */
  className?: string
}

/**
 * A product in a listing (presentational): thumbnail, badges (the flash-sale badge while core's `isFlashActive`
 * holds, and the card's own badge), the title as the card's one link (the image repeats it for pointers only,
 * hidden from assistive technologies and out of the tab order), price, rating with the review count, and the
 * wishlist and compare toggles (one form: the product and this page once, each button posting its intent to its
 * own action), which name the product through `aria-describedby`. Stable part classes:
 * `souk-product-card__media`, `__image`, `__badges`, `__flash`, `__badge`, `__title`, `__link`, `__price`,
 * `__rating`, `__actions`.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  priority = false,
  imageSize = 300,
  showWishlist = true,
  showCompare = true,
  className,
}: ProductCardProps) {
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
      {showWishlist || showCompare ? (
        // One form for both toggles: the product and this page once; each button posts its intent to its action.
        <ToggleFields
          action={showWishlist ? links.wishlistAction() : links.compareAction()}
          productId={product.id}
          className="souk-product-card__actions"
        >
          {showWishlist ? <WishlistButton productId={product.id} describedBy={titleId} bare /> : null}
          {showCompare ? <CompareButton productId={product.id} describedBy={titleId} bare /> : null}
        </ToggleFields>
      ) : null}
    </article>
  )
}
