export {
  configureSouk,
  ensurePageSouk,
  type PageSoukState,
  pageSoukState,
  resetPageSouk,
  type SoukPageConfig,
  type SoukTheme,
  shopBase,
  subscribePageSouk,
  whenSoukReady,
} from './pageSouk'
export { CONFIG_ATTRIBUTES, configFromAttributes, SoukConfigElement } from './SoukConfigElement'
