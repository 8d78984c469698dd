import { routes } from '@souk/core'
import {
  FeaturedBrands,
  FeaturedCategories,
  FlashSales,
  HomeBanners,
  HomeSection,
  type ProductGridProps,
  useLinks,
  useT,
} from '@souk/react'
import type { ReactNode } from 'react'
import type { HomePageData } from '../routes/home'

// The home's slider, pictures and links above the later sections, deferred by the home route as these are.
export { HomeBanners, HomeSlider, SiteFeatures } from '@souk/react'

/** Props of `HomeLaterSections`. */
export interface HomeLaterSectionsProps {
  home: HomePageData['home']
  now: HomePageData['now']
  /** The cards of all products. */
  discover: HomePageData['discover']
  /** A section's cards; `index`: its place among the product sections (collections, flash sales, all products). */
  section: (cards: ProductGridProps['products'], label: string, index: number) => ReactNode
  /** A flash sale ended: the page's data is loaded again. */
  onSaleEnd: () => void
}

/**
 * The home page's sections below the first ones, loaded once the page has hydrated (`deferredPart.tsx`, issue
 * 17): the featured categories, the second banners, the featured brands, the flash sales and all products. The
 * server renders them with the page (in `store-home__later`, a box of no layout of its own); until their code
 * arrives their HTML stays as it is, and a press on one of their buttons meanwhile is pressed again once it has.
 */
export function HomeLaterSections({ home, now, discover, section, onSaleEnd }: HomeLaterSectionsProps) {
  const { t } = useT()
  const links = useLinks()
  const sales = home.collections.length
  return (
    <div className="store-home__later">
      <FeaturedCategories categories={home.featured_categories} showAllLink />
      <HomeBanners banners={home.banners} slots={[4, 5, 6]} />
      <FeaturedBrands brands={home.featured_brands} showAllLink />
      <FlashSales
        sales={home.flash_sales}
        now={now}
        renderProducts={(cards, sale) => section(cards, sale.title, sales + home.flash_sales.indexOf(sale))}
        onSaleEnd={onSaleEnd}
      />
      <HomeSection title={t('listing.allProducts')} link={{ href: links.localize(routes.search) }}>
        {section(discover, t('listing.allProducts'), sales + home.flash_sales.length)}
      </HomeSection>
    </div>
  )
}
