import { type Brand, cx, PAGE_SIZES } from '@souk/core'
import type { ReactNode } from 'react'
import { HomeSection } from '../Collections/HomeSection'
import { useLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import { Image } from '../Image/Image'
import { Shimmer } from '../Shimmer/Shimmer'

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
  const links = useLinks()
  const shown = brands.slice(0, PAGE_SIZES.featuredBrands)
  if (!loading && !error && shown.length === 0) return null
  return (
    <HomeSection
      className={cx('souk-featured-brands', className)}
      title={title ?? t('home.featuredBrands')}
      headingLevel={headingLevel}
      link={showAllLink ? { href: links.localize('/brands') } : undefined}
      loading={loading}
      placeholder={<Shimmer variant="block" count={5} className="souk-featured-brands__shimmer" />}
      error={error}
      onRetry={onRetry}
    >
      <ul className="souk-featured-brands__list">
        {shown.map((brand) => (
          <li key={brand.id} className="souk-featured-brands__item">
            <a className="souk-featured-brands__link" href={links.brand(brand.slug, brand.id)}>
              <Image
                className="souk-featured-brands__logo"
                src={brand.image}
                alt={brand.title}
                width={160}
                height={80}
              />
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
