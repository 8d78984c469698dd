/** Registers `<souk-product>` and `<souk-config>` (a side effect; safe to load twice). */
import './souk-config'
import { define } from '../base/define'
import { SoukProduct } from '../product/SoukProduct'

define('souk-product', SoukProduct)
