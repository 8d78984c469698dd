import { RATING_MAX } from '@souk/core'
import { type KeyboardEvent, useRef } from 'react'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'

/** The rating choices, best first; 0 means any rating. */
const RATING_CHOICES = [4, 3, 2, 1, 0] as const

export interface RatingGroupProps {
  legend: string
  value: number
  onChange: (rating: number) => void
}

/**
 * The minimum rating as a radio group (APG radio group on native radios): Tab reaches the chosen one, arrows
 * move and choose (Left/Right swap in right-to-left languages), Space chooses.
 */
export function RatingGroup({ legend, value, onChange }: RatingGroupProps) {
  const { t, direction } = useT()
  // The form field a submit without JavaScript sends (`rating`, as the listing's address takes it).
  const name = 'rating'
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
