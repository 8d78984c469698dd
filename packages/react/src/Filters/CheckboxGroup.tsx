import type { IdTitle } from '@souk/core'
import { useId, useState } from 'react'
import { useT } from '../hooks/useT'

/** Checkbox lists longer than this show a 'Show more' button. */
const COLLAPSED_OPTIONS = 8

export interface CheckboxGroupProps {
  /** The form field of the boxes (`brand`, `collection`, `shipping`): one value per checked box. */
  name: string
  legend: string
  items: readonly IdTitle[]
  checked: readonly number[]
  onChange: (ids: number[]) => void
}

/** A list of checkboxes (brands, collections, delivery), the long ones collapsed behind 'Show more'. */
export function CheckboxGroup({ name, legend, items, checked, onChange }: CheckboxGroupProps) {
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
                name={name}
                value={item.id}
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
