/** i18n of Souk: UI text catalogues in five languages, the `SoukI18n` interface and core's translator, direction, cookies and detection. */
export { bundledCatalogues } from './bundledCatalogues'
export { i18nRedirectedCookie, languageCookie } from './cookies'
export {
  type DetectLanguageInput,
  detectLanguage,
  type LanguagePreference,
  matchLanguage,
  parseAcceptLanguage,
} from './detectLanguage'
export { direction, isRtl, RTL_LANGUAGES } from './direction'
export { type AnyCatalogue, isBundledLanguage, loadCatalogue } from './loaders'
export { localCountryName } from './localCountryName'
export type { Catalogue } from './locales/en'
export {
  createTranslator,
  interpolate,
  type TranslateParams,
  type Translator,
  type TranslatorOptions,
} from './translate'
export {
  type CreateI18nOptions,
  createI18n,
  type LanguageListener,
  type LanguageLoader,
  type SoukI18n,
  type SoukI18nEvent,
} from './translator'
export type { Dictionary, LocalizedCatalogue, PluralCategory, PluralKey } from './types'
