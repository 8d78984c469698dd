import { type ChangeEvent, type RefObject, useEffect, useRef } from 'react'

/**
 * A controlled checkbox of the server's HTML can be ticked before the page's scripts run: the browser changes the
 * box, and React, hydrating, leaves the box as the shopper left it but calls no `onChange`; the next render then
 * puts the old state back and the tap is lost. This hook gives the box its change handler and, once the box is
 * hydrated, compares it with `checked` (its state in the server's HTML): when the shopper changed it and no change
 * has been handled since, it reports the box's own state through `onChange`, once, as if ticked now. A box
 * rendered in the browser always starts equal to `checked`: nothing is reported.
 */
export function useTickKept(
  box: RefObject<HTMLInputElement | null>,
  checked: boolean,
  onChange: ((checked: boolean) => void) | undefined,
): (event: ChangeEvent<HTMLInputElement>) => void {
  // What the box showed when it was first rendered, and who to tell: only the first render's count.
  const first = useRef({ checked, onChange })
  // Reported, or a change handled already (a click between hydration and this effect): nothing more to say.
  const settled = useRef(false)
  useEffect(() => {
    const element = box.current
    if (settled.current || !element) return
    settled.current = true
    if (element.checked !== first.current.checked) first.current.onChange?.(element.checked)
  }, [box])
  return (event) => {
    settled.current = true
    onChange?.(event.target.checked)
  }
}
