import { Button, Image, PriceLabel, Rating, useLinks, useT } from '@souk/react'
import { SavedList, savedListMeta } from '../../components/account/SavedProducts'
import { toggleAction } from '../../lib/formActions.server'
import { savedListLoader } from '../../lib/savedLists.server'

/** The customer's compare list, 14 a page (contract 5.10). */
export const loader = savedListLoader('compare')

/** The compare toggle forms of every page (`souk.links.compareAction()`), without JavaScript. */
export const action = toggleAction('compare')

export const meta = savedListMeta('compare')

/**
 * The compare table: a column per product (image and title linking to it), rows for price and rating, and a
 * remove button per product; 'No compared product found' when empty. Wide tables scroll sideways.
 */
export default function Compared() {
  const { t } = useT()
  const links = useLinks()
  return (
    <SavedList kind="compare">
      {({ rows, remove, removing }) => (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        <section className="store-compare" tabIndex={0} aria-label={t('compare.title')}>
          <table>
            <thead>
              <tr>
                <td />
                {rows.map((row) => (
                  <th key={row.id} scope="col">
                    <a href={links.product(row.product.slug, row.product.id)}>
                      <Image src={row.product.image} alt="" width={120} height={120} thumb />
                      <span>{row.product.title}</span>
                    </a>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('product.price')}</th>
                {rows.map((row) => (
                  <td key={row.id}>
                    <PriceLabel item={row.product} size="sm" />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t('compare.rating')}</th>
                {rows.map((row) => (
                  <td key={row.id}>
                    <Rating value={row.product.rating} count={row.product.review_count} size="sm" />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">
                  <span className="souk-visually-hidden">{t('compare.remove')}</span>
                </th>
                {rows.map((row) => (
                  <td key={row.id}>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => void remove(row.product_id)}
                      busy={removing === row.product_id}
                      busyLabel={t('common.loading')}
                    >
                      {t('compare.remove')}
                      <span className="souk-visually-hidden">: {row.product.title}</span>
                    </Button>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </section>
      )}
    </SavedList>
  )
}
