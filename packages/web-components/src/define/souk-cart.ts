/** Registers `<souk-cart>` and `<souk-config>` (a side effect; safe to load twice). */
import './souk-config'
import { define } from '../base/define'
import { SoukCart } from '../cart/SoukCart'

define('souk-cart', SoukCart)
