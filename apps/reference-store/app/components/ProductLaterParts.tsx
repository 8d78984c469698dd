import { displayPrice, type Inventory, type ProductDetail } from '@souk/core'
import {
  BundleDealHint,
  CompareButton,
  PriceLabel,
  ProductBadges,
  ProductGrid,
  ProductReviews,
  Rating,
  StockStatus,
  StoreCard,
  Tabs,
  useImageUrl,
  useLinks,
  useSettings,
  useShopLinks,
  useT,
  VoucherCard,
  WhatsAppButton,
  WishlistButton,
} from '@souk/react'
import type { ComponentProps } from 'react'
import { useLocation } from 'react-router'
import { stripHtml } from '../lib/meta'
import { absoluteUrl, JsonLd } from '../lib/structuredData'
import { HydrationBoundary } from './HydrationBoundary'

/**
 * The product page's parts below the fold, loaded once the page has hydrated (`deferredPart.tsx`, issue 17): the
 * seller and the vouchers, the description, the reviews and the suggestions. The server renders them with the
 * page; until their code arrives their HTML stays as it is (links and forms work without it), and a press on one
 * of their buttons meanwhile is pressed again once it has (`PRODUCT_LATER_ROOTS`).
 */
export function ProductLaterParts({
  product,
  reviews,
  suggestions,
}: {
  product: ProductDetail
  reviews: ComponentProps<typeof ProductReviews>['initialData']
  suggestions: ComponentProps<typeof ProductGrid>['products']
}) {
  const { t } = useT()
  const location = useLocation()
  return (
    <>
      <HydrationBoundary>
        {product.store ? (
          <section className="store-section" aria-label={t('product.soldBy')}>
            <StoreCard store={product.store} showFollow headingLevel={2} />
            <WhatsAppButton store={product.store} />
          </section>
        ) : null}
        {product.vouchers.length ? (
          <section className="store-section" aria-labelledby="product-vouchers">
            <h2 id="product-vouchers">{t('product.vouchers')}</h2>
            <ul className="store-vouchers">
              {product.vouchers.map((voucher) => (
                <li key={voucher.code}>
                  <VoucherCard
                    voucher={voucher}
                    store={voucher.store_id && product.store ? product.store : null}
                    headingLevel={3}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </HydrationBoundary>
      <HydrationBoundary>
        <ProductInformation product={product} />
      </HydrationBoundary>
      <HydrationBoundary>
        <ProductReviews
          productId={product.id}
          initialData={reviews}
          average={product.rating}
          headingLevel={2}
          hrefForPage={(page) => {
            const search = new URLSearchParams(location.search)
            if (page === 1) search.delete('reviews')
            else search.set('reviews', String(page))
            const query = search.toString()
            return `${location.pathname}${query ? `?${query}` : ''}`
          }}
        />
      </HydrationBoundary>
      {suggestions.length ? (
        <HydrationBoundary>
          <section className="store-section" aria-labelledby="product-suggestions">
            <h2 id="product-suggestions">{t('product.suggestions')}</h2>
            <ProductGrid products={suggestions} label={t('product.suggestions')} />
          </section>
        </HydrationBoundary>
      ) : null}
    </>
  )
}

/** The description and overview (HTML written by the shop), each in its own container, as tabs. */
function ProductInformation({ product }: { product: ProductDetail }) {
  const { t } = useT()
  const items = [
    product.description
      ? {
          id: 'description',
          label: t('product.description'),
          content: (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted shop content from the back office
            <div className="store-html" dangerouslySetInnerHTML={{ __html: product.description }} />
          ),
        }
      : null,
    product.overview
      ? {
          id: 'overview',
          label: t('product.overview'),
          content: (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted shop content from the back office
            <div className="store-html" dangerouslySetInnerHTML={{ __html: product.overview }} />
          ),
        }
      : null,
  ].filter((item) => item !== null)
  if (!items.length) return null
  return (
    <section className="store-section store-product__information">
      <Tabs items={items} label={t('product.specifications')} />
    </section>
  )
}

/**
 * The product page's parts above the fold that are pictures, words and forms of their own, loaded with the parts
 * below it: the gallery (its thumbnails pressed meanwhile are pressed again), the stock and bundle-deal lines
 * (they follow the chosen variant once hydrated), and the wishlist, compare and service badges (their buttons are
 * forms that post without the code).
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
