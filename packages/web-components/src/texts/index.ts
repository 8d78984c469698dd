/**
 * The widgets' texts: per language, the first texts (what a page with one card can show) and the more texts (the
 * other elements'), each a chunk of its own, fetched for the page's language only and when an element needs it.
 */
import { DEFAULT_LANGUAGE, type Dictionary, isBundledLanguage, type LanguageCode } from '@souk/core'

/** A part of the widgets' texts: `first` (every element's, a card page's whole) or `more` (the other elements'). */
export type TextsPart = 'first' | 'more'

// One literal import per language and part, so that the build emits one chunk for each.
const importers: Record<TextsPart, Record<LanguageCode, () => Promise<{ default: Dictionary }>>> = {
  first: {
    en: () => import('./en'),
    fr: () => import('./fr'),
    ar: () => import('./ar'),
    tr: () => import('./tr'),
    hi: () => import('./hi'),
  },
  more: {
    en: () => import('./more/en'),
    fr: () => import('./more/fr'),
    ar: () => import('./more/ar'),
    tr: () => import('./more/tr'),
    hi: () => import('./more/hi'),
  },
}

/** The language whose texts the widgets show for `language`: itself when Souk ships it, else English. */
export function textsLanguage(language: string): LanguageCode {
  return isBundledLanguage(language) ? language : DEFAULT_LANGUAGE
}

/** Loads a part of the widgets' texts of a language (English for a language Souk does not ship). */
export async function loadWidgetTexts(language: string, part: TextsPart = 'first'): Promise<Dictionary> {
  const loaded = await importers[part][textsLanguage(language)]()
  return loaded.default
}
