import { CompareTable, useT } from '@souk/react'
import { useLoaderData } from 'react-router'
import { SavedList, savedListMeta } from '../../components/account/SavedProducts'
import { toggleAction } from '../../lib/formActions.server'
import { comparedLoader } from '../../lib/savedLists.server'

/** The customer's compare list, 14 a page (contract 5.10), with each product's detail (brand, seller, stock, attributes). */
export const loader = comparedLoader

/** The compare toggle forms of every page (`souk.links.compareAction()`), without JavaScript. */
export const action = toggleAction('compare')

export const meta = savedListMeta('compare')

/**
 * The compare table (@souk/react's `CompareTable`): a column per product, rows for price, rating, brand, seller,
 * availability and each attribute, and a remove button per product; 'No compared product found' when empty. Wide
 * tables scroll sideways.
 */
export default function Compared() {
  const { t } = useT()
  const { details } = useLoaderData<typeof loader>()
  return (
    <SavedList kind="compare">
      {({ rows, remove, removing }) => (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        <section className="store-compare" tabIndex={0} aria-label={t('compare.title')}>
          <CompareTable
            rows={rows}
            details={rows.map((row) => details[row.product_id] ?? null)}
            onRemove={(productId) => void remove(productId)}
            removing={removing}
          />
        </section>
      )}
    </SavedList>
  )
}
