import { CompareButton } from '../CompareButton'
import { WishlistButton } from '../WishlistButton'
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
 * A product in a listing (presentational, `ProductCardView`) with the wishlist and compare toggles, which name the
 * product through `aria-describedby`.
 */
export function ProductCard({ showWishlist = true, showCompare = true, ...card }: ProductCardProps) {
  return (
    <ProductCardView
      {...card}
      actions={
        showWishlist || showCompare
          ? (titleId) => (
              <>
                {showWishlist ? <WishlistButton productId={card.product.id} describedBy={titleId} /> : null}
                {showCompare ? <CompareButton productId={card.product.id} describedBy={titleId} /> : null}
              </>
            )
          : undefined
      }
    />
  )
}
