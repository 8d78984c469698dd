import { cx, type Inventory, type ProductDetail, productStock } from '@souk/core'
import { useT } from '../hooks/useT'
import { usePart } from '../parts'

/** Props of `StockStatus`. */
export interface StockStatusProps {
  /** The product (its `in_stock` flag and variants). */
  product: Pick<ProductDetail, 'in_stock' | 'inventory'>
  /** The chosen variant, when the shopper chose one. */
  inventory: Pick<Inventory, 'quantity'> | null | undefined
  /** Class of the paragraph (the host styles it; `data-state` is `in`, `low` or `out`). */
  className?: string
  /** A `part` its parent declares for it (inside a widget). */
  part?: string
}

/**
 * 'In stock', 'Only n left in stock' or 'Out of stock' for the chosen variant (core's `productStock`), else only
 * whether the product is in stock; announced politely when a new choice changes it.
 */
export function StockStatus({ product, inventory, className, part: extra }: StockStatusProps) {
  const { t } = useT()
  const part = usePart('stock-status')
  const { state, left } = productStock(product, inventory)
  return (
    <p
      className={cx('souk-stock-status', className)}
      part={part(undefined, extra)}
      data-state={state}
      data-in-stock={state !== 'out'}
      aria-live="polite"
    >
      {state === 'out'
        ? t('product.outOfStockLabel')
        : state === 'low'
          ? t('product.onlyLeft', { count: left })
          : t('product.inStock')}
    </p>
  )
}
