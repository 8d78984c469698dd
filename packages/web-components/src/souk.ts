/**
 * The script for `<script type="module">`: registers every Souk element (configuration first, so that a
 * `<souk-config>` already in the page applies before the first widget makes the page's Souk).
 */
import './define/souk-config'
import './define/souk-product-card'
import './define/souk-product'
import './define/souk-product-list'
import './define/souk-cart-button'
import './define/souk-cart'
import './define/souk-search'

export * from './index'
