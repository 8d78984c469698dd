import type { SoukEventMap } from '../events'

/**
 * Dispatches a Souk event from an element: bubbling and composed, so it crosses shadow roots and reaches
 * `document`. Returns false when a listener cancelled a cancelable event.
 */
export function emit<K extends keyof SoukEventMap>(
  host: Element,
  name: K,
  detail: SoukEventMap[K]['detail'],
  options: { cancelable?: boolean } = {},
): boolean {
  return host.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  )
}
