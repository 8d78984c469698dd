import { filtersShownInForm, type IdTitle, sameListingFilters } from '@souk/core'
import { type ReactNode, useRef } from 'react'
import { SectionError } from '../Collections/SectionError'
import { useHydrationEdits } from '../hooks/useEditsKept'
import { useT } from '../hooks/useT'
import { Shimmer } from '../Shimmer/Shimmer'
import { CheckboxGroup } from './CheckboxGroup'
import { Disclosure } from './Disclosure'
import type { FilterGroup, FiltersProps, FiltersValue } from './Filters'
import { PriceRange } from './PriceRange'
import { RatingGroup } from './RatingGroup'

export interface FilterPanelProps
  extends Pick<
    FiltersProps,
    'value' | 'onChange' | 'brands' | 'collections' | 'shipping' | 'loading' | 'error' | 'onRetry'
  > {
  expanded: ReadonlySet<FilterGroup>
  onToggle: (group: FilterGroup) => void
  groupLevel: 3 | 4
  /** Query parameters a submit without JavaScript keeps (see `FiltersProps.keep`). */
  keep?: readonly (readonly [string, string])[]
}

/** A form's values as a submit sends them (its text values: a filter form has no file). */
function formFields(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value)
  return fields
}

/** The groups of the filters (or their loading and error states), as the panel and the drawer show them. */
export function FilterPanel({
  value,
  onChange,
  brands,
  collections,
  shipping,
  expanded,
  onToggle,
  groupLevel,
  loading,
  error,
  onRetry,
  keep = [],
}: FilterPanelProps) {
  const { t } = useT()
  const formRef = useRef<HTMLFormElement>(null)
  // Boxes ticked and a rating chosen before the page's scripts ran (React hydrates them silently, and the next
  // render would put them back) are applied once hydrated, together: as the form would have sent them.
  useHydrationEdits(formRef, (fields) => {
    const form = formRef.current
    if (!form || !fields.some((field) => field.type === 'checkbox' || field.type === 'radio')) return
    const shown = filtersShownInForm(formFields(form), value)
    if (!sameListingFilters(shown, value)) onChange(shown)
  })
  if (error) return <SectionError error={error} onRetry={onRetry} headingLevel={(groupLevel - 1) as 2 | 3} />
  if (loading) return <Shimmer variant="line" count={8} className="souk-filters__shimmer" />

  const lists: { group: 'brand' | 'collection' | 'shipping'; title: string; items: readonly IdTitle[] }[] = [
    { group: 'brand', title: t('listing.brands'), items: brands ?? [] },
    { group: 'collection', title: t('listing.collections'), items: collections ?? [] },
    { group: 'shipping', title: t('listing.shipping'), items: shipping ?? [] },
  ]
  const disclosure = (group: FilterGroup, title: string, content: ReactNode, selected: number) => (
    <Disclosure
      key={group}
      group={group}
      title={title}
      selected={selected}
      open={expanded.has(group)}
      onToggle={() => onToggle(group)}
      level={groupLevel}
    >
      {content}
    </Disclosure>
  )

  return (
    // A GET form: without JavaScript (or before hydration) 'Apply' loads the listing with the boxes, rating and
    // price set here (core's `filtersFromSearch` reads one value per box; the listing redirects to the address
    // the JS flow writes). In the page, each change applies at once and the form never submits.
    <form
      ref={formRef}
      method="get"
      className="souk-filters__panel"
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      {keep.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {lists
        .filter((list) => list.items.length > 0)
        .map((list) =>
          disclosure(
            list.group,
            list.title,
            <CheckboxGroup
              name={list.group}
              legend={list.title}
              items={list.items}
              checked={value[list.group]}
              onChange={(ids) => onChange({ ...value, [list.group]: ids })}
            />,
            value[list.group].length,
          ),
        )}
      {disclosure(
        'rating',
        t('listing.rating'),
        <RatingGroup
          legend={t('listing.rating')}
          value={value.rating}
          onChange={(rating) => onChange({ ...value, rating })}
        />,
        value.rating > 0 ? 1 : 0,
      )}
      {disclosure(
        'price',
        t('listing.price'),
        <PriceRange
          legend={t('listing.price')}
          min={value.min}
          max={value.max}
          onApply={(min, max) => {
            const next: FiltersValue = { ...value }
            delete next.min
            delete next.max
            onChange({
              ...next,
              ...(min === undefined ? {} : { min }),
              ...(max === undefined ? {} : { max }),
            })
          }}
        />,
        value.min !== undefined || value.max !== undefined ? 1 : 0,
      )}
    </form>
  )
}
