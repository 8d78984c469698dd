import { cx, DROPDOWN_MAX_HEIGHT } from '@souk/core'
import type { ReactNode } from 'react'
import { useT } from '../hooks/useT'
import { type DropdownOption, useDropdown } from './useDropdown'

export { DROPDOWN_LAYER_QUERY, type DropdownOption } from './useDropdown'

/** Props of `Dropdown`. */
export interface DropdownProps<V extends string | number = string> {
  /** Visible label of the field, which also names it. */
  label: ReactNode
  /** Hides the label visually (it still names the field). */
  hideLabel?: boolean
  /** The choices, in display order. */
  options: readonly DropdownOption<V>[]
  /** The selected value (controlled); null or undefined shows the placeholder. */
  value: V | null | undefined
  /** Called with the value the shopper picks. */
  onChange: (value: V) => void
  /** Text shown while nothing is selected; default the translated 'Choose'. */
  placeholder?: string
  /** Adds a search box at the top of the list that filters the options. */
  searchable?: boolean
  /** Accessible name of the search box; default the translated 'Search'. */
  searchLabel?: string
  /** Placeholder of the search box; default the translated 'Type to search…'. */
  searchPlaceholder?: string
  /** Shown when no option matches; default the translated 'No matches'. */
  noResultsText?: string
  /** The options are still loading: the list says so. */
  loading?: boolean
  /** The field cannot be used. */
  disabled?: boolean
  /** The field must be filled (announced to assistive technologies). */
  required?: boolean
  /** An error message shown under the field; it marks the field invalid. */
  error?: ReactNode
  /** Form field name: a hidden input carries the value in form submissions. */
  name?: string
  /** Id of the combobox element (e.g. for an outside `<label htmlFor>`). */
  id?: string
  /** Extra class on the root. */
  className?: string
}

/**
 * A single-choice field following the APG **select-only combobox** pattern: a focusable `role="combobox"`
 * showing the value (or 'Choose') that opens a `listbox`; focus stays on the combobox and the active option is
 * conveyed with `aria-activedescendant`. Keys: Down/Up/Enter/Space open; in the list Up/Down, Home/End,
 * PageUp/PageDown move, Enter/Space/Tab/Alt+Up select, Escape closes, printable characters jump by typeahead.
 * With `searchable`, opening moves focus to a search box (an editable combobox with list autocomplete over the
 * same listbox) whose text filters the options; Up/Down move, Enter selects, Escape closes and focus returns
 * to the field. At 768 px or narrower the list opens as a layer over the page. State and behaviour live in
 * `useDropdown`; this component is the markup.
 */
export function Dropdown<V extends string | number = string>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  placeholder,
  searchable = false,
  searchLabel,
  searchPlaceholder,
  noResultsText,
  loading = false,
  disabled = false,
  required = false,
  error,
  name,
  id,
  className,
}: DropdownProps<V>) {
  const { t } = useT()
  const {
    ids,
    refs,
    open,
    layer,
    query,
    entries,
    active,
    activeId,
    selected,
    empty,
    close,
    choose,
    hover,
    onComboKeyDown,
    onComboClick,
    onSearchKeyDown,
    onSearchChange,
    onBlur,
  } = useDropdown({ options, value, onChange, searchable, loading, disabled, id })

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: closes the list when focus leaves the whole field.
    <div
      ref={refs.root}
      className={cx('souk-dropdown', className)}
      data-open={open || undefined}
      data-layer={layer || undefined}
      data-disabled={disabled || undefined}
      data-invalid={error ? '' : undefined}
      onBlur={onBlur}
    >
      <span id={ids.label} className={hideLabel ? 'souk-visually-hidden' : 'souk-dropdown__label'}>
        {label}
      </span>
      <div
        ref={refs.combo}
        id={ids.combo}
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        className="souk-dropdown__field"
        aria-labelledby={ids.label}
        aria-controls={ids.list}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-activedescendant={searchable ? undefined : activeId}
        aria-disabled={disabled || undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        data-placeholder={selected ? undefined : ''}
        onKeyDown={onComboKeyDown}
        onClick={onComboClick}
      >
        <span className="souk-dropdown__value">
          {selected ? selected.label : (placeholder ?? t('common.choose'))}
        </span>
        <svg
          className="souk-dropdown__chevron"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </div>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      {open && layer ? (
        <div className="souk-dropdown__overlay" aria-hidden="true" onClick={() => close(true)} />
      ) : null}
      {/* Presses inside the popup keep focus where it is (the field or the search box). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only prevents the focus change of a mouse press. */}
      <div className="souk-dropdown__popup" hidden={!open} onMouseDown={(event) => event.preventDefault()}>
        <div className="souk-dropdown__sheet-title" aria-hidden="true">
          {label}
        </div>
        {searchable ? (
          <input
            ref={refs.search}
            type="text"
            role="combobox"
            className="souk-dropdown__search"
            value={query}
            placeholder={searchPlaceholder ?? t('dropdown.searchPlaceholder')}
            aria-label={searchLabel ?? t('common.search')}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={ids.list}
            aria-activedescendant={activeId}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onSearchChange(event.target.value)}
            onKeyDown={onSearchKeyDown}
          />
        ) : null}
        <ul
          ref={refs.list}
          id={ids.list}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG listbox of a combobox.
          role="listbox"
          aria-labelledby={ids.label}
          aria-busy={loading || undefined}
          tabIndex={-1}
          className="souk-dropdown__list"
          style={{ maxBlockSize: DROPDOWN_MAX_HEIGHT }}
        >
          {entries.map(({ option, index }, position) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboards choose through the combobox (aria-activedescendant).
            // biome-ignore lint/a11y/useFocusableInteractive: options are never focused; the combobox points at them.
            <li
              key={`${option.value}`}
              id={ids.option(index)}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG option of a listbox.
              role="option"
              className="souk-dropdown__option"
              aria-selected={option.value === value}
              aria-disabled={option.disabled || undefined}
              data-active={position === active ? '' : undefined}
              onClick={() => choose(position, true)}
              onMouseMove={() => hover(position)}
            >
              <span className="souk-dropdown__option-label">{option.label}</span>
              {option.value === value ? (
                <svg
                  className="souk-dropdown__check"
                  viewBox="0 0 24 24"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M5 12l5 5 9-10"
                    stroke="currentColor"
                    strokeWidth="2"
                    fill="none"
                    strokeLinecap="round"
                  />
                </svg>
              ) : null}
            </li>
          ))}
        </ul>
        {loading ? (
          <p className="souk-dropdown__status" role="status">
            {t('common.loading')}
          </p>
        ) : empty ? (
          <p className="souk-dropdown__status" role="status">
            {noResultsText ?? t('dropdown.noResults')}
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={ids.error} className="souk-dropdown__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
