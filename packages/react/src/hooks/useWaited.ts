import { useEffect, useState } from 'react'

/**
 * False on the server and after mounting; true `afterInteraction` ms after the shopper's first press, key or
 * scroll, or `delay` ms after mounting if they did nothing: for what should not interrupt a page the shopper has
 * only just reached (a promotion's modal).
 */
export function useWaited(delay: number, afterInteraction: number): boolean {
  const [waited, setWaited] = useState(false)
  useEffect(() => {
    const done = () => setWaited(true)
    let timer = setTimeout(done, delay)
    const events = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const
    const onInteraction = () => {
      remove()
      clearTimeout(timer)
      timer = setTimeout(done, afterInteraction)
    }
    const remove = () => {
      for (const name of events) window.removeEventListener(name, onInteraction, true)
    }
    for (const name of events) window.addEventListener(name, onInteraction, { capture: true, passive: true })
    return () => {
      remove()
      clearTimeout(timer)
    }
  }, [delay, afterInteraction])
  return waited
}
