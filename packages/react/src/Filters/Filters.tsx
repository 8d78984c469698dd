import {
  activeFilterCount,
  BREAKPOINTS,
  EMPTY_LISTING_FILTERS,
  type IdTitle,
  type ListingFilters,
  RATING_MAX,
  validatePriceRange,
} from '@souk/core'
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../Button/Button'
import { SectionError } from '../Collections/SectionError'
import { Dialog } from '../Dialog/Dialog'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'
import { useMediaQuery } from '../Popover/layer'
import { Shimmer } from '../Shimmer/Shimmer'

/** The filters of a listing (core's `ListingFilters`). */
export type FiltersValue = ListingFilters

/** No filter at all. */
export const EMPTY_FILTERS: FiltersValue = EMPTY_LISTING_FILTERS

/** The filter groups, each a disclosure. */
export type FilterGroup = 'brand' | 'collection' | 'shipping' | 'rating' | 'price'

/** The media query under which the filters open in a drawer (below 992 px, spec §9 breakpoints). */
export const FILTERS_DRAWER_QUERY = `(max-width: ${BREAKPOINTS.popover - 0.02}px)`

/** The rating choices, best first; 0 means any rating. */
const RATING_CHOICES = [4, 3, 2, 1, 0] as const

/** Checkbox lists longer than this show a 'Show more' button. */
const COLLAPSED_OPTIONS = 8

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
  /** Extra class on the root. */
  className?: string
}

/**
 * The listing filters: brand, collection and delivery checkboxes, a minimum rating (radio group) and a price
 * range with an apply button, each group an APG disclosure, and 'Clear all'. Controlled. Below 992 px the
 * panel moves into a modal drawer (`Dialog`) opened by a 'Filters' button that shows how many are set
 * (`layout` fixes either form).
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
  const rootClass = ['souk-filters', className].filter(Boolean).join(' ')

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
    />
  )

  if (drawer) {
    return (
      <div className={rootClass} data-drawer="">
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
  return (
    <section className={rootClass} aria-labelledby={titleId}>
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
}

interface FilterPanelProps
  extends Pick<
    FiltersProps,
    'value' | 'onChange' | 'brands' | 'collections' | 'shipping' | 'loading' | 'error' | 'onRetry'
  > {
  expanded: ReadonlySet<FilterGroup>
  onToggle: (group: FilterGroup) => void
  groupLevel: 3 | 4
}

function FilterPanel({
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
}: FilterPanelProps) {
  const { t } = useT()
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
    <div className="souk-filters__panel">
      {lists
        .filter((list) => list.items.length > 0)
        .map((list) =>
          disclosure(
            list.group,
            list.title,
            <CheckboxGroup
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
    </div>
  )
}

interface DisclosureProps {
  group: FilterGroup
  title: string
  selected: number
  open: boolean
  onToggle: () => void
  level: 3 | 4
  children: ReactNode
}

/** One filter group: an APG disclosure (a heading holding a button with `aria-expanded`, and its panel). */
function Disclosure({ group, title, selected, open, onToggle, level, children }: DisclosureProps) {
  const panelId = `${useId()}panel`
  const Heading = `h${level}` as const
  return (
    <div className="souk-filters__group" data-group={group} data-open={open || undefined}>
      <Heading className="souk-filters__group-heading">
        <button
          type="button"
          className="souk-filters__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="souk-filters__group-title">{title}</span>
          {selected > 0 ? (
            <span className="souk-filters__count" aria-hidden="true">
              {selected}
            </span>
          ) : null}
          <Icon name="chevronDown" className="souk-filters__chevron" />
        </button>
      </Heading>
      <div id={panelId} className="souk-filters__group-panel" hidden={!open}>
        {children}
      </div>
    </div>
  )
}

interface CheckboxGroupProps {
  legend: string
  items: readonly IdTitle[]
  checked: readonly number[]
  onChange: (ids: number[]) => void
}

function CheckboxGroup({ legend, items, checked, onChange }: CheckboxGroupProps) {
  const { t } = useT()
  const listId = `${useId()}list`
  const selected = new Set(checked)
  const [showAll, setShowAll] = useState(() =>
    items.slice(COLLAPSED_OPTIONS).some((item) => selected.has(item.id)),
  )
  const shown = showAll ? items : items.slice(0, COLLAPSED_OPTIONS)
  const toggle = (id: number) =>
    onChange(selected.has(id) ? checked.filter((other) => other !== id) : [...checked, id])
  return (
    <fieldset className="souk-filters__fieldset">
      <legend className="souk-visually-hidden">{legend}</legend>
      <ul id={listId} className="souk-filters__options">
        {shown.map((item) => (
          <li key={item.id}>
            <label className="souk-filters__option">
              <input
                type="checkbox"
                className="souk-filters__checkbox"
                checked={selected.has(item.id)}
                onChange={() => toggle(item.id)}
              />
              <span className="souk-filters__label">{item.title}</span>
            </label>
          </li>
        ))}
      </ul>
      {items.length > COLLAPSED_OPTIONS ? (
        <button
          type="button"
          className="souk-filters__more"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? t('common.showLess') : t('common.showMore')}
        </button>
      ) : null}
    </fieldset>
  )
}

