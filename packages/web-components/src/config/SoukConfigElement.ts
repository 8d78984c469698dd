import { configureSouk, type SoukPageConfig, type SoukTheme } from './pageSouk'

const ATTRIBUTES = ['api-base', 'shop-url', 'language', 'theme'] as const

/**
 * @summary The page-level configuration of every Souk widget on the page (render nothing).
 *
 * @tag souk-config
 * @attr api-base - Base of the shop's API, e.g. `https://shop.example/api/v1/`.
 * @attr shop-url - The shop's origin for product, cart and checkout links (default: the origin of `api-base`).
 * @attr language - Language of the widgets (`en`, `fr`, `ar`, `tr`, `hi`); Arabic renders right to left.
 * @attr theme - `light`, `dark` or `auto`.
 */
export class SoukConfigElement extends HTMLElement {
  static get observedAttributes(): readonly string[] {
    return ATTRIBUTES
  }

  connectedCallback(): void {
    this.hidden = true
    this.apply()
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.apply()
  }

  private apply(): void {
    const config: SoukPageConfig = {}
    const apiBase = this.getAttribute('api-base')
    const shopUrl = this.getAttribute('shop-url')
    const language = this.getAttribute('language')
    const theme = this.getAttribute('theme')
    if (apiBase) config.apiBase = apiBase
    if (shopUrl) config.shopUrl = shopUrl
    if (language) config.language = language
    if (theme === 'light' || theme === 'dark' || theme === 'auto') config.theme = theme satisfies SoukTheme
    void configureSouk(config)
  }
}
