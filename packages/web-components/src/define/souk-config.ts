/** Registers `<souk-config>` (a side effect; safe to load twice). */
import { define } from '../base/define'
import { SoukConfigElement } from '../config/SoukConfigElement'

define('souk-config', SoukConfigElement)