interface RatingGroupProps {
  legend: string
  value: number
  onChange: (rating: number) => void
}

/**
 * The minimum rating as a radio group (APG radio group on native radios): Tab reaches the chosen one, arrows
 * move and choose (Left/Right swap in right-to-left languages), Space chooses.
 */
function RatingGroup({ legend, value, onChange }: RatingGroupProps) {
  const { t, direction } = useT()
  const name = `${useId()}rating`
  const refs = useRef<(HTMLInputElement | null)[]>([])
  const known = (RATING_CHOICES as readonly number[]).includes(value)

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, position: number) => {
    const next = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const previous = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    let step = 0
    if (event.key === 'ArrowDown' || event.key === next) step = 1
    else if (event.key === 'ArrowUp' || event.key === previous) step = -1
    if (step === 0) return
    event.preventDefault()
    const target = (position + step + RATING_CHOICES.length) % RATING_CHOICES.length
    refs.current[target]?.focus()
    onChange(RATING_CHOICES[target] ?? 0)
  }

  return (
    <fieldset className="souk-filters__fieldset">
      <legend className="souk-visually-hidden">{legend}</legend>
      <ul className="souk-filters__options" data-rating="">
        {RATING_CHOICES.map((choice, position) => (
          <li key={choice}>
            <label className="souk-filters__option">
              <input
                ref={(element) => {
                  refs.current[position] = element
                }}
                type="radio"
                className="souk-filters__radio"
                name={name}
                value={choice}
                checked={choice === value || (!known && choice === 0)}
                onChange={() => onChange(choice)}
                onKeyDown={(event) => onKeyDown(event, position)}
              />
              {choice > 0 ? (
                <span className="souk-filters__stars" aria-hidden="true">
                  {Array.from({ length: RATING_MAX }, (_, star) => (
                    <Icon
                      // biome-ignore lint/suspicious/noArrayIndexKey: stars are positional.
                      key={star}
                      name="star"
                      filled={star < choice}
                      className="souk-filters__star"
                      data-filled={star < choice || undefined}
                    />
                  ))}
                </span>
              ) : null}
              <span className="souk-filters__label">
                {choice > 0 ? t('listing.ratingAndUp', { count: choice }) : t('common.all')}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

interface PriceRangeProps {
  legend: string
  min: number | undefined
  max: number | undefined
  onApply: (min: number | undefined, max: number | undefined) => void
}

/** Minimum and maximum price fields with an apply button; a range that does not hold is explained, not sent. */
function PriceRange({ legend, min, max, onApply }: PriceRangeProps) {
  const { t } = useT()
  const id = useId()
  const text = (amount: number | undefined) => (amount === undefined ? '' : String(amount))
  const [draft, setDraft] = useState({ min: text(min), max: text(max) })
  const [problem, setProblem] = useState<ReturnType<typeof validatePriceRange>>(null)

  // A new value from outside (clear all, another page's filters) replaces what was typed.
  useEffect(() => {
    setDraft({ min: min === undefined ? '' : String(min), max: max === undefined ? '' : String(max) })
    setProblem(null)
  }, [min, max])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validatePriceRange(draft.min, draft.max)
    setProblem(found)
    if (found) return
    const read = (value: string) => (value.trim() === '' ? undefined : Number(value))
    onApply(read(draft.min), read(draft.max))
  }

  const errorId = `${id}error`
  const invalid = (field: 'min' | 'max') =>
    problem !== null && (problem.field === field || problem.message.key === 'validation.priceRange')
  const field = (name: 'min' | 'max', label: string) => (
    <div className="souk-filters__price-field">
      <label className="souk-filters__price-label" htmlFor={`${id}${name}`}>
        {label}
      </label>
      <input
        id={`${id}${name}`}
        className="souk-filters__price-input"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={draft[name]}
        aria-invalid={invalid(name) || undefined}
        aria-describedby={invalid(name) ? errorId : undefined}
        onChange={(event) => {
          const typed = event.currentTarget.value
          setDraft((current) => ({ ...current, [name]: typed }))
        }}
      />
    </div>
  )

  return (
    <form className="souk-filters__price" noValidate onSubmit={submit}>
      <fieldset className="souk-filters__fieldset">
        <legend className="souk-visually-hidden">{legend}</legend>
        <div className="souk-filters__price-fields">
          {field('min', t('listing.minPrice'))}
          <span className="souk-filters__price-dash" aria-hidden="true">
            –
          </span>
          {field('max', t('listing.maxPrice'))}
        </div>
      </fieldset>
      {problem ? (
        <p id={errorId} className="souk-filters__error" role="alert">
          {t(problem.message.key, problem.message.params)}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" size="sm" className="souk-filters__apply">
        {t('common.apply')}
      </Button>
    </form>
  )
}
