import { errorText, type Paginator } from '@souk/core'
import {
  Pagination,
  type ProductCardItem,
  ProductCardView,
  ProductGridView,
  useLocale,
  usePart,
  useT,
  useWidgetSouk,
} from '@souk/react'
import buttonCss from '@souk/react/styles/Button/Button.css?inline'
import emptyCss from '@souk/react/styles/EmptyState/EmptyState.css?inline'
import iconCss from '@souk/react/styles/Icon/Icon.css?inline'
import imageCss from '@souk/react/styles/Image/Image.css?inline'
import paginationCss from '@souk/react/styles/Pagination/Pagination.css?inline'
import priceLabelCss from '@souk/react/styles/PriceLabel/PriceLabel.css?inline'
import productCardCss from '@souk/react/styles/ProductCard/ProductCard.css?inline'
import gridCss from '@souk/react/styles/ProductGrid/ProductGrid.css?inline'
import ratingCss from '@souk/react/styles/Rating/Rating.css?inline'
import shimmerCss from '@souk/react/styles/Shimmer/Shimmer.css?inline'
import { useEffect, useState } from 'react'
import { createSoukElement, type ElementProps, type SoukElementOf } from '../base/createSoukElement'
import { emitError } from '../base/emit'
import { type ListingSource, loadListing } from './listingSource'
import css from './SoukProductList.css?inline'

/** Attribute props of `<souk-product-list>`. */
export interface SoukProductListProps {
  /** A category's slug. */
  category?: string
  /** Brand ids, comma-separated. */
  brand?: string
  /** Collection ids, comma-separated. */
  collection?: string
  /** A seller's store slug. */
  store?: string
  /** A flash sale's id. */
  flashSale?: number
  /** Search text. */
  q?: string
  /** `price_low_to_high`, `price_high_to_low`, `avg_customer_review` or `featured`. */
  sort?: string
  /** At most this many cards per page (the shop's page size otherwise). */
  limit?: number
  /** Accessible name of the list; default the translated 'Products'. */
  label?: string
}

/** `<souk-product-list>`: its attributes as properties, and `theme`. */
export type SoukProductListElement = SoukElementOf<SoukProductListProps>

type Loaded = { key: string; page: Paginator<ProductCardItem> } | { key: string; error: string }

function ProductListElement(props: SoukProductListProps & ElementProps) {
  const { category, brand, collection, store, flashSale, q, sort, limit, label, host } = props
  const souk = useWidgetSouk()
  const { t } = useT()
  const part = usePart('product-list')
  const { language } = useLocale()
  const [retry, setRetry] = useState(0)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const filters = JSON.stringify([category, brand, collection, store, flashSale, q, sort])
  // The page belongs to the filters it was chosen for: new filters start again at the first page.
  const [paging, setPaging] = useState({ filters, page: 1 })
  const page = paging.filters === filters ? paging.page : 1
  const setPage = (next: number) => setPaging({ filters, page: next })
  const key = `${filters}|${page}|${language}|${retry}`

  useEffect(() => {
    const controller = new AbortController()
    const source: ListingSource = { category, brand, collection, store, flashSale, q, sort, page }
    loadListing(souk, source, controller.signal)
      .then((result) => setLoaded({ key, page: result }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        const message = errorText(error, souk.t)
        setLoaded({ key, error: message })
        emitError(host, error, message)
      })
    return () => controller.abort()
  }, [souk, key, category, brand, collection, store, flashSale, q, sort, page, host])

  const current = loaded?.key === key ? loaded : null
  const result = current && 'page' in current ? current.page : null
  const cards = result ? (limit && limit > 0 ? result.data.slice(0, limit) : result.data) : []
  return (
    <section className="souk-product-list" part={part()} aria-busy={!current || undefined}>
      <ProductGridView
        products={cards}
        loading={!current}
        shimmerCount={limit && limit > 0 ? Math.min(limit, 8) : 8}
        error={current && 'error' in current ? current.error : undefined}
        onRetry={() => setRetry((value) => value + 1)}
        label={label || t('widgets.productList')}
        emptyTitle={<slot name="empty">{t('empty.products')}</slot>}
        renderCard={(product, priority) => (
          <ProductCardView product={product} headingLevel={3} priority={priority} />
        )}
      />
      {result ? <Pagination paginator={result} onPageChange={setPage} /> : null}
    </section>
  )
}

/**
 * @summary A listing of the shop's products: by category, brand, collection, store, flash sale or search
 *   text, sorted, with pagination.
 *
 * @tag souk-product-list
 * @attr category - A category's slug (listing of that category, `brand` and `collection` narrow it).
 * @attr brand - Brand ids, comma-separated.
 * @attr collection - Collection ids, comma-separated.
 * @attr store - A seller's store slug.
 * @attr {number} flash-sale - A running flash sale's id.
 * @attr q - Search text.
 * @attr sort - `price_low_to_high`, `price_high_to_low`, `avg_customer_review` or `featured`.
 * @attr {number} limit - At most this many cards per page.
 * @attr label - Accessible name of the list (default: 'Products' in the widget's language).
 * @event {CustomEvent<SoukErrorDetail>} souk-error - A page of the listing could not be loaded.
 * @slot empty - The heading shown when nothing matches (default: 'No product found' in the widget's language).
 * @cssproperty --souk-surface - The widget's background (default: the theme's surface; `transparent` shows the page).
 * @cssproperty --souk-color-primary - Brand colour (and every other `--souk-*` token of `@souk/themes`).
 * @cssproperty --souk-product-list-min-card - Minimum card width of the grid (default 12rem).
 */
export const SoukProductList = /* @__PURE__ */ createSoukElement<SoukProductListProps>(ProductListElement, {
  block: 'souk-product-list',
  attributes: {
    category: 'string',
    brand: 'string',
    collection: 'string',
    store: 'string',
    flashSale: 'number',
    q: 'string',
    sort: 'string',
    limit: 'number',
    label: 'string',
  },
  styles: [
    iconCss,
    buttonCss,
    imageCss,
    priceLabelCss,
    ratingCss,
    shimmerCss,
    emptyCss,
    productCardCss,
    gridCss,
    paginationCss,
    css,
  ],
})
