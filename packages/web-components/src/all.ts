/**
 * Every Souk element registered at once, with the exports of the main entry (`all.js`; `react/souk.js` in the
 * React variant): for bundlers and tests. A page embeds `souk.js` instead, which loads only the tags it finds.
 * Configuration first, so that a `<souk-config>` already in the page applies before the first widget makes the
 * page's Souk.
 */
import './define/souk-config'
import './define/souk-product-card'
import './define/souk-product'
import './define/souk-product-list'
import './define/souk-cart-button'
import './define/souk-cart'
import './define/souk-search'

export * from './index'
