import { cx, SortBy } from '@souk/core'
import { type ReactNode, useId, useRef } from 'react'
import { Button } from '../Button/Button'
import { Dropdown } from '../Dropdown/Dropdown'
import { useHydrationEdits } from '../hooks/useEditsKept'
import { useHydrated } from '../hooks/useHydrated'
import { useT } from '../hooks/useT'

/** The sort orders of the listings (contract 4.4), in the order they are offered. */
export const SORT_OPTIONS: readonly SortBy[] = [
  SortBy.FEATURED,
  SortBy.PRICE_LOW_TO_HIGH,
  SortBy.PRICE_HIGH_TO_LOW,
  SortBy.AVG_CUSTOMER_REVIEW,
]

/** Props of `SortSelect`. */
export interface SortSelectProps {
  /** The chosen order (controlled); null shows the 'Choose' placeholder. */
  value: SortBy | null | undefined
  /** Called with the order the shopper picks (e.g. to reload the listing with `sortby`). */
  onChange: (value: SortBy) => void
  /** The orders offered; default all four of the contract. */
  options?: readonly SortBy[]
  /** Visible label; default the translated 'Sort by'. */
  label?: ReactNode
  /** Hides the label visually (it still names the field). */
  hideLabel?: boolean
  /** The field cannot be used (e.g. while the listing loads). */
  disabled?: boolean
  /** An error message under the field. */
  error?: ReactNode
  /**
   * Form field name (`sortby`): a hidden input carries it in a form submission. With a name, the server's HTML
   * (before and without JavaScript) shows a native select and an 'Apply' submit button instead of the combobox,
   * for the GET form around it; the combobox replaces them once the page's scripts run.
   */
  name?: string
  /** Extra class on the root. */
  className?: string
}

/**
 * The listing's sort order as a select-only combobox (`Dropdown`, APG): 'Featured' (the storefront's default:
 * newest first), price low to high, price high to low, average customer review. Controlled.
 */
export function SortSelect({
  value,
  onChange,
  options = SORT_OPTIONS,
  label,
  hideLabel = false,
  disabled = false,
  error,
  name,
  className,
}: SortSelectProps) {
  const { t } = useT()
  const hydrated = useHydrated()
  const id = useId()
  const labelText = label ?? t('listing.sortBy')
  // An order chosen in the plain select before the page's scripts ran is applied once they run (the dropdown that
  // replaces the select would otherwise show the old one), as a choice in the dropdown is.
  const plainRef = useRef<HTMLSelectElement>(null)
  useHydrationEdits(plainRef, ([select]) => {
    const chosen = options.find((option) => option === select?.value)
    if (chosen && chosen !== value) onChange(chosen)
  })
  if (name && !hydrated) {
    return (
      <div className={cx('souk-sort-select', 'souk-sort-select--plain', className)}>
        <label htmlFor={id} className={hideLabel ? 'souk-visually-hidden' : 'souk-dropdown__label'}>
          {labelText}
        </label>
        <span className="souk-sort-select__row">
          <select
            ref={plainRef}
            id={id}
            name={name}
            className="souk-sort-select__native"
            defaultValue={value ?? undefined}
            disabled={disabled}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {t(`listing.sort.${option}`)}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary" size="sm" className="souk-sort-select__apply">
            {t('common.apply')}
          </Button>
        </span>
      </div>
    )
  }
  return (
    <Dropdown<SortBy>
      className={cx('souk-sort-select', className)}
      label={labelText}
      hideLabel={hideLabel}
      options={options.map((option) => ({ value: option, label: t(`listing.sort.${option}`) }))}
      value={value}
      onChange={onChange}
      disabled={disabled}
      error={error}
      name={name}
    />
  )
}
