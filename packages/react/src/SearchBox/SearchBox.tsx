import { cx, errorText, routes, searchSubmitTarget, suggestionTarget } from '@souk/core'
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useLinks } from '../hooks/useLinks'
import { useCompare, useSearch } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon'
import { usePart } from '../parts'
import { useWidgetSouk } from '../SoukProvider'
import {
  type SuggestionOption,
  SuggestionsPopup,
  suggestionGroups,
  suggestionOptionId,
} from './SuggestionsPopup'

/**
 * Whether a text fits the content box of an input in its placeholder's font (it would otherwise be cut). Measured
 * with a canvas; false where none can measure (no canvas: the short placeholder stays).
 */
function fitsInput(input: HTMLInputElement, text: string): boolean {
  const style = getComputedStyle(input)
  const font = getComputedStyle(input, '::placeholder')
  const context = document.createElement('canvas').getContext?.('2d')
  if (!context) return false
  context.font = `${font.fontStyle} ${font.fontWeight} ${font.fontSize} ${font.fontFamily}`
  const room =
    input.clientWidth -
    (Number.parseFloat(style.paddingInlineStart) || 0) -
    (Number.parseFloat(style.paddingInlineEnd) || 0)
  return context.measureText(text).width <= room
}

/**
 * The box's placeholder: the short one ('Search') on the server and in narrow boxes, the long one ('Search for
 * products, brands and more') once the browser has checked that it fits the box whole (again on every resize).
 */
function usePlaceholder(input: { current: HTMLInputElement | null }, long: string, short: string): string {
  const [fits, setFits] = useState(false)
  useEffect(() => {
    const element = input.current
    if (!element || typeof ResizeObserver === 'undefined') return
    // The observer's first report comes once the box is laid out, before the next paint: the check reads a
    // fresh layout instead of forcing one in the middle of hydration (or of the tap that hydrated the header).
    const check = () => setFits(fitsInput(element, long))
    const observer = new ResizeObserver(check)
    observer.observe(element)
    return () => observer.disconnect()
  }, [input, long])
  return fits ? long : short
}

/** Props of `SearchBox`. */
export interface SearchBoxProps {
  /** Goes to a path of the storefront (search page, product, category); the host's router or `location.assign`. */
  onNavigate: (path: string) => void
  /** The shopper is on the search page: submitting the current search again is ignored (spec §2.7). */
  onSearchPage?: boolean
  /** The text of the current search (the `q` of the search page); it fills the empty box. */
  query?: string | null
  /** Accessible name of the search field; default the translated 'Search'. */
  label?: string
  /** Extra class on the root. */
  className?: string
}

/**
 * The search box with its suggestions popup (spec §2.7), an APG combobox with a listbox popup: typing fetches
 * suggestions 700 ms after the last keystroke (core's search store), empty text closes the popup, and it closes
 * 100 ms after focus leaves. Down/Up move through the options (wrapping), Home/End jump to the first/last one
 * while an option is active, Left/Right return to editing, Enter picks the active option or submits, Escape
 * closes the popup (then clears the box). The number of suggestions is announced politely. Submitting goes to
 * `/search?q=…` unless the text is empty or is already the current search.
 */
