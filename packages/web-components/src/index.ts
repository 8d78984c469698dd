/** @souk/web-components: WidgetSouk's widgets as custom element classes (no side effects; see `define/*` to register). */
export type {
  ElementProps,
  SoukElementClass,
  SoukElementOf,
} from './base/createSoukElement'
export { define } from './base/define'
export { SoukCart, type SoukCartElement, type SoukCartProps } from './cart'
export { SoukCartButton, type SoukCartButtonElement, type SoukCartButtonProps } from './cart-button'
export {
  configureSouk,
  type PageSoukState,
  pageSoukState,
  resetPageSouk,
  SoukConfigElement,
  type SoukPageConfig,
  type SoukTheme,
  subscribePageSouk,
  whenSoukReady,
} from './config'
export type {
  SoukCartAddDetail,
  SoukCartChangeDetail,
  SoukCartLineDetail,
  SoukCartOpenDetail,
  SoukCheckoutDetail,
  SoukErrorCode,
  SoukErrorDetail,
  SoukEventMap,
  SoukProductSelectDetail,
  SoukSearchDetail,
} from './events'
export { SoukProduct, type SoukProductElement, type SoukProductProps } from './product'
export { SoukProductCard, type SoukProductCardElement, type SoukProductCardProps } from './product-card'
export { SoukProductList, type SoukProductListElement, type SoukProductListProps } from './product-list'
export { SoukSearch, type SoukSearchElement, type SoukSearchProps } from './search'
export type { SoukElementTagNameMap } from './tags'
