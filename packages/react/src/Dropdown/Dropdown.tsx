import { BREAKPOINTS, DROPDOWN_MAX_HEIGHT } from '@souk/core'
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useT } from '../hooks/useT'
import { useMediaQuery, useScrollLock } from '../Popover/layer'

/** One choice of a `Dropdown`. */
export interface DropdownOption<V extends string | number = string> {
  /** The value handed to `onChange`. */
  value: V
  /** The text shown, searched and matched by typeahead. */
  label: string
  /** Shown but not selectable. */
  disabled?: boolean
}

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

/** The media query under which the list opens as a layer (spec §2.9: 768 px or narrower). */
export const DROPDOWN_LAYER_QUERY = `(max-width: ${BREAKPOINTS.dropdown}px)`

const TYPEAHEAD_RESET_MS = 500
const PAGE_STEP = 10
const AUTO = -2

type Entry<V extends string | number> = { option: DropdownOption<V>; index: number }

/**
 * A single-choice field following the APG **select-only combobox** pattern: a focusable `role="combobox"`
 * showing the value (or 'Choose') that opens a `listbox`; focus stays on the combobox and the active option is
 * conveyed with `aria-activedescendant`. Keys: Down/Up/Enter/Space open; in the list Up/Down, Home/End,
 * PageUp/PageDown move, Enter/Space/Tab/Alt+Up select, Escape closes, printable characters jump by typeahead.
 * With `searchable`, opening moves focus to a search box (an editable combobox with list autocomplete over the
 * same listbox) whose text filters the options; Up/Down move, Enter selects, Escape closes and focus returns
 * to the field. At 768 px or narrower the list opens as a layer over the page.
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
  const { t, language } = useT()
  const baseId = useId()
  const comboId = id ?? `${baseId}combo`
  const labelId = `${baseId}label`
  const listId = `${baseId}list`
  const errorId = `${baseId}error`
  const optionId = (index: number) => `${baseId}opt${index}`

  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  // The active (visually focused) option's position in the shown list; AUTO follows the search text: the first
  // match is active (APG list autocomplete with automatic selection), none while the search box is empty.
  const [activeState, setActive] = useState(-1)
  const layer = useMediaQuery(DROPDOWN_LAYER_QUERY)
  useScrollLock(open && layer)

  const rootRef = useRef<HTMLDivElement>(null)
  const comboRef = useRef<HTMLDivElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const typed = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined })

  const normalize = useCallback(
    (text: string) =>
      text
        .toLocaleLowerCase(language)
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
    [language],
  )

  const entries = useMemo<Entry<V>[]>(() => {
    const all = options.map((option, index) => ({ option, index }))
    const needle = normalize(query.trim())
    return needle ? all.filter(({ option }) => normalize(option.label).includes(needle)) : all
  }, [options, query, normalize])

  const selectedPosition = entries.findIndex(({ option }) => option.value === value)
  const selected = options.find((option) => option.value === value)

  const enabled = (position: number) => entries[position] !== undefined && !entries[position]?.option.disabled
  const firstEnabled = (from = 0, step = 1): number => {
    for (let position = from; position >= 0 && position < entries.length; position += step) {
      if (enabled(position)) return position
    }
    return -1
  }
  const lastEnabled = () => firstEnabled(entries.length - 1, -1)
  const active = activeState === AUTO ? (query.trim() ? firstEnabled() : -1) : activeState

  useEffect(() => () => clearTimeout(typed.current.timer), [])

  // Opening a searchable list moves focus to its search box.
  useEffect(() => {
    if (open && searchable) searchRef.current?.focus()
  }, [open, searchable])

  // Keep the active option in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active option changes.
  useEffect(() => {
    if (!open) return
    const element = listRef.current?.querySelector<HTMLElement>('[data-active]')
    element?.scrollIntoView?.({ block: 'nearest' })
  }, [open, active])

  const openAt = (position: number, startQuery = '') => {
    if (disabled) return
    setQuery(startQuery)
    setActive(position)
    setOpen(true)
  }

  const close = (refocus: boolean) => {
    setOpen(false)
    setQuery('')
    if (refocus) comboRef.current?.focus()
  }

  const choose = (position: number, refocus: boolean) => {
    const entry = entries[position]
    if (!entry || entry.option.disabled) return
    if (entry.option.value !== value) onChange(entry.option.value)
    close(refocus)
  }

  // Outside presses close the list (the layer has its own overlay).
  useEffect(() => {
    if (!open || layer) return
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current
      if (root && !event.composedPath().includes(root)) close(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  })

  /** Typeahead: the next option whose label starts with what was typed in the last half second. */
  const typeahead = (character: string): number => {
    const state = typed.current
    clearTimeout(state.timer)
    state.text += character
    state.timer = setTimeout(() => {
      state.text = ''
    }, TYPEAHEAD_RESET_MS)
    const text = normalize(state.text)
    const repeated = [...text].every((letter) => letter === text[0])
    const needle = repeated ? text.slice(0, 1) : text
    const current = open ? active : selectedPosition
    const start = repeated ? current + 1 : Math.max(current, 0)
    for (let offset = 0; offset < entries.length; offset++) {
      const position = (start + offset + entries.length) % entries.length
      const entry = entries[position]
      if (entry && !entry.option.disabled && normalize(entry.option.label).startsWith(needle)) return position
    }
    return -1
  }

  const move = (position: number, step: number) => {
    const target = firstEnabled(Math.min(Math.max(position, 0), entries.length - 1), step)
    if (target >= 0) setActive(target)
  }

  const isPrintable = (event: KeyboardEvent) =>
    event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey

  const onComboKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return
    const { key } = event
    const startAt = selectedPosition >= 0 ? selectedPosition : firstEnabled()
    if (!open) {
      if (key === 'ArrowDown' || key === 'Enter' || key === ' ') {
        event.preventDefault()
        openAt(startAt)
      } else if (key === 'ArrowUp' || key === 'Home') {
        event.preventDefault()
        openAt(key === 'Home' ? firstEnabled() : startAt)
      } else if (key === 'End') {
        event.preventDefault()
        openAt(lastEnabled())
      } else if (isPrintable(event)) {
        event.preventDefault()
        if (searchable) openAt(AUTO, key)
        else {
          const found = typeahead(key)
          openAt(found >= 0 ? found : startAt)
        }
      }
      return
    }
    switch (key) {
      case 'ArrowDown':
        event.preventDefault()
        move(active + 1, 1)
        return
      case 'ArrowUp':
        event.preventDefault()
        if (event.altKey) choose(active, false)
        else move(active - 1, -1)
        return
      case 'Home':
        event.preventDefault()
        setActive(firstEnabled())
        return
      case 'End':
        event.preventDefault()
        setActive(lastEnabled())
        return
      case 'PageDown':
        event.preventDefault()
        move(active + PAGE_STEP, -1)
        return
      case 'PageUp':
        event.preventDefault()
        move(active - PAGE_STEP, 1)
        return
      case 'Enter':
        event.preventDefault()
        choose(active, false)
        return
      case 'Escape':
        event.preventDefault()
        event.stopPropagation()
        close(false)
        return
      case 'Tab':
        if (enabled(active)) choose(active, false)
        else close(false)
        return
      default:
        if (key === ' ' && !typed.current.text) {
          event.preventDefault()
          choose(active, false)
        } else if (isPrintable(event)) {
          event.preventDefault()
          const found = typeahead(key)
          if (found >= 0) setActive(found)
        }
    }
  }

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        move(active + 1, 1)
        return
      case 'ArrowUp':
        event.preventDefault()
        move(active - 1, -1)
        return
      case 'PageDown':
        event.preventDefault()
        move(active + PAGE_STEP, -1)
        return
      case 'PageUp':
        event.preventDefault()
        move(active - PAGE_STEP, 1)
        return
      case 'Enter':
        event.preventDefault()
        choose(active, true)
        return
      case 'Escape':
        event.preventDefault()
        event.stopPropagation()
        close(true)
        return
    }
  }

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (open && next instanceof Node && !rootRef.current?.contains(next)) close(false)
  }

  const activeId = open && active >= 0 && entries[active] ? optionId(entries[active].index) : undefined
  const empty = !loading && entries.length === 0

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: closes the list when focus leaves the whole field.
    <div
      ref={rootRef}
      className={['souk-dropdown', className].filter(Boolean).join(' ')}
      data-open={open || undefined}
      data-layer={layer || undefined}
      data-disabled={disabled || undefined}
      data-invalid={error ? '' : undefined}
      onBlur={onBlur}
    >
      <span id={labelId} className={hideLabel ? 'souk-visually-hidden' : 'souk-dropdown__label'}>
        {label}
      </span>
      <div
        ref={comboRef}
        id={comboId}
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        className="souk-dropdown__field"
        aria-labelledby={labelId}
        aria-controls={listId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-activedescendant={searchable ? undefined : activeId}
        aria-disabled={disabled || undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-placeholder={selected ? undefined : ''}
        onKeyDown={onComboKeyDown}
        onClick={() => {
          if (open) close(false)
          else openAt(selectedPosition >= 0 ? selectedPosition : firstEnabled())
        }}
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
            ref={searchRef}
            type="text"
            role="combobox"
            className="souk-dropdown__search"
            value={query}
            placeholder={searchPlaceholder ?? t('dropdown.searchPlaceholder')}
            aria-label={searchLabel ?? t('common.search')}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeId}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setQuery(event.target.value)
              setActive(AUTO)
            }}
            onKeyDown={onSearchKeyDown}
          />
        ) : null}
        <ul
          ref={listRef}
          id={listId}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG listbox of a combobox.
          role="listbox"
          aria-labelledby={labelId}
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
              id={optionId(index)}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG option of a listbox.
              role="option"
              className="souk-dropdown__option"
              aria-selected={option.value === value}
              aria-disabled={option.disabled || undefined}
              data-active={position === active ? '' : undefined}
              onClick={() => choose(position, true)}
              onMouseMove={() => {
                if (position !== active && !option.disabled) setActive(position)
              }}
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
        <p id={errorId} className="souk-dropdown__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
