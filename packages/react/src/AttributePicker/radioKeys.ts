import type { Direction } from '@souk/core'
import type { KeyboardEvent } from 'react'

/**
 * Arrow keys of an APG radio group built on native radios, handled on the group element: Right/Down move to the
 * next enabled radio and Left/Up to the previous one, wrapping around and skipping disabled radios; Left and
 * Right swap in right-to-left text. The radio reached gets focus and is handed to `onPick` to be checked.
 * Handling the keys here (instead of leaving them to the browser) makes the right-to-left swap the same in
 * every browser.
 */
export function handleRadioArrows(
  event: KeyboardEvent<HTMLElement>,
  direction: Direction,
  onPick: (radio: HTMLInputElement) => void,
): void {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
  let step: 1 | -1
  if (event.key === forward || event.key === 'ArrowDown') step = 1
  else if (event.key === backward || event.key === 'ArrowUp') step = -1
  else return
  if (event.altKey || event.ctrlKey || event.metaKey) return
  const radios = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (radio) => !radio.disabled,
  )
  const index = radios.indexOf(event.target as HTMLInputElement)
  if (index === -1) return
  event.preventDefault()
  const next = radios[(index + step + radios.length) % radios.length]
  if (!next) return
  next.focus()
  onPick(next)
}
