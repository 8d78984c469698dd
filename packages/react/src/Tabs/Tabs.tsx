import { cx } from '@souk/core'
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { useLocale } from '../hooks/useT'

/** One tab and its panel. */
export interface TabItem {
  /** Stable identifier, handed to `onChange`. */
  id: string
  /** The tab's label. */
  label: ReactNode
  /** The panel shown while the tab is selected. */
  content: ReactNode
  /** Shown but not selectable (skipped by the arrow keys). */
  disabled?: boolean
}

/** Props of `Tabs`. */
export interface TabsProps {
  /** The tabs, in reading order. */
  items: readonly TabItem[]
  /** Accessible name of the tab list (e.g. 'Product information'). */
  label: string
  /** Selected tab id (controlled). */
  value?: string
  /** Starting tab id when uncontrolled; default the first enabled tab. */
  defaultValue?: string
  /** Called with the id of the tab the shopper selects. */
  onChange?: (id: string) => void
  /** Extra class on the root. */
  className?: string
}

/**
 * Tabs following the APG tabs pattern with automatic activation: one tab stop for the tab list; Left/Right
 * arrows move to (and select) the previous/next tab, wrapping around, and swap in right-to-left languages
 * (Left moves forward in Arabic); Home/End go to the first/last tab. Every panel is in the page (hidden unless
 * selected) so server-rendered pages carry all their content, and each panel is a tab stop (tabindex 0).
 */
export function Tabs({ items, label, value, defaultValue, onChange, className }: TabsProps) {
  const { direction } = useLocale()
  const id = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const firstEnabled = items.find((item) => !item.disabled)?.id
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? firstEnabled)
  const requested = value ?? uncontrolled
  const selected = items.some((item) => item.id === requested && !item.disabled) ? requested : firstEnabled

  if (items.length === 0) return null

  const select = (index: number) => {
    const item = items[index]
    if (!item || item.disabled) return
    tabRefs.current[index]?.focus()
    if (item.id === selected) return
    if (value === undefined) setUncontrolled(item.id)
    onChange?.(item.id)
  }

  /** The next enabled tab from `index` going `step` (+1 forward, -1 back), wrapping around. */
  const next = (index: number, step: 1 | -1) => {
    for (let offset = 1; offset <= items.length; offset++) {
      const candidate = (index + step * offset + items.length * offset) % items.length
      if (!items[candidate]?.disabled) return candidate
    }
    return index
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    let target: number | null = null
    if (event.key === forward) target = next(index, 1)
    else if (event.key === backward) target = next(index, -1)
    else if (event.key === 'Home') target = next(-1, 1)
    else if (event.key === 'End') target = next(items.length, -1)
    if (target === null) return
    event.preventDefault()
    select(target)
  }

  return (
    <div className={cx('souk-tabs', className)}>
      <div role="tablist" aria-label={label} className="souk-tabs__list">
        {items.map((item, index) => {
          const isSelected = item.id === selected
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${id}tab${index}`}
              className="souk-tabs__tab"
              aria-selected={isSelected}
              aria-controls={`${id}panel${index}`}
              aria-disabled={item.disabled || undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${id}panel${index}`}
          className="souk-tabs__panel"
          aria-labelledby={`${id}tab${index}`}
          tabIndex={item.id === selected ? 0 : undefined}
          hidden={item.id !== selected}
        >
          {item.content}
        </div>
      ))}
    </div>
  )
}
