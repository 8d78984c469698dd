/** The widgets' texts: one chunk per language, fetched for the page's language only. */
import { DEFAULT_LANGUAGE, type Dictionary, isBundledLanguage, type LanguageCode } from '@souk/core'

// One literal import per language, so that the build emits one chunk per language.
const importers: Record<LanguageCode, () => Promise<{ default: Dictionary }>> = {
  en: () => import('./en'),
  fr: () => import('./fr'),
  ar: () => import('./ar'),
  tr: () => import('./tr'),
  hi: () => import('./hi'),
}

/** The language whose texts the widgets show for `language`: itself when Souk ships it, else English. */
export function textsLanguage(language: string): LanguageCode {
  return isBundledLanguage(language) ? language : DEFAULT_LANGUAGE
}

/** Loads the widgets' texts of a language (English for a language Souk does not ship). */
export async function loadWidgetTexts(language: string): Promise<Dictionary> {
  const loaded = await importers[textsLanguage(language)]()
  return loaded.default
}
