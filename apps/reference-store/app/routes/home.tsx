import { HOME_SECTION_CARDS, HOME_SECTION_FIRST_CARDS, routes } from '@souk/core'
import {
  Collections,
  FeaturedBrands,
  FeaturedCategories,
  FlashSales,
  HomeBanners,
  HomeSection,
  HomeSlider,
  type ProductCardItem,
  ProductGrid,
  type ProductGridProps,
  SiteFeatures,
  useLinks,
  useSettings,
  useT,
} from '@souk/react'
import { useEffect, useRef, useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { JsonLd, organizationJsonLd, useOrigin } from '../lib/structuredData'
import { soukForRequest } from '../souk.server'

/** Home page data: sliders, features, banners, collections, featured categories and brands, flash sales. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { souk } = soukForRequest(request, context)
  const [home, discover] = await Promise.all([
    souk.client.catalog.home(),
    souk.client.catalog.products({ is_home_page: true }),
  ])
  // Only the cards the page shows travel in the page's data: each section's first ones (the rest are behind its
  // 'See all' link). The server's clock, so the flash-sale countdowns of the server and the browser render alike.
  const first = <T extends ProductCardItem>(cards: readonly T[]) =>
    cards.slice(0, HOME_SECTION_CARDS).map(cardOf)
  return {
    home: {
      ...home.data,
      collections: home.data.collections.map((collection) => ({
        ...collection,
        product_collections: first(collection.product_collections),
      })),
      flash_sales: home.data.flash_sales.map((sale) => ({
        ...sale,
        public_products: first(sale.public_products),
      })),
    },
    discover: first(discover.data.result.data),
    now: Date.now(),
  }
}

/** What a product card reads (`ProductCard`, its price and flash badge): the rest of a row stays on the server. */
const CARD_FIELDS = [
  'id',
  'slug',
  'title',
  'badge',
  'image',
  'selling',
  'offered',
  'price',
  'end_time',
  'rating',
  'review_count',
] as const

/**
 * A card with only the fields a card shows (`CARD_FIELDS`): a collection's or a sale's row also carries its join
 * ids and timestamps, which no component reads. Typed as the row it came from, which the sections expect.
 */
function cardOf<T extends ProductCardItem>(card: T): T {
  const kept: Record<string, unknown> = {}
  for (const field of CARD_FIELDS) if (field in card) kept[field] = card[field as keyof T]
  return kept as T
}

export default function Home() {
  const { home, discover, now } = useLoaderData<typeof loader>()
  const { t } = useT()
  const revalidator = useRevalidator()
  const common = useSettings((state) => state.common)
  const origin = useOrigin()
  const links = useLinks()
  // Each section shows its first cards; the rest are behind its 'See all' link (a small home DOM).
  const capped = (cards: ProductGridProps['products'], label: string) => (
    <SectionProducts cards={cards.slice(0, HOME_SECTION_CARDS)} label={label} />
  )
  const siteName = common?.site_setting.site_name
  return (
    <div className="store-page store-home">
      {common && origin ? <JsonLd data={organizationJsonLd(common, origin)} /> : null}
      <h1 className="store-visually-hidden">{siteName}</h1>
      <HomeSlider slider={home.slider} label={t('home.slider')} />
      <SiteFeatures features={home.site_features} />
      <HomeBanners banners={home.banners} slots={[1, 2, 3]} />
      <Collections
        collections={home.collections}
        renderProducts={(cards, collection) => capped(cards, collection.title)}
      />
      <FeaturedCategories categories={home.featured_categories} showAllLink />
      <HomeBanners banners={home.banners} slots={[4, 5, 6]} />
      <FeaturedBrands brands={home.featured_brands} showAllLink />
      <FlashSales
        sales={home.flash_sales}
        now={now}
        renderProducts={(cards, sale) => capped(cards, sale.title)}
        onSaleEnd={() => {
          void revalidator.revalidate()
        }}
      />
      <HomeSection title={t('listing.allProducts')} link={{ href: links.localize(routes.search) }}>
        {capped(discover, t('listing.allProducts'))}
      </HomeSection>
    </div>
  )
}

/**
 * A home section's cards: the first row (`HOME_SECTION_FIRST_CARDS`) comes with the page; the others render once
 * the section is within a screen of the viewport, before the shopper reaches it (at once without an
 * IntersectionObserver). The server and the hydrating browser render the same first row.
 */
function SectionProducts({ cards, label }: { cards: ProductGridProps['products']; label: string }) {
  const [near, setNear] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const more = cards.length > HOME_SECTION_FIRST_CARDS
  useEffect(() => {
    const element = ref.current
    if (near || !more || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, more])
  return (
    <div ref={ref} className="store-home__products">
      <ProductGrid
        products={near ? cards : cards.slice(0, HOME_SECTION_FIRST_CARDS)}
        label={label}
        cardProps={{ headingLevel: 3 }}
      />
    </div>
  )
}
