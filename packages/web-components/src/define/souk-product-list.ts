/** Registers `<souk-product-list>` and `<souk-config>` (a side effect; safe to load twice). */
import './souk-config'
import { define } from '../base/define'
import { SoukProductList } from '../product-list/SoukProductList'

define('souk-product-list', SoukProductList)
