export {
  type CatalogueSettingsState,
  createCatalogueSettingsStore,
  createSettingsStore,
  type SettingsState,
} from './settingsStore'
export { type ThirdPartyScripts, thirdPartyScripts } from './thirdPartyScripts'
