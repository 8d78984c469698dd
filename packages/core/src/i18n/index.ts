/** i18n of Souk: UI text catalogues in five languages, i18next and light translators, direction, cookies and detection. */
export { bundledCatalogues } from './bundledCatalogues'
export { i18nRedirectedCookie, languageCookie } from './cookies'
export {
  type CreateI18nOptions,
  createI18n,
  type I18n,
  type LanguageLoader,
} from './createI18n'
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
export type { Dictionary, LocalizedCatalogue, PluralCategory, PluralKey } from './types'
