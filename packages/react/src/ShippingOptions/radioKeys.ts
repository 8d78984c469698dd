import type { Direction } from '@souk/core'
import type { KeyboardEvent } from 'react'

const FORWARD: Record<Direction, readonly string[]> = {
  ltr: ['ArrowDown', 'ArrowRight'],
  rtl: ['ArrowDown', 'ArrowLeft'],
}
const BACKWARD: Record<Direction, readonly string[]> = {
  ltr: ['ArrowUp', 'ArrowLeft'],
  rtl: ['ArrowUp', 'ArrowRight'],
}

/**
 * Arrow keys of an APG radio group on native radios, the same in every browser: Down/Right move to (and
 * check) the next radio of the enclosing fieldset, Up/Left to the previous one, wrapping and skipping disabled
 * radios; Left and Right swap in right-to-left text. Space checks the focused radio natively.
 */
export function radioKeyDown(direction: Direction) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    const step = FORWARD[direction].includes(event.key) ? 1 : BACKWARD[direction].includes(event.key) ? -1 : 0
    if (step === 0) return
    const group = event.currentTarget.closest('fieldset, [role="radiogroup"]')
    if (!group) return
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
      (radio) => radio.name === event.currentTarget.name && !radio.disabled,
    )
    const index = radios.indexOf(event.currentTarget)
    if (radios.length === 0 || index < 0) return
    event.preventDefault()
    const next = radios[(index + step + radios.length) % radios.length]
    if (!next) return
    next.focus()
    if (!next.checked) next.click()
  }
}
