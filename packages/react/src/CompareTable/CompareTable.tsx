import { type ComparedProduct, compareFacts, cx, type ListingCard, type SavedProductRow } from '@souk/core'
import type { ReactNode } from 'react'
import { Button } from '../Button'
import { useShopLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import { Image } from '../Image'
import { PriceLabel } from '../PriceLabel'
import { Rating } from '../Rating'

/** What the table reads of a compare-list row (contract 5.10). */
export type CompareTableRow = Pick<SavedProductRow, 'id' | 'product_id'> & { product: ListingCard }

/** Props of `CompareTable`. */
export interface CompareTableProps {
  /** The compared products, a column each. */
  rows: readonly CompareTableRow[]
  /** Each row's product detail (`GET product/{id}`), in the same order; null or missing when not read. */
  details: readonly (ComparedProduct | null | undefined)[]
  /** Removes a product from the list (a remove button per column when given). */
  onRemove?: (productId: number) => void
  /** The product being removed (its button shows busy). */
  removing?: number | null
  className?: string
}

/**
 * The compare table: a column per product (image and title linking to it, `th scope="col"`), and a row
 * (`th scope="row"`) for price, rating, brand, seller, availability and each attribute any of them has (core's
 * `compareFacts`); "—" where a product has none, read as "Not specified".
 */
export function CompareTable({ rows, details, onRemove, removing = null, className }: CompareTableProps) {
  const { t } = useT()
  const links = useShopLinks()
  const facts = compareFacts(rows.map((_, index) => details[index]))
  const none = (
    <>
      <span aria-hidden="true">—</span>
      <span className="souk-visually-hidden">{t('compare.notSpecified')}</span>
    </>
  )
  const row = (key: string, label: ReactNode, cell: (index: number) => ReactNode) => (
    <tr key={key} data-row={key}>
      <th scope="row">{label}</th>
      {rows.map((each, index) => (
        <td key={each.id}>{cell(index) ?? none}</td>
      ))}
    </tr>
  )
  return (
    <table className={cx('souk-compare-table', className)}>
      <thead>
        <tr>
          <td />
          {rows.map((each) => (
            <th key={each.id} scope="col">
              <a href={links.product(each.product.slug, each.product.id)}>
                <Image src={each.product.image} alt="" width={120} height={120} thumb />
                <span>{each.product.title}</span>
              </a>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {row('price', t('product.price'), (index) => (
          <PriceLabel item={(rows[index] as CompareTableRow).product} size="sm" />
        ))}
        {row('rating', t('compare.rating'), (index) => {
          const product = (rows[index] as CompareTableRow).product
          return <Rating value={product.rating} count={product.review_count} size="sm" />
        })}
        {row('brand', t('product.brand'), (index) => facts.brand[index])}
        {row('seller', t('compare.seller'), (index) => {
          const seller = facts.seller[index]
          return seller ? <a href={links.store(seller.slug)}>{seller.name}</a> : null
        })}
        {row('availability', t('compare.availability'), (index) => {
          const inStock = facts.inStock[index]
          if (inStock === null || inStock === undefined) return null
          return (
            <span className="souk-compare-table__stock" data-in-stock={inStock}>
              {inStock ? t('product.inStock') : t('product.outOfStockLabel')}
            </span>
          )
        })}
        {facts.attributes.map((attribute) =>
          row(`attribute-${attribute.id}`, attribute.title, (index) => attribute.values[index]),
        )}
        {onRemove ? (
          <tr data-row="remove">
            <th scope="row">
              <span className="souk-visually-hidden">{t('compare.remove')}</span>
            </th>
            {rows.map((each) => (
              <td key={each.id}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onRemove(each.product_id)}
                  busy={removing === each.product_id}
                  busyLabel={t('common.loading')}
                >
                  {t('compare.remove')}
                  <span className="souk-visually-hidden">: {each.product.title}</span>
                </Button>
              </td>
            ))}
          </tr>
        ) : null}
      </tbody>
    </table>
  )
}
