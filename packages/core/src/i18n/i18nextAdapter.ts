/**
 * `@souk/core/i18next`: for a host that already runs i18next, its instance as a `SoukI18n`, so Souk's texts
 * live in the host's i18next and follow its language. i18next is an optional peer dependency of @souk/core:
 * only this module refers to it, and only by type (the host passes its own instance).
 */
import type { i18n as I18next } from 'i18next'
import type { LanguageListener, SoukI18n } from './translator'
import type { Dictionary } from './types'

/** Options of `fromI18next`. */
export interface FromI18nextOptions {
  /** The namespace of Souk's texts in the host's instance; default `translation`. */
  namespace?: string
  /**
   * Souk's catalogues to add to the host's instance, per language (`bundledCatalogues`, or the page's language
   * from `loadCatalogue`). A text the host has already under the same key is kept.
   */
  catalogues?: Readonly<Partial<Record<string, Dictionary>>>
}

/**
 * Wraps a host's i18next instance as the `SoukI18n` of `createSouk({ i18n })`: `t` reads the namespace (never
 * HTML-escaping values: React escapes), `changeLanguage` and `languageChanged` are the host's own, and
 * `addTexts` adds a resource bundle.
 */
export function fromI18next(i18next: I18next, options: FromI18nextOptions = {}): SoukI18n {
  const ns = options.namespace ?? 'translation'
  for (const [language, catalogue] of Object.entries(options.catalogues ?? {})) {
    // deep, without overwriting: the host's own texts for a key win over Souk's.
    if (catalogue) i18next.addResourceBundle(language, ns, catalogue, true, false)
  }
  return {
    get language() {
      return i18next.language
    },
    t: (key, params) =>
      String(i18next.t(key, { ...params, ns, interpolation: { escapeValue: false } } as never)),
    changeLanguage: async (language) => {
      await i18next.changeLanguage(language)
    },
    addTexts: (language, texts) => {
      i18next.addResourceBundle(language, ns, texts, true, true)
    },
    on: (event, listener: LanguageListener) => {
      i18next.on(event, listener)
    },
    off: (event, listener: LanguageListener) => {
      i18next.off(event, listener)
    },
  }
}
