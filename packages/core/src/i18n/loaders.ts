import { LANGUAGES, type LanguageCode } from '../constants'
import type { Catalogue } from './locales/en'
import type { LocalizedCatalogue } from './types'

/** A bundled UI text catalogue of any language (English's keys, that language's plural forms). */
export type AnyCatalogue = LocalizedCatalogue<Catalogue>

/** Whether a language's UI texts ship with Souk (`en`, `fr`, `ar`, `tr`, `hi`). */
export function isBundledLanguage(lang: string): lang is LanguageCode {
  return (LANGUAGES as readonly string[]).includes(lang)
}

// One literal `import()` per language so that bundlers emit one chunk per language.
const importers: Record<LanguageCode, () => Promise<{ default: AnyCatalogue }>> = {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  tr: () => import('./locales/tr'),
  hi: () => import('./locales/hi'),
}

/** Loads the bundled catalogue of a language on demand; rejects for a language that is not bundled. */
export async function loadCatalogue(lang: LanguageCode): Promise<AnyCatalogue> {
  if (!isBundledLanguage(lang)) throw new Error(`No bundled UI texts for language "${String(lang)}"`)
  const loaded = await importers[lang]()
  return loaded.default
}
