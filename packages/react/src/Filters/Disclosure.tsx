import { type ReactNode, useId } from 'react'
import { Icon } from '../Icon/Icon'
import type { FilterGroup } from './Filters'

export interface DisclosureProps {
  group: FilterGroup
  title: string
  selected: number
  open: boolean
  onToggle: () => void
  level: 3 | 4
  children: ReactNode
}

/** One filter group: an APG disclosure (a heading holding a button with `aria-expanded`, and its panel). */
export function Disclosure({ group, title, selected, open, onToggle, level, children }: DisclosureProps) {
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
