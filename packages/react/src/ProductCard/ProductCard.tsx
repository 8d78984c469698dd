import { CompareButton } from '../CompareButton'
import { useLinks } from '../hooks/useLinks'
import { WishlistButton } from '../WishlistButton'
import { ToggleFields } from '../WishlistButton/ToggleForm'
import { ProductCardView, type ProductCardViewProps } from './ProductCardView'

export type { ProductCardItem } from './ProductCardView'

/** Props of `ProductCard`. */
export interface ProductCardProps extends Omit<ProductCardViewProps, 'actions'> {
  /** Shows the wishlist button. */
  showWishlist?: boolean
  /** Shows the compare button. */
  showCompare?: boolean
}

/**
 * A product in a listing (presentational, `ProductCardView`) with the wishlist and compare toggles (one form: the
 * product and this page once, each button posting its intent to its own action), which name the product through
 * `aria-describedby`.
 */
export function ProductCard({ showWishlist = true, showCompare = true, ...card }: ProductCardProps) {
  const links = useLinks()
  return (
    <ProductCardView
      {...card}
      actions={
        showWishlist || showCompare
          ? (titleId) => (
              // One form for both toggles: the product and this page once; each button posts its intent to its
              // own action.
              <ToggleFields
                action={showWishlist ? links.wishlistAction() : links.compareAction()}
                productId={card.product.id}
                className="souk-product-card__actions"
              >
                {showWishlist ? (
                  <WishlistButton productId={card.product.id} describedBy={titleId} bare />
                ) : null}
                {showCompare ? (
                  <CompareButton productId={card.product.id} describedBy={titleId} bare />
                ) : null}
              </ToggleFields>
            )
          : undefined
      }
    />
  )
}
