/** @souk/web-components: Souk's widgets as custom element classes (no side effects; see `define/*` to register). */
export { define } from './base/define'
export { SoukCartButton, type SoukCartButtonProps } from './cart-button'
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
export type { SoukCartOpenDetail, SoukErrorDetail, SoukEventMap } from './events'
export { SoukProductCard, type SoukProductCardProps } from './product-card'
