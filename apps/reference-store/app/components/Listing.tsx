import type { IdTitle, ListingCard, Paginator } from '@souk/core'
import { filtersFromSearch, LISTING_FILTER_KEYS, searchWithFilters, shownSort } from '@souk/core'
import { type BreadcrumbItem, ProductGrid, ResultCount, useT } from '@souk/react'
import type { ReactNode } from 'react'
import { useLocation, useNavigate, useNavigation } from 'react-router'
import { keptFields, queryString, searchWith } from '../lib/listing'
import { StoreBreadcrumb } from '../lib/structuredData'
import { deferredPart } from './deferredPart'
import { HydrationBoundary } from './HydrationBoundary'

/** The sort order's combobox, the filters and the paginator, loaded once the page has hydrated (`ListingParts.tsx`). */
const listingParts = () => import('./ListingParts')
const SortSelect = deferredPart(() => listingParts().then((module) => module.SortSelect))
// A button pressed in the filters before their code came is pressed again; the boxes ticked meanwhile the filters
// take themselves, as one change (`useHydrationEdits`).
const Filters = deferredPart(() => listingParts().then((module) => module.Filters), {
  replayPressesIn: '.store-listing__filters',
  replayEdits: false,
})
const Pagination = deferredPart(() => listingParts().then((module) => module.Pagination))

/** Props of `Listing`. */
export interface ListingProps {
  /** The page heading. */
  title: ReactNode
  /** The trail above the heading (the last item is this page). */
  breadcrumb: readonly BreadcrumbItem[]
  /** The listing's page of products. */
  result: Paginator<ListingCard>
  /** The sidebar lists of the listing reply. */
  brands?: readonly IdTitle[] | null
  collections?: readonly IdTitle[] | null
  shipping?: readonly IdTitle[] | null
  /** What to show when nothing was found (default the grid's 'No product found'). */
  emptyTitle?: ReactNode
  /** Links shown under the heading (e.g. the sub-categories). */
  related?: ReactNode
}

/**
 * A product listing: breadcrumb, heading, filters (kept in the address query as the API takes them), sort
 * (`sortby`), result count, the grid and a paginator of real links. Every change is a navigation, so the
 * server-rendered page is the same as the one reached in the browser.
 */
export function Listing({
  title,
  breadcrumb,
  result,
  brands,
  collections,
  shipping,
  emptyTitle,
  related,
}: ListingProps) {
  const { t } = useT()
  const location = useLocation()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const search = new URLSearchParams(location.search)
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname
  const go = (next: URLSearchParams) =>
    navigate({ pathname: location.pathname, search: queryString(next) }, { preventScrollReset: true })
  const label = typeof title === 'string' ? title : t('listing.title')
  return (
    <div className="store-page store-listing">
      <StoreBreadcrumb items={breadcrumb} />
      <h1 className="store-listing__title">{title}</h1>
      {related}
      <div className="store-listing__body">
        <aside className="store-listing__filters" aria-label={t('listing.filters')}>
          <Filters
            value={filtersFromSearch(search)}
            keep={keptFields(search, [...LISTING_FILTER_KEYS, 'page'])}
            onChange={(value) => go(searchWithFilters(search, value))}
            brands={brands}
            collections={collections}
            shipping={shipping}
          />
        </aside>
        <HydrationBoundary>
          <div className="store-listing__results">
            <div className="store-listing__toolbar">
              <ResultCount paginator={result} loading={loading} />
              {/* A GET form: without JavaScript its 'Apply' loads the listing in the chosen order. */}
              <form method="get" className="store-listing__sort" onSubmit={(event) => event.preventDefault()}>
                {keptFields(search, ['sortby', 'page']).map(([name, value]) => (
                  <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
                ))}
                <SortSelect
                  name="sortby"
                  value={shownSort(search)}
                  onChange={(value) => go(searchWith(search, 'sortby', value))}
                />
              </form>
            </div>
            <ProductGrid
              products={result.data}
              label={label}
              priorityCount={4}
              // The cards are the page's second level: on a phone the filters (and their h2) are in a closed drawer.
              cardProps={{ headingLevel: 2 }}
              emptyTitle={emptyTitle}
              className={loading ? 'store-listing__grid--stale' : undefined}
            />
            <Pagination
              paginator={result}
              hrefForPage={(page) =>
                `${location.pathname}${queryString(searchWith(search, 'page', page === 1 ? null : String(page)))}`
              }
              onPageChange={(page) => go(searchWith(search, 'page', page === 1 ? null : String(page)))}
            />
          </div>
        </HydrationBoundary>
      </div>
    </div>
  )
}
