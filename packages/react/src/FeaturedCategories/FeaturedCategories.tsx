import { type CategoryLink, PAGE_SIZES } from '@souk/core'
import type { ReactNode } from 'react'
import { FeaturedTiles } from '../Collections/FeaturedTiles'
import { useLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'

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
  return (
    <FeaturedTiles
      block="souk-featured-categories"
      tiles={categories.slice(0, PAGE_SIZES.featuredCategories).map((category) => ({
        id: category.id,
        href: links.categoryListing(category),
        image: category.image,
        alt: '',
        caption: category.title,
      }))}
      title={title ?? t('home.featuredCategories')}
      headingLevel={headingLevel}
      allHref={showAllLink ? links.localize('/categories') : undefined}
      placeholders={6}
      picture={{ part: 'image', width: 96, height: 96, thumb: true }}
      loading={loading}
      error={error}
      onRetry={onRetry}
      className={className}
    />
  )
}
