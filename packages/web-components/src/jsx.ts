/**
 * The Souk tags in React 19's JSX (`import type {} from '@souk/web-components/jsx'`, or import the React entry):
 * their attributes, their properties (React 19 sets a prop as a property when the element has it) and their
 * events. React 19 listens to a custom element's event through the prop `on` + the event's exact name:
 * `onsouk-cart-add` for `souk-cart-add` (an `onSoukCartAdd` prop would listen to `SoukCartAdd`, which no Souk
 * element dispatches).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import type { SoukCartElement } from './cart/SoukCart'
import type { SoukCartButtonElement } from './cart-button/SoukCartButton'
import type { SoukTheme } from './config/pageSouk'
import type { SoukConfigElement } from './config/SoukConfigElement'
import type { SoukEventMap } from './events'
import type { SoukProductElement } from './product/SoukProduct'
import type { SoukProductCardElement } from './product-card/SoukProductCard'
import type { SoukProductListElement } from './product-list/SoukProductList'
import type { SoukSearchElement } from './search/SoukSearch'

/** The event props of some Souk events: `on<event name>`, with the event's typed detail. */
export type SoukEventProps<K extends keyof SoukEventMap> = {
  [Name in K as `on${Name}`]?: (event: SoukEventMap[Name]) => void
}

/** The configuration attributes of every Souk tag (page-wide but for `theme`). */
export interface SoukConfigAttributes {
  'api-base'?: string
  'shop-url'?: string
  language?: string
  theme?: SoukTheme
}

/** JSX props of a Souk tag: the DOM's, the configuration attributes, its own attributes and its events. */
export type SoukJsxProps<E extends HTMLElement, A, K extends keyof SoukEventMap> = Omit<
  DetailedHTMLProps<HTMLAttributes<E>, E>,
  keyof A | keyof SoukConfigAttributes
> &
  SoukConfigAttributes &
  A &
  SoukEventProps<K>

/** Attributes of `<souk-product-card>` and `<souk-product>` (or the `productId`, `headingLevel` properties). */
export interface SoukProductAttributes {
  'product-id'?: number | string
  productId?: number
  'heading-level'?: number | string
  headingLevel?: number
}

/** Attributes of `<souk-product-list>`. */
export interface SoukProductListAttributes {
  category?: string
  brand?: string
  collection?: string
  store?: string
  'flash-sale'?: number | string
  flashSale?: number
  q?: string
  sort?: 'price_low_to_high' | 'price_high_to_low' | 'avg_customer_review' | 'featured'
  limit?: number | string
  label?: string
}

/** The Souk tags with their props, for React's `JSX.IntrinsicElements`. */
export interface SoukIntrinsicElements {
  'souk-config': Omit<DetailedHTMLProps<HTMLAttributes<SoukConfigElement>, SoukConfigElement>, 'lang'> &
    SoukConfigAttributes
  'souk-product-card': SoukJsxProps<
    SoukProductCardElement,
    SoukProductAttributes,
    'souk-cart-add' | 'souk-error'
  >
  'souk-product': SoukJsxProps<
    SoukProductElement,
    SoukProductAttributes,
    'souk-cart-add' | 'souk-checkout' | 'souk-error'
  >
  'souk-product-list': SoukJsxProps<SoukProductListElement, SoukProductListAttributes, 'souk-error'>
  'souk-cart-button': SoukJsxProps<SoukCartButtonElement, { href?: string }, 'souk-cart-open' | 'souk-error'>
  'souk-cart': SoukJsxProps<
    SoukCartElement,
    { open?: boolean | 'true' | 'false' },
    'souk-cart-change' | 'souk-checkout' | 'souk-error'
  >
  'souk-search': SoukJsxProps<
    SoukSearchElement,
    { label?: string },
    'souk-search' | 'souk-product-select' | 'souk-error'
  >
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends SoukIntrinsicElements {}
  }
}
