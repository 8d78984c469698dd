import { HOME_SECTION_CARDS, routes } from '@souk/core'
import {
  Collections,
  FeaturedBrands,
  FeaturedCategories,
  FlashSales,
  HomeBanners,
  HomeSection,
  HomeSlider,
  ProductGrid,
  type ProductGridProps,
  SiteFeatures,
  useLinks,
  useSettings,
  useT,
} from '@souk/react'
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
  const first = <T,>(cards: readonly T[]) => cards.slice(0, HOME_SECTION_CARDS)
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

export default function Home() {
  const { home, discover, now } = useLoaderData<typeof loader>()
  const { t } = useT()
  const revalidator = useRevalidator()
  const common = useSettings((state) => state.common)
  const origin = useOrigin()
  const links = useLinks()
  // Each section server-renders its first cards; the rest are behind its 'See all' link (a small home DOM).
  const capped = (cards: ProductGridProps['products'], label: string) => (
    <ProductGrid
      products={cards.slice(0, HOME_SECTION_CARDS)}
      label={label}
      cardProps={{ headingLevel: 3 }}
    />
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
