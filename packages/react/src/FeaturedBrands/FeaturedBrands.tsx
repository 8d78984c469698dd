import { type Brand, PAGE_SIZES } from '@souk/core'
import type { ReactNode } from 'react'
import { FeaturedTiles } from '../Collections/FeaturedTiles'
import { useShopLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'

/** Props of `FeaturedBrands`. */
export interface FeaturedBrandsProps {
  /** The home page's `featured_brands` (at most 15 are shown). */
  brands: readonly Pick<Brand, 'id' | 'title' | 'slug' | 'image'>[]
  /** The heading; default the translated 'Featured brands'. */
  title?: ReactNode
  /** Level of the heading. */
  headingLevel?: 2 | 3 | 4
  /** Adds a 'see all' link to the brands page. */
  showAllLink?: boolean
  /** The home data is loading: placeholders are shown. */
  loading?: boolean
  /** A failure message, shown instead of the brands. */
  error?: ReactNode
  /** Called by the retry button of the error state. */
  onRetry?: () => void
  /** Extra class on the root. */
  className?: string
}

/** The featured brands of the home page (at most 15): each a logo linking to the brand's listing, named by the brand. */
export function FeaturedBrands({
  brands,
  title,
  headingLevel = 2,
  showAllLink = true,
  loading = false,
  error,
  onRetry,
  className,
}: FeaturedBrandsProps) {
  const { t } = useT()
  const links = useShopLinks()
  return (
    <FeaturedTiles
      block="souk-featured-brands"
      tiles={brands.slice(0, PAGE_SIZES.featuredBrands).map((brand) => ({
        id: brand.id,
        href: links.brand(brand.slug, brand.id),
        image: brand.image,
        alt: brand.title,
      }))}
      title={title ?? t('home.featuredBrands')}
      headingLevel={headingLevel}
      allHref={showAllLink ? links.localize('/brands') : undefined}
      placeholders={5}
      picture={{ part: 'logo', width: 160, height: 80 }}
      loading={loading}
      error={error}
      onRetry={onRetry}
      className={className}
    />
  )
}
