import { displayPrice, type Inventory, type ProductDetail } from '@souk/core'
import {
  BundleDealHint,
  CompareButton,
  PriceLabel,
  ProductBadges,
  Rating,
  StockStatus,
  useImageUrl,
  useLinks,
  useSettings,
  useShopLinks,
  useT,
  WishlistButton,
} from '@souk/react'
import { stripHtml } from '../lib/meta'
import { absoluteUrl, JsonLd } from '../lib/structuredData'

/**
 * The product page's parts above the fold that are pictures, words and forms of their own, loaded once the page
 * has hydrated (`deferredPart.tsx`, issue 17), in a file of their own (small, so they come before the parts below
 * the fold): the trail and the structured data, the gallery (its thumbnails pressed meanwhile are pressed again),
 * the rating, brand, price, stock and bundle-deal lines (they follow the chosen variant once hydrated), and the
 * wishlist, compare and service badges (their buttons are forms that post without the code). The options, the
 * quantity and 'Add to cart' are not deferred.
 */
export { ProductGallery } from '@souk/react'
export { StoreBreadcrumb } from '../lib/structuredData'

/** The rating, the brand, the price of the chosen variant, its stock and the bundle deal. */
export function ProductFacts({
  product,
  inventory,
  variantPrice,
}: {
  product: ProductDetail
  /** The chosen variant, when the choice designates one. */
  inventory: Inventory | null
  /** Its price, when it has one of its own. */
  variantPrice: number | null
}) {
  const { t } = useT()
  const links = useShopLinks()
  return (
    <>
      <Rating value={product.rating} count={product.review_count} />
      {product.brand ? (
        <p className="store-product__meta">
          {t('product.brand')}:{' '}
          <a href={links.brand(product.slug, product.brand.id)}>{product.brand.title}</a>
        </p>
      ) : null}
      {variantPrice !== null && variantPrice !== displayPrice(product) ? (
        <PriceLabel item={{ selling: variantPrice }} size="lg" />
      ) : (
        <PriceLabel item={product} size="lg" />
      )}
      <StockStatus className="store-product__stock" product={product} inventory={inventory} />
      <BundleDealHint deal={product.bundle_deal} />
    </>
  )
}

/** 'Add to wishlist', 'Add to compare' and the product's service badges. */
export function ProductActions({ product }: { product: ProductDetail }) {
  return (
    <>
      <div className="store-product__actions">
        <WishlistButton productId={product.id} wishlisted={product.wishlisted} showLabel />
        <CompareButton productId={product.id} showLabel />
      </div>
      <ProductBadges product={product} />
    </>
  )
}

/** Structured data of the product (schema.org Product with its offer and rating). */
export function ProductJsonLd({ product }: { product: ProductDetail }) {
  const imageUrl = useImageUrl()
  const currency = useSettings((state) => state.common?.setting.currency) || 'USD'
  const siteUrl = useSettings((state) => state.common?.site_setting.site_url)
  const links = useLinks()
  const url = siteUrl ? absoluteUrl(links.product(product.slug, product.id), siteUrl) : undefined
  const json = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    image: [imageUrl(product.image)],
    description: stripHtml(product.meta_description || product.overview || product.description || ''),
    sku: product.inventory[0]?.sku ?? undefined,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.title } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: currency,
      price: displayPrice(product).toFixed(2),
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(product.store ? { seller: { '@type': 'Organization', name: product.store.name } } : {}),
    },
    ...(product.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.review_count,
            bestRating: 5,
          },
        }
      : {}),
  }
  return <JsonLd data={json} />
}
