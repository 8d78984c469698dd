/** Registers `<souk-cart-button>` and `<souk-config>` (a side effect; safe to load twice). */
import './souk-config'
import { define } from '../base/define'
import { SoukCartButton } from '../cart-button/SoukCartButton'

define('souk-cart-button', SoukCartButton)
