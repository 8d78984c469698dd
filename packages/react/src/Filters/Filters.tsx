import {
  activeFilterCount,
  BREAKPOINTS,
  cx,
  EMPTY_LISTING_FILTERS,
  type IdTitle,
  type ListingFilters,
} from '@souk/core'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { Button } from '../Button/Button'
import { Dialog } from '../Dialog/Dialog'
import { useMediaQuery } from '../hooks/useMediaQuery'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'
import { FilterPanel } from './FilterPanel'

/** The filters of a listing (core's `ListingFilters`). */
export type FiltersValue = ListingFilters

/** No filter at all. */
export const EMPTY_FILTERS: FiltersValue = EMPTY_LISTING_FILTERS

/** The filter groups, each a disclosure. */
export type FilterGroup = 'brand' | 'collection' | 'shipping' | 'rating' | 'price'

/** The media query under which the filters open in a drawer (below 992 px, spec §9 breakpoints). */
export const FILTERS_DRAWER_QUERY = `(max-width: ${BREAKPOINTS.popover - 0.02}px)`

const ALL_GROUPS: readonly FilterGroup[] = ['brand', 'collection', 'shipping', 'rating', 'price']

/** Props of `Filters`. */
export interface FiltersProps {
  /** The filters set now (controlled). */
  value: FiltersValue
  /** Called with the new filters when the shopper changes one. */
  onChange: (value: FiltersValue) => void
  /** The listing's sidebar lists (null or absent: the group is not shown). */
  brands?: readonly IdTitle[] | null
  collections?: readonly IdTitle[] | null
  shipping?: readonly IdTitle[] | null
  /** 'auto' follows the 992 px breakpoint; 'panel' and 'drawer' fix the form. */
  layout?: 'auto' | 'panel' | 'drawer'
  /** The groups open at first. */
  defaultExpanded?: readonly FilterGroup[]
  /** Heading level of the panel title; the groups take the next one. */
  headingLevel?: 2 | 3
  /** The sidebar lists are loading. */
  loading?: boolean
  /** Why the lists could not be loaded (an error state with a retry button). */
  error?: ReactNode
  /** Called by the retry button of the error state. */
  onRetry?: () => void
  /**
   * The page's other query parameters (`q`, `sortby`…, not the filters nor `page`), kept as hidden fields by the
   * filters' GET form: a submit without JavaScript loads the same listing with the new filters.
   */
  keep?: readonly (readonly [string, string])[]
  /** Extra class on the root. */
  className?: string
}

/**
 * The listing filters: brand, collection and delivery checkboxes, a minimum rating (radio group) and a price
 * range with an apply button, each group an APG disclosure, and 'Clear all'. Controlled. Below 992 px the
 * panel moves into a modal drawer (`Dialog`) opened by a 'Filters' button that shows how many are set
 * (`layout` fixes either form). With `layout="auto"` the server, which cannot know the screen, renders both the
 * button and the panel, and the stylesheet shows the one the screen's width calls for (the panel alone when
 * scripting is off): hydration on a phone then swaps the hidden panel for the drawer, and nothing on the page
 * moves. Its parts: `FilterPanel` (the groups), `Disclosure`, `CheckboxGroup`, `RatingGroup` and `PriceRange`,
 * each in its own file.
 */
export function Filters({
  value,
  onChange,
  brands,
  collections,
  shipping,
  layout = 'auto',
  defaultExpanded = ALL_GROUPS,
  headingLevel = 2,
  loading = false,
  error,
  onRetry,
  keep,
  className,
}: FiltersProps) {
  const { t } = useT()
  const narrow = useMediaQuery(FILTERS_DRAWER_QUERY)
  const drawer = layout === 'drawer' || (layout === 'auto' && narrow)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [expanded, setExpanded] = useState<ReadonlySet<FilterGroup>>(() => new Set(defaultExpanded))
  const titleId = `${useId()}title`
  const count = activeFilterCount(value)

  // Growing past the breakpoint while the drawer is open puts the panel back in the page.
  useEffect(() => {
    if (!drawer) setDrawerOpen(false)
  }, [drawer])

  const toggle = (group: FilterGroup) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(group)) next.delete(group)
      else next.add(group)
      return next
    })

  const clearAll = () => onChange(EMPTY_FILTERS)
  const groupLevel = (headingLevel + 1) as 3 | 4
  const rootClass = cx('souk-filters', className)

  const panel = (
    <FilterPanel
      value={value}
      onChange={onChange}
      brands={brands}
      collections={collections}
      shipping={shipping}
      expanded={expanded}
      onToggle={toggle}
      groupLevel={groupLevel}
      loading={loading}
      error={error}
      onRetry={onRetry}
      keep={keep}
    />
  )

  const auto = layout === 'auto'
  // The same element in both forms of 'auto', so hydration on a phone keeps it where it is.
  const openButton = (
    <Button
      variant="secondary"
      className="souk-filters__open"
      icon={<Icon name="filter" />}
      aria-haspopup="dialog"
      aria-expanded={drawerOpen}
      onClick={() => setDrawerOpen(true)}
    >
      {t('listing.filters')}
      {count > 0 ? <span className="souk-filters__count">{count}</span> : null}
    </Button>
  )

  if (drawer) {
    return (
      <div className={cx(rootClass, auto && 'souk-filters--auto')} data-drawer="">
        {openButton}
        <Dialog
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t('listing.filters')}
          className="souk-filters__drawer"
          footer={
            <>
              <Button variant="ghost" onClick={clearAll} disabled={count === 0}>
                {t('listing.clearFilters')}
              </Button>
              <Button onClick={() => setDrawerOpen(false)}>{t('listing.showResults')}</Button>
            </>
          }
        >
          {panel}
        </Dialog>
      </div>
    )
  }

  const Heading = `h${headingLevel}` as const
  const section = (
    <section className={auto ? 'souk-filters__inline' : rootClass} aria-labelledby={titleId}>
      <div className="souk-filters__header">
        <Heading id={titleId} className="souk-filters__title">
          {t('listing.filters')}
        </Heading>
        <Button variant="ghost" size="sm" onClick={clearAll} disabled={count === 0}>
          {t('listing.clearFilters')}
        </Button>
      </div>
      {panel}
    </section>
  )
  if (!auto) return section
  return (
    <div className={cx(rootClass, 'souk-filters--auto')}>
      {openButton}
      {section}
    </div>
  )
}
