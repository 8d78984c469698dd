/**
 * The Souk tags in TypeScript's DOM types: `document.querySelector('souk-product-card')` is a
 * `SoukProductCardElement`, `document.createElement('souk-cart')` a `SoukCartElement`. (The events' details are
 * in `GlobalEventHandlersEventMap`: see `./events`.)
 */
import type { SoukCartElement } from './cart/SoukCart'
import type { SoukCartButtonElement } from './cart-button/SoukCartButton'
import type { SoukConfigElement } from './config/SoukConfigElement'
import type { SoukProductElement } from './product/SoukProduct'
import type { SoukProductCardElement } from './product-card/SoukProductCard'
import type { SoukProductListElement } from './product-list/SoukProductList'
import type { SoukSearchElement } from './search/SoukSearch'

/** Every Souk tag and its element. */
export interface SoukElementTagNameMap {
  'souk-config': SoukConfigElement
  'souk-product-card': SoukProductCardElement
  'souk-product': SoukProductElement
  'souk-product-list': SoukProductListElement
  'souk-cart-button': SoukCartButtonElement
  'souk-cart': SoukCartElement
  'souk-search': SoukSearchElement
}

declare global {
  interface HTMLElementTagNameMap extends SoukElementTagNameMap {}
}
