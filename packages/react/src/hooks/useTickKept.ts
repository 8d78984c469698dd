import { type RefObject, useEffect, useRef } from 'react'

/**
 * A controlled checkbox of the server's HTML can be ticked before the page's scripts run: the browser changes the
 * box, and React, hydrating, leaves the box as the shopper left it but calls no `onChange`; the next render then
 * puts the old state back and the tap is lost. Once the box is hydrated, this hook compares it with `checked` (its
 * state in the server's HTML) and, when the shopper changed it, reports the box's own state through `onChange`,
 * as if ticked now. A box rendered in the browser always starts equal to `checked`: nothing is reported.
 */
export function useTickKept(
  box: RefObject<HTMLInputElement | null>,
  checked: boolean,
  onChange: ((checked: boolean) => void) | undefined,
): void {
  // What the box showed when it was first rendered, and who to tell: only the first render's count.
  const first = useRef({ checked, onChange })
  useEffect(() => {
    const element = box.current
    if (element && element.checked !== first.current.checked) first.current.onChange?.(element.checked)
  }, [box])
}
