import type { CollectionWithProducts } from '@souk/core'
import { cx } from '@souk/core'
import type { ReactNode } from 'react'
import { useShopLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import type { ProductCardItem } from '../ProductCard/ProductCard'
import { ProductGrid } from '../ProductGrid/ProductGrid'
import { Shimmer } from '../Shimmer/Shimmer'
import { HomeSection } from './HomeSection'
import { SectionError } from './SectionError'

/** Props of `Collections`. */
export interface CollectionsProps {
  /** The home page's `collections`. */
  collections: readonly CollectionWithProducts[]
  /** Draws the cards of one collection, called even for one without cards; default a `ProductGrid` (none without). */
  renderProducts?: (cards: ProductCardItem[], collection: CollectionWithProducts) => ReactNode
  /** Level of each collection's heading. */
  headingLevel?: 2 | 3 | 4
  /** The home data is loading: placeholder cards are shown. */
  loading?: boolean
  /** A failure message, shown instead of the collections. */
  error?: ReactNode
  /** Called by the retry button of the error state. */
  onRetry?: () => void
  /** Extra class on the root. */
  className?: string
}

/**
 * The home page's product collections: each one a section titled by the collection, with its cards and a 'see
 * all' link to the collection listing. A collection without cards keeps its title and link (the API caps the
 * cards over all collections together, so an empty one may still have products).
 */
export function Collections({
  collections,
  renderProducts,
  headingLevel = 2,
  loading = false,
  error,
  onRetry,
  className,
}: CollectionsProps) {
  const { t } = useT()
  const links = useShopLinks()
  const rootClass = cx('souk-collections', className)
  if (error) {
    return (
      <div className={rootClass}>
        <SectionError error={error} onRetry={onRetry} headingLevel={(headingLevel - 1) as 1 | 2 | 3} />
      </div>
    )
  }
  if (loading) {
    return (
      <div className={rootClass} aria-busy="true">
        <Shimmer variant="grid" count={4} label={t('common.loading')} />
      </div>
    )
  }
  if (collections.length === 0) return null
  return (
    <div className={rootClass}>
      {collections.map((collection) => {
        const cards: ProductCardItem[] = collection.product_collections
        return (
          <HomeSection
            key={collection.id}
            className="souk-collections__collection"
            title={collection.title}
            headingLevel={headingLevel}
            link={{ href: links.collection(collection.slug, collection.id) }}
          >
            {renderProducts ? (
              // Called for every collection: the caller may load the cards of one that came without.
              renderProducts(cards, collection)
            ) : cards.length > 0 ? (
              <ProductGrid
                products={cards}
                label={collection.title}
                cardProps={{ headingLevel: (headingLevel + 1) as 3 | 4 | 5 }}
              />
            ) : null}
          </HomeSection>
        )
      })}
    </div>
  )
}