export function SearchBox({
  onNavigate,
  onSearchPage = false,
  query = null,
  label,
  className,
}: SearchBoxProps) {
  const { t, language } = useT()
  const part = usePart('search-box')
  const souk = useWidgetSouk()
  const links = useLinks()
  const listboxId = `${useId()}suggestions`
  const formRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const placeholder = usePlaceholder(inputRef, t('search.placeholder'), t('search.placeholderShort'))

  const text = useSearch((state) => state.text)
  const open = useSearch((state) => state.open)
  const status = useSearch((state) => state.status)
  const suggestions = useSearch((state) => state.suggestions)
  const failure = useSearch((state) => state.error)
  const fetchedFor = useSearch((state) => state.query)
  const setText = useSearch((state) => state.setText)
  const close = useSearch((state) => state.close)
  const closeNow = useSearch((state) => state.closeNow)
  const reopen = useSearch((state) => state.reopen)
  const compared = useCompare((state) => state.saved)

  const groups = useMemo(() => suggestionGroups(suggestions), [suggestions])
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups])
  const [activeKeyState, setActiveKey] = useState<string | null>(null)
  // The active option is forgotten when the suggestions it belonged to are replaced.
  const activeKey = options.some((option) => option.key === activeKeyState) ? activeKeyState : null
  const popupOpen = open && status !== 'idle'
  const context = { onSearchPage, query, lang: language, link: links.search }

  // On the search page the box starts with the current search (without asking for suggestions).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the current search changes.
  useEffect(() => {
    if (query && !souk.search.getState().text) souk.search.setState({ text: query })
  }, [query])

  // Keep the active option in view inside the scrolling popup.
  useEffect(() => {
    if (!activeKey) return
    const element = formRef.current?.querySelector<HTMLElement>('.souk-suggestions__option[data-active]')
    element?.scrollIntoView?.({ block: 'nearest' })
  }, [activeKey])

  const move = (step: 1 | -1) => {
    if (options.length === 0) return
    const index = options.findIndex((option) => option.key === activeKey)
    const next =
      index < 0 ? (step > 0 ? 0 : options.length - 1) : (index + step + options.length) % options.length
    setActiveKey(options[next]?.key ?? null)
  }

  const pick = (option: SuggestionOption) => {
    switch (option.kind) {
      case 'keyword': {
        const target = suggestionTarget(option.text, context)
        setText(option.text)
        closeNow()
        setActiveKey(null)
        if (target) onNavigate(target)
        return
      }
      case 'category':
        closeNow()
        setActiveKey(null)
        onNavigate(links.categoryListing({ slug: option.category.slug, parent_slug: option.parentSlug }))
        return
      case 'product':
        closeNow()
        setActiveKey(null)
        onNavigate(links.product(option.product.slug, option.product.id))
        return
      case 'compare':
        // Stays open: the shopper may compare several products.
        void souk.compare.getState().toggle(option.product.id)
        return
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        if (!popupOpen) {
          // Opens again on the suggestions already fetched, or asks for them.
          setText(text)
          return
        }
        if (!event.altKey) move(event.key === 'ArrowDown' ? 1 : -1)
        return
      case 'Home':
      case 'End':
        if (!popupOpen || activeKey === null || options.length === 0) return
        event.preventDefault()
        setActiveKey((event.key === 'Home' ? options[0] : options[options.length - 1])?.key ?? null)
        return
      case 'ArrowLeft':
      case 'ArrowRight':
        setActiveKey(null)
        return
      case 'Enter': {
        const active = options.find((option) => option.key === activeKey)
        if (popupOpen && active) {
          event.preventDefault()
          pick(active)
        }
        return
      }
      case 'Escape':
        if (popupOpen) {
          event.preventDefault()
          closeNow()
          setActiveKey(null)
        } else if (text) {
          event.preventDefault()
          setText('')
        }
        return
    }
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setActiveKey(null)
    setText(event.target.value)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const target = searchSubmitTarget(text, context)
    if (!target) return
    closeNow()
    setActiveKey(null)
    onNavigate(target)
  }

  const suggestionCount = options.filter((option) => option.kind !== 'compare').length
  const errorMessage = status === 'error' ? errorText(failure, t) : ''
  let announcement = ''
  if (popupOpen && status === 'results') announcement = t('a11y.suggestionsCount', { count: suggestionCount })
  else if (popupOpen && status === 'empty') announcement = t('search.nothingFoundFor', { text: fetchedFor })
  else if (popupOpen && status === 'error') announcement = errorMessage

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself; the newer <search> element is not exposed by every browser and screen reader in use.
    <form
      ref={formRef}
      role="search"
      // A given label also names the landmark, so a second search box on a page (the not-found page's) is told apart.
      aria-label={label}
      className={cx('souk-search-box', className)}
      part={part()}
      action={links.localize(routes.search)}
      method="get"
      data-open={popupOpen || undefined}
      onSubmit={onSubmit}
    >
      <label className="souk-visually-hidden" htmlFor={`${listboxId}input`}>
        {label ?? t('common.search')}
      </label>
      <div className="souk-search-box__field" part={part('field')}>
        <input
          ref={inputRef}
          id={`${listboxId}input`}
          className="souk-search-box__input"
          part={part('input')}
          type="search"
          name="q"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={popupOpen}
          aria-controls={listboxId}
          aria-activedescendant={
            popupOpen && activeKey ? suggestionOptionId(listboxId, activeKey) : undefined
          }
          value={text}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onFocus={reopen}
          onBlur={close}
        />
        <button
          type="submit"
          className="souk-search-box__submit"
          part={part('submit')}
          aria-label={t('search.submit')}
        >
          <Icon name="search" />
        </button>
      </div>
      <SuggestionsPopup
        id={listboxId}
        open={popupOpen}
        status={status}
        text={fetchedFor}
        groups={groups}
        activeKey={activeKey}
        onPick={pick}
        isCompared={(productId) => Boolean(compared[productId])}
        errorMessage={errorMessage}
      />
      <div className="souk-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </form>
  )
}
