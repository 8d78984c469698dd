/** Server messages in the shopper's language, from core's bundled UI catalogues (the same texts the storefront shows). */
import { bundledCatalogues, createTranslator, type Dictionary, type Translator } from '@souk/core/i18n'
import type { ApiContext } from './context'

const english = bundledCatalogues.en as unknown as Dictionary
const cache = new Map<string, Translator>()

/** A translator for a language code (English for the default language, null or unknown codes). */
export function translatorFor(lang: string | null | undefined): Translator {
  const code = lang && Object.hasOwn(bundledCatalogues, lang) ? lang : 'en'
  let translator = cache.get(code)
  if (!translator) {
    const catalogue = bundledCatalogues[code as keyof typeof bundledCatalogues] as unknown as Dictionary
    translator = createTranslator(catalogue, english, { language: code })
    cache.set(code, translator)
  }
  return translator
}

/** The translator of a request (its `Language` header). */
export function translatorOf(c: ApiContext): Translator {
  return translatorFor(c.var.lang)
}
