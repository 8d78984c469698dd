// @vitest-environment node
import {
  createFakeSouk,
  makeBundleDeal,
  makeCommon,
  makeFlashSaleCard,
  makeGalleryProduct,
  makeListingCard,
  makePickupPlace,
  makeProductDetail,
  makeRatingTotals,
  makeReview,
  makeReviewImage,
  makeReviewsData,
  makeSellerStore,
  makeShippingRuleWithPlaces,
  makeVariantProduct,
  makeVoucher,
} from '@souk/core/testing'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import * as product from './product'
import { SoukProvider } from './SoukProvider'
import { expectCleanHydration } from './testing/hydration'

/** The shop's settings, built once: the server's page and the browser's must show the same banners. */
const common = makeCommon()

const variant = makeVariantProduct()

const cases: [string, ReactElement][] = [
  ['ProductCard', <product.ProductCard key="c" product={makeListingCard({ badge: 'New' })} />],
  ['ProductCard in a flash sale', <product.ProductCard key="c" product={makeFlashSaleCard()} />],
  ['ProductGrid', <product.ProductGrid key="g" products={[makeListingCard(), makeListingCard()]} />],
  ['ProductGrid loading', <product.ProductGrid key="g" products={[]} loading />],
  ['ProductGrid empty', <product.ProductGrid key="g" products={[]} />],
  ['ProductGallery', <product.ProductGallery key="p" product={makeGalleryProduct(3)} />],
  ['AttributePicker', <product.AttributePicker key="a" product={variant} defaultValue={{ 1: 11 }} />],
  [
    'AddToCart',
    <product.AddToCart key="a" product={variant} selection={{ 1: 11, 2: 21 }} onBuyNow={() => {}} />,
  ],
  ['BuyNow', <product.BuyNow key="b" product={makeProductDetail()} />],
  ['WishlistButton', <product.WishlistButton key="w" productId={1} wishlisted={3} showLabel />],
  ['CompareButton', <product.CompareButton key="c" productId={1} />],
  ['BundleDealBadge', <product.BundleDealBadge key="b" deal={makeBundleDeal()} />],
  [
    'ProductBadges',
    <product.ProductBadges
      key="b"
      product={makeProductDetail({
        refundable: 1,
        warranty: 1,
        shipping_rule: makeShippingRuleWithPlaces({ shipping_places: [makePickupPlace({ price: 0 })] }),
      })}
    />,
  ],
  [
    'ReviewForm',
    <product.ReviewForm
      key="r"
      productId={1}
      orderId={2}
      initial={{ rating: 4, review: 'Good.', review_images: [makeReviewImage()] }}
    />,
  ],
  [
    'ReviewList',
    <product.ReviewList
      key="r"
      data={makeReviewsData([makeReview({ review_images: [makeReviewImage()] })], {
        total: 9,
        totals: makeRatingTotals({ 5: 4, 4: 3, 2: 2 }),
      })}
    />,
  ],
  ['ReviewList empty', <product.ReviewList key="r" data={makeReviewsData([])} />],
  ['ReviewHistogram', <product.ReviewHistogram key="h" totals={makeRatingTotals({ 5: 1 })} />],
  ['ProductReviews', <product.ProductReviews key="r" productId={1} initialData={makeReviewsData()} />],
  ['StoreCard', <product.StoreCard key="s" store={makeSellerStore()} rating={4.5} following />],
  ['FollowButton', <product.FollowButton key="f" storeId={1} />],
  [
    'VoucherCard',
    <product.VoucherCard
      key="v"
      voucher={makeVoucher({ type: 2, capped_price: 5 })}
      store={{ name: 'Atlas', slug: 'atlas' }}
    />,
  ],
]

describe('server rendering of the product components', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined')
    expect(typeof window).toBe('undefined')
  })

  it.each(cases)(
    'renders %s in Arabic on the server, and the browser hydrates it without a mismatch',
    async (_name, element) => {
      await expectCleanHydration(() => (
        <SoukProvider souk={createFakeSouk({ initial: { common }, language: 'ar' })}>{element}</SoukProvider>
      ))
    },
  )

  it('formats dates in UTC, so a server and a browser in other time zones print the same month', () => {
    vi.stubEnv('TZ', 'Asia/Tokyo')
    try {
      const html = renderToString(
        <SoukProvider souk={createFakeSouk({ initial: { common: makeCommon() } })}>
          <product.StoreCard store={makeSellerStore({ created_at: '2021-03-31 23:30:00' })} />
        </SoukProvider>,
      )
      expect(new Date(Date.UTC(2021, 2, 31, 23, 30)).getDate()).toBe(1)
      expect(html).toContain('Member since March 2021')
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
