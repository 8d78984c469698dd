import type { ProductDetail } from '@souk/core'
import { ProductGrid, ProductReviews, StoreCard, Tabs, useT, VoucherCard, WhatsAppButton } from '@souk/react'
import type { ComponentProps } from 'react'
import { useLocation } from 'react-router'
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
