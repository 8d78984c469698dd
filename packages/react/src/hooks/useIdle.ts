import { useEffect, useState } from 'react'

/** At most this long (ms) before an idle callback runs on a busy page. */
const IDLE_TIMEOUT = 2000

/**
 * False on the server, while hydrating and until the browser is next idle after the component mounted; then true.
 * For what may wait until the page has settled (a promotion's modal), so it neither lengthens hydration's tasks
 * nor takes the focus before the page is usable.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT })
      return () => cancelIdleCallback(handle)
    }
    // Browsers without idle callbacks (Safari): after the current frame's work.
    const handle = setTimeout(() => setIdle(true), 50)
    return () => clearTimeout(handle)
  }, [])
  return idle
}
