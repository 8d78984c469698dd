/** Detail of `souk-cart-open`: the cart's item count when the button was pressed. */
export interface SoukCartOpenDetail {
  count: number
}

/** Detail of `souk-cart-add`: what the shared cart accepted (after the API answered). */
export interface SoukCartAddDetail {
  productId: number
  inventoryId: number
  quantity: number
  /** The cart's item count afterwards. */
  count: number
}

/** A cart line as `souk-cart-change` reports it. */
export interface SoukCartLineDetail {
  /** The line's id in the cart. */
  id: number
  productId: number
  quantity: number
  /** Whether the line is ticked for checkout. */
  selected: boolean
}

/** Detail of `souk-cart-change`: the cart after a change (quantity, selection, removal, addition). */
export interface SoukCartChangeDetail {
  count: number
  lines: SoukCartLineDetail[]
}

/** Detail of `souk-checkout`: where the shopper is about to go; cancel the event to keep them on the page. */
export interface SoukCheckoutDetail {
  /**
   * The shop's cart page with the hand-off: `?souk_handoff=<code>`, a one-time code bound to this guest cart
   * that works once, for five minutes (no code when the cart is empty). No token is in it.
   */
  url: string
  /** The cart's item count. */
  count: number
  /** `checkout` (the cart's button) or `buy-now` (a product's 'Buy now'). */
  source: 'checkout' | 'buy-now'
}

/** Detail of `souk-search`: a search was submitted or a keyword or category suggestion picked. */
export interface SoukSearchDetail {
  /** What the shopper searched for (empty for a category pick). */
  query: string
  /** The shop page that opens unless the event is cancelled. */
  url: string
}

/** Detail of `souk-product-select`: a product was picked (e.g. from the search suggestions). */
export interface SoukProductSelectDetail {
  productId: number
  slug: string
  title: string
  /** The product page on the shop, opened unless the event is cancelled. */
  url: string
}

/**
 * What a `souk-error` is about, for machines: the shop's API cannot be used (`cors-refused`: the shop does not
 * allow this page's origin, add it to `SOUK_ALLOWED_ORIGINS`; `not-souk-api`: `api-base` does not point at a
 * Souk API; `api-down`: unreachable), or one request failed (`not-found`, `form`, `unauthenticated`, `failed`).
 */
export type SoukErrorCode =
  | 'cors-refused'
  | 'not-souk-api'
  | 'api-down'
  | 'not-found'
  | 'form'
  | 'unauthenticated'
  | 'failed'

/** Detail of `souk-error`: what failed, with a message in the widget's language. */
export interface SoukErrorDetail {
  error: unknown
  /** What failed (see `SoukErrorCode`). */
  code: SoukErrorCode
  /** The text shown to the shopper, in the widget's language. */
  message: string
  /** For a connection failure, the developer's explanation (English, also in the console once). */
  reason?: string
}

/** Every event the Souk elements dispatch (bubbling and composed), by name. */
export interface SoukEventMap {
  'souk-cart-open': CustomEvent<SoukCartOpenDetail>
  'souk-cart-add': CustomEvent<SoukCartAddDetail>
  'souk-cart-change': CustomEvent<SoukCartChangeDetail>
  'souk-checkout': CustomEvent<SoukCheckoutDetail>
  'souk-search': CustomEvent<SoukSearchDetail>
  'souk-product-select': CustomEvent<SoukProductSelectDetail>
  'souk-error': CustomEvent<SoukErrorDetail>
}

declare global {
  interface GlobalEventHandlersEventMap extends SoukEventMap {}
}
