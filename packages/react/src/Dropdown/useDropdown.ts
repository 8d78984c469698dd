import { BREAKPOINTS } from '@souk/core'
import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useMediaQuery } from '../hooks/useMediaQuery'
import { useT } from '../hooks/useT'
import { useScrollLock } from '../Popover/layer'

/** One choice of a `Dropdown`. */
export interface DropdownOption<V extends string | number = string> {
  /** The value handed to `onChange`. */
  value: V
  /** The text shown, searched and matched by typeahead. */
  label: string
  /** Shown but not selectable. */
  disabled?: boolean
}

/** What `useDropdown` needs: the choices, the controlled value and the field's state. */
export interface UseDropdownOptions<V extends string | number = string> {
  /** The choices, in display order. */
  options: readonly DropdownOption<V>[]
  /** The selected value (controlled); null or undefined selects nothing. */
  value: V | null | undefined
  /** Called with the value the shopper picks. */
  onChange: (value: V) => void
  /** A search box filters the options (the list opens with focus in it). */
  searchable?: boolean
  /** The options are still loading. */
  loading?: boolean
  /** The field cannot be used. */
  disabled?: boolean
  /** Id of the combobox element; default a generated one. */
  id?: string
}

/** The media query under which the list opens as a layer (spec §2.9: 768 px or narrower). */
export const DROPDOWN_LAYER_QUERY = `(max-width: ${BREAKPOINTS.dropdown}px)`

const TYPEAHEAD_RESET_MS = 500
const PAGE_STEP = 10
const AUTO = -2

/** An option as shown (possibly filtered), with its position in `options`. */
export type DropdownEntry<V extends string | number> = { option: DropdownOption<V>; index: number }

/**
 * The state and behaviour of a select-only combobox (APG), without markup: which options are shown and which
 * is active, the ids that tie the combobox, search box and listbox together, and the key, click, focus and
 * pointer handlers; `Dropdown` renders them. Focus stays on the combobox (or the search box) and the active
 * option is conveyed with `aria-activedescendant`. Keys: Down/Up/Enter/Space open; in the list Up/Down,
 * Home/End, PageUp/PageDown move, Enter/Space/Tab/Alt+Up select, Escape closes, printable characters jump by
 * typeahead; in the search box Up/Down/PageUp/PageDown move, Enter selects, Escape closes and refocuses.
 */
export function useDropdown<V extends string | number = string>({
  options,
  value,
  onChange,
  searchable = false,
  loading = false,
  disabled = false,
  id,
}: UseDropdownOptions<V>) {
  const { language } = useT()
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

  const entries = useMemo<DropdownEntry<V>[]>(() => {
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

  const onComboClick = () => {
    if (open) close(false)
    else openAt(selectedPosition >= 0 ? selectedPosition : firstEnabled())
  }

  const onSearchChange = (text: string) => {
    setQuery(text)
    setActive(AUTO)
  }

  /** The pointer over an option makes it the active one. */
  const hover = (position: number) => {
    if (position !== active && enabled(position)) setActive(position)
  }

  const activeId = open && active >= 0 && entries[active] ? optionId(entries[active].index) : undefined
  const empty = !loading && entries.length === 0

  return {
    ids: { combo: comboId, label: labelId, list: listId, error: errorId, option: optionId },
    refs: { root: rootRef, combo: comboRef, search: searchRef, list: listRef },
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
  }
}
