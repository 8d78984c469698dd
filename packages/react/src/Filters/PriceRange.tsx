import { validatePriceRange } from '@souk/core'
import { type MouseEvent, useId, useRef, useState } from 'react'
import { Button } from '../Button/Button'
import { useEditsKept } from '../hooks/useEditsKept'
import { useT } from '../hooks/useT'

export interface PriceRangeProps {
  legend: string
  min: number | undefined
  max: number | undefined
  onApply: (min: number | undefined, max: number | undefined) => void
}

/** Minimum and maximum price fields with an apply button; a range that does not hold is explained, not sent. */
export function PriceRange({ legend, min, max, onApply }: PriceRangeProps) {
  const { t } = useT()
  const id = useId()
  const text = (amount: number | undefined) => (amount === undefined ? '' : String(amount))
  const [draft, setDraft] = useState({ min: text(min), max: text(max) })
  const [problem, setProblem] = useState<ReturnType<typeof validatePriceRange>>(null)

  const [shown, setShown] = useState({ min, max })

  // A new value from outside (clear all, another page's filters) replaces what was typed.
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max })
    setDraft({ min: text(min), max: text(max) })
    setProblem(null)
  }
  // Prices typed before the page's scripts ran stay typed (not applied: that takes 'Apply').
  const fieldsRef = useRef<HTMLFieldSetElement>(null)
  useEditsKept(fieldsRef)

  // The button submits the filters' form without JavaScript; in the page it validates and applies the range.
  const submit = (event: MouseEvent<HTMLButtonElement>) => {
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
        name={name}
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
    <div className="souk-filters__price">
      <fieldset ref={fieldsRef} className="souk-filters__fieldset">
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
      <Button type="submit" variant="secondary" size="sm" className="souk-filters__apply" onClick={submit}>
        {t('common.apply')}
      </Button>
    </div>
  )
}
