/** Registers `<souk-search>` and `<souk-config>` (a side effect; safe to load twice). */
import './souk-config'
import { define } from '../base/define'
import { SoukSearch } from '../search/SoukSearch'

define('souk-search', SoukSearch)
