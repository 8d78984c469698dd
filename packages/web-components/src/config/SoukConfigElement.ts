import { configureSouk, type SoukPageConfig, type SoukTheme } from './pageSouk'

/** The configuration attributes, on `<souk-config>` and on every element. */
export const CONFIG_ATTRIBUTES = ['api-base', 'shop-url', 'language', 'theme'] as const

/** The page configuration an element's attributes give (only those that are set). */
export function configFromAttributes(element: Element): SoukPageConfig {
  const config: SoukPageConfig = {}
  const apiBase = element.getAttribute('api-base')
  const shopUrl = element.getAttribute('shop-url')
  const language = element.getAttribute('language')
  const theme = element.getAttribute('theme')
  if (apiBase) config.apiBase = apiBase
  if (shopUrl) config.shopUrl = shopUrl
  if (language) config.language = language
  if (theme === 'light' || theme === 'dark' || theme === 'auto') config.theme = theme satisfies SoukTheme
  return config
}

/**
 * @summary The page-level configuration of every Souk widget on the page (render nothing).
 *
 * @tag souk-config
 * @attr api-base - Base of the shop's API, e.g. `https://shop.example/api/v1/`.
 * @attr shop-url - Where the shop's pages are: every product, cart, shop and search link is built absolute on it
 *   (default: the origin of `api-base`).
 * @attr language - Language of the widgets (`en`, `fr`, `ar`, `tr`, `hi`); Arabic renders right to left.
 * @attr theme - `light`, `dark` or `auto` (dark under `prefers-color-scheme: dark`, following the system live).
 */
export class SoukConfigElement extends HTMLElement {
  static get observedAttributes(): readonly string[] {
    return CONFIG_ATTRIBUTES
  }

  connectedCallback(): void {
    this.hidden = true
    this.apply()
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.apply()
  }

  private apply(): void {
    void configureSouk(configFromAttributes(this))
  }
}
