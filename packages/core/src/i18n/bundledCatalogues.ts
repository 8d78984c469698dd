import type { LanguageCode } from '../constants'
import type { AnyCatalogue } from './loaders'
import ar from './locales/ar'
import en from './locales/en'
import fr from './locales/fr'
import hi from './locales/hi'
import tr from './locales/tr'

/** Every bundled catalogue, loaded eagerly (for servers and i18next); light bundles use `loadCatalogue` instead. */
export const bundledCatalogues: Readonly<Record<LanguageCode, AnyCatalogue>> = { en, fr, ar, tr, hi }
