import { cx, PRODUCT_SHIMMER_COUNT } from '@souk/core'
import type { ReactNode } from 'react'
import { EmptyState, type EmptyStateAction } from '../EmptyState'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'
import type { ProductCardItem, ProductCardProps } from '../ProductCard'
import { ProductCard } from '../ProductCard/ProductCard'
import { usePart } from '../parts'
import { Shimmer } from '../Shimmer'

/** Props of `ProductGridView`: the grid, whatever card it shows. */
export interface ProductGridViewProps {
  /** The cards to show, in order. */
  products: readonly ProductCardItem[]
  /** The products are loading: placeholders replace the grid. */
  loading?: boolean
  /** How many placeholders while loading; default core's `PRODUCT_SHIMMER_COUNT` (21). */
  shimmerCount?: number
  /** The products could not be loaded: this message replaces the grid (with a retry button when `onRetry` is set). */
  error?: ReactNode
  /** Called by the retry button of the error state. */
  onRetry?: () => void
  /** Accessible name of the list (e.g. the section's heading text). */
  label?: string
  /** Heading of the empty state; default the translated 'No product found'. */
  emptyTitle?: ReactNode
  /** What the shopper can do when nothing was found (e.g. a link to all products). */
  emptyAction?: ReactNode | EmptyStateAction
  /**
   * How many of the first cards load their image at once (those above the fold); the first one, the listing's
   * largest picture, is also fetched first (`fetchpriority="high"`).
   */
  priorityCount?: number
  /**
   * How many cards the grid will show once the rest has come (more than `products`, e.g. a section whose other
   * cards load as the shopper scrolls near): the missing ones keep their places, empty and hidden from assistive
   * technologies, so nothing below the grid moves when they arrive.
   */
  reserve?: number
  /** Draws one card, given whether its image loads at once (`true`) or first of all (`'high'`). */
  renderCard: (product: ProductCardItem, priority: boolean | 'high') => ReactNode
  /** Extra class on the root. */
  className?: string
}

/** Props of `ProductGrid`. */
export interface ProductGridProps extends Omit<ProductGridViewProps, 'renderCard'> {
  /** Props handed to every card (heading level, image size, which buttons show). */
  cardProps?: Omit<ProductCardProps, 'product' | 'priority'>
}

/**
 * A grid of `ProductCard`s (with the wishlist and compare toggles `cardProps` asks for): `ProductGridView` with
 * the store's card. A grid of cards without toggles (the widgets') uses the view with `ProductCardView`, and its
 * page does not download the toggles.
 */
export function ProductGrid({ cardProps, ...grid }: ProductGridProps) {
  return (
    <ProductGridView
      {...grid}
      renderCard={(product, priority) => <ProductCard {...cardProps} product={product} priority={priority} />}
    />
  )
}

/**
 * A grid of product cards as a list (`ul`/`li`). While loading it shows `Shimmer` placeholders (21 by default,
 * spec §9) and marks itself busy; with no products (and none to come: `reserve`), the 'No product found' empty
 * state; with an error, the message and a retry button.
 */
export function ProductGridView({
  products,
  loading = false,
  shimmerCount = PRODUCT_SHIMMER_COUNT,
  error,
  onRetry,
  label,
  emptyTitle,
  emptyAction,
  priorityCount = 0,
  reserve = 0,
  renderCard,
  className,
}: ProductGridViewProps) {
  const { t } = useT()
  const part = usePart('product-grid')
  const classes = cx('souk-product-grid', className)
  if (loading) {
    return (
      <div className={classes} part={part()} aria-busy="true" data-state="loading">
        <Shimmer variant="grid" count={shimmerCount} />
      </div>
    )
  }
  if (error) {
    return (
      <div className={classes} part={part()} data-state="error">
        <EmptyState
          icon={<Icon name="alert" />}
          title={error}
          action={onRetry ? { label: t('common.retry'), onClick: onRetry } : undefined}
        />
      </div>
    )
  }
  const places = Math.max(0, Math.floor(reserve) - products.length)
  if (products.length === 0 && places === 0) {
    return (
      <div className={classes} part={part()} data-state="empty">
        <EmptyState
          icon={<Icon name="search" />}
          title={emptyTitle ?? t('empty.products')}
          action={emptyAction}
        />
      </div>
    )
  }
  return (
    <div className={classes} part={part()}>
      {/* Only places, no card yet: nothing for assistive technologies (not an empty list). */}
      <ul
        className="souk-product-grid__list"
        aria-label={label}
        aria-hidden={products.length === 0 ? true : undefined}
      >
        {products.map((product, index) => (
          <li key={product.id} className="souk-product-grid__item">
            {renderCard(product, index === 0 && priorityCount > 0 ? 'high' : index < priorityCount)}
          </li>
        ))}
        {Array.from({ length: places }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: empty places, told apart by position only
            key={`place-${index}`}
            className="souk-product-grid__item souk-product-grid__place"
            aria-hidden="true"
          />
        ))}
      </ul>
    </div>
  )
}
