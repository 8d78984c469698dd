/** Registers `<souk-product-card>` and `<souk-config>` (a side effect; safe to load twice). */
import './souk-config'
import { define } from '../base/define'
import { SoukProductCard } from '../product-card/SoukProductCard'

define('souk-product-card', SoukProductCard)
