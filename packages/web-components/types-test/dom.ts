// Compiled with `tsc --strict` against the built package (`pnpm test:types` after `pnpm build`), as a host's
// TypeScript sees it: the package's own name resolves through its `exports` to dist/types.
import '@souk/web-components/define/souk-product-card'
import {
  type SoukCartAddDetail,
  type SoukCartElement,
  SoukProductCard,
  type SoukProductCardElement,
  whenSoukReady,
} from '@souk/web-components'

// The tags are in HTMLElementTagNameMap: no casts.
const card: SoukProductCardElement | null = document.querySelector('souk-product-card')
if (card) {
  card.productId = 7
  card.headingLevel = 2
  card.theme = 'dark'
  // @ts-expect-error productId is a number
  card.productId = 'seven'
  // An unset property reads as undefined, and the type says so.
  // @ts-expect-error productId may be undefined
  const id: number = card.productId
  void id
}
const cart: SoukCartElement = document.createElement('souk-cart')
cart.show()
cart.close()
const open: boolean | undefined = cart.open
void open

// The events' details are typed in GlobalEventHandlersEventMap, on document and on each element.
document.addEventListener('souk-cart-add', (event) => {
  const detail: SoukCartAddDetail = event.detail
  const count: number = event.detail.count
  // @ts-expect-error a cart-add detail has no url
  void event.detail.url
  void detail
  void count
})
document.querySelector('souk-cart')?.addEventListener('souk-checkout', (event) => {
  const source: 'checkout' | 'buy-now' = event.detail.source
  const url: string = event.detail.url
  if (source === 'buy-now') event.preventDefault()
  void url
})
document.querySelector('souk-search')?.addEventListener('souk-product-select', (event) => {
  const id: number = event.detail.productId
  void id
})

// The element classes construct the typed elements.
const made: SoukProductCardElement = new SoukProductCard()
void made

// The widgets' Souk is the narrower one: no account calls.
void whenSoukReady().then((souk) => {
  void souk.client.catalog.product
  // @ts-expect-error the widgets' Souk makes no account calls
  void souk.client.account
})
