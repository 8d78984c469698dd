import { SearchBox, useLinks, useWidgetSouk } from '@souk/react'
import iconCss from '@souk/react/styles/Icon/Icon.css?inline'
import imageCss from '@souk/react/styles/Image/Image.css?inline'
import priceLabelCss from '@souk/react/styles/PriceLabel/PriceLabel.css?inline'
import searchBoxCss from '@souk/react/styles/SearchBox/SearchBox.css?inline'
import suggestionsCss from '@souk/react/styles/SearchBox/SuggestionsPopup.css?inline'
import { createSoukElement, type ElementProps, type SoukElementOf } from '../base/createSoukElement'
import { emit } from '../base/emit'
import { openOnShop } from '../base/handoff'
import css from './SoukSearch.css?inline'

/** Attribute props of `<souk-search>`. */
export interface SoukSearchProps {
  /** Accessible name of the search field; default the translated 'Search'. */
  label?: string
}

/** `<souk-search>`: its attributes as properties, and `theme`. */
export type SoukSearchElement = SoukElementOf<SoukSearchProps>

function SearchElement({ label, host }: SoukSearchProps & ElementProps) {
  const souk = useWidgetSouk()
  const links = useLinks()
  return (
    <SearchBox
      label={label || undefined}
      // The paths come from the Souk's links: already absolute on the shop.
      onNavigate={(url) => {
        const { text, suggestions } = souk.search.getState()
        const product = suggestions?.product.find((item) => links.product(item.slug, item.id) === url)
        const allowed = product
          ? emit(
              host,
              'souk-product-select',
              { productId: product.id, slug: product.slug, title: product.title, url },
              { cancelable: true },
            )
          : emit(host, 'souk-search', { query: text.trim(), url }, { cancelable: true })
        if (allowed) openOnShop(url)
      }}
    />
  )
}

/**
 * @summary The shop's search box with its suggestions popup (APG combobox): suggested keywords, categories,
 *   products (with compare) or 'Nothing found'. Picking a product or searching opens the shop, unless the
 *   host cancels the event.
 *
 * @tag souk-search
 * @attr label - Accessible name of the search field (default: 'Search' in the widget's language).
 * @event {CustomEvent<SoukProductSelectDetail>} souk-product-select - A product suggestion was picked;
 *   cancelable (cancel to show the product yourself; `detail.url` is its page on the shop).
 * @event {CustomEvent<SoukSearchDetail>} souk-search - The search was submitted, or a keyword or category
 *   suggestion picked; cancelable (cancel to stay on the page; `detail.url` is the shop page it would open).
 * @event {CustomEvent<SoukErrorDetail>} souk-error - The shop cannot be used (`detail.code`: `cors-refused`,
 *   `not-souk-api` or `api-down`; told once per page).
 * @cssproperty --souk-surface - The widget's background (default: the theme's surface; `transparent` shows the page).
 * @cssproperty --souk-color-primary - Brand colour (and every other `--souk-*` token of `@souk/themes`).
 */
export const SoukSearch = /* @__PURE__ */ createSoukElement<SoukSearchProps>(SearchElement, {
  block: 'souk-search',
  attributes: { label: 'string' },
  styles: [iconCss, imageCss, priceLabelCss, searchBoxCss, suggestionsCss, css],
})
