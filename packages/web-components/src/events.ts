/** Detail of `souk-cart-open`: the cart's item count when the button was pressed. */
export interface SoukCartOpenDetail {
  count: number
}

/** Detail of `souk-error`: what failed, with a message in the widget's language. */
export interface SoukErrorDetail {
  error: unknown
  message: string
}

/** Every event the Souk elements dispatch (bubbling and composed), by name. */
export interface SoukEventMap {
  'souk-cart-open': CustomEvent<SoukCartOpenDetail>
  'souk-error': CustomEvent<SoukErrorDetail>
}

declare global {
  interface GlobalEventHandlersEventMap extends SoukEventMap {}
}
