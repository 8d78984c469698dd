import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False in the server's HTML and while the browser hydrates it, true once the page's scripts run: a control that
 * needs JavaScript can render its plain-HTML form (a native select and a submit button) until then, so the page
 * works before and without JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
