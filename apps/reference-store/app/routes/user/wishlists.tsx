import { Button, ProductCard, useT } from '@souk/react'
import { SavedList, savedListMeta } from '../../components/account/SavedProducts'
import { toggleAction } from '../../lib/formActions.server'
import { savedListLoader } from '../../lib/savedLists.server'

/** The customer's wishlist, newest first, 14 a page (contract 5.10). */
export const loader = savedListLoader('wishlist')

/** The wishlist toggle forms of every page (`souk.links.wishlistAction()`), without JavaScript. */
export const action = toggleAction('wishlist')

export const meta = savedListMeta('wishlist')

/** The wishlist: a card per saved product with a remove button; 'No wishlist item found' when empty. */
export default function Wishlists() {
  const { t } = useT()
  return (
    <SavedList kind="wishlist">
      {({ rows, remove, removing }) => (
        <ul className="store-account__grid" aria-label={t('wishlist.title')}>
          {rows.map((row) => (
            <li key={row.id} className="store-account__item">
              <ProductCard product={row.product} headingLevel={2} showWishlist={false} />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void remove(row.product_id)}
                busy={removing === row.product_id}
                busyLabel={t('common.loading')}
              >
                {t('wishlist.remove')}
                <span className="souk-visually-hidden">: {row.product.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SavedList>
  )
}
