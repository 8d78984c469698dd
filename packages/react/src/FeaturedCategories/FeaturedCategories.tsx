import { type CategoryLink, cx, PAGE_SIZES } from '@souk/core'
import type { ReactNode } from 'react'
import { HomeSection } from '../Collections/HomeSection'
import { useLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import { Image } from '../Image/Image'
import { Shimmer } from '../Shimmer/Shimmer'

/** Props of `FeaturedCategories`. */
export interface FeaturedCategoriesProps {
  /** The home page's `featured_categories` (at most 12 are shown). */
  categories: readonly CategoryLink[]
  /** The heading; default the translated 'Featured categories'. */
  title?: ReactNode
  /** Level of the heading. */
  headingLevel?: 2 | 3 | 4
  /** Adds a 'see all' link to the categories page. */
  showAllLink?: boolean
  /** The home data is loading: placeholders are shown. */
  loading?: boolean
  /** A failure message, shown instead of the categories. */
  error?: ReactNode
  /** Called by the retry button of the error state. */
  onRetry?: () => void
  /** Extra class on the root. */
  className?: string
}

/** The featured categories of the home page (at most 12): each an image and a title linking to its listing. */
export function FeaturedCategories({
  categories,
  title,
  headingLevel = 2,
  showAllLink = true,
  loading = false,
  error,
  onRetry,
  className,
}: FeaturedCategoriesProps) {
  const { t } = useT()
  const links = useLinks()
  const shown = categories.slice(0, PAGE_SIZES.featuredCategories)
  if (!loading && !error && shown.length === 0) return null
  return (
    <HomeSection
      className={cx('souk-featured-categories', className)}
      title={title ?? t('home.featuredCategories')}
      headingLevel={headingLevel}
      link={showAllLink ? { href: links.localize('/categories') } : undefined}
      loading={loading}
      placeholder={<Shimmer variant="block" count={6} className="souk-featured-categories__shimmer" />}
      error={error}
      onRetry={onRetry}
    >
      <ul className="souk-featured-categories__list">
        {shown.map((category) => (
          <li key={category.id} className="souk-featured-categories__item">
            <a className="souk-featured-categories__link" href={links.category(category.slug)}>
              <Image
                className="souk-featured-categories__image"
                src={category.image}
                alt=""
                width={96}
                height={96}
                thumb
              />
              <span className="souk-featured-categories__title">{category.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
