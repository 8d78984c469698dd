import { type BackendModule, createInstance, type i18n, type Resource } from 'i18next'
import { DEFAULT_LANGUAGE } from '../constants'
import type { Dictionary } from './types'

/** An i18next instance made by `createI18n`. */
export type I18n = i18n

/** Fetches the UI texts of a language that is not bundled (the API's `localization?locale_code=` call). */
export type LanguageLoader = (lang: string) => Promise<Dictionary | null | undefined>

/** Options of `createI18n`. */
export interface CreateI18nOptions {
  /** The starting language; defaults to English. */
  language?: string
  /**
   * The UI text catalogues to start with, per language: `bundledCatalogues` on a server, only the page's
   * language in a browser (`loadCatalogue`), so a page never downloads the four languages it does not show.
   */
  catalogues?: Readonly<Partial<Record<string, Dictionary>>>
  /** Extra or overriding texts per language, merged over the catalogues. */
  resources?: Readonly<Record<string, Dictionary>>
  /** The language used for missing keys; defaults to English. */
  fallbackLng?: string
  /** Loads languages that are not bundled when `changeLanguage` (or the start) asks for them. */
  loadLanguage?: LanguageLoader
}

const NAMESPACE = 'translation'

function isDictionary(value: unknown): value is Dictionary {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

type MutableDictionary = Record<string, string | Dictionary>

/** Copies `source` into `target` (a fresh object of ours), deeply, so that no object of `source` is shared. */
function copyInto(target: MutableDictionary, source: Dictionary): MutableDictionary {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__') continue
    if (typeof value === 'string') {
      target[key] = value
    } else {
      const current = target[key]
      target[key] = copyInto(isDictionary(current) ? (current as MutableDictionary) : {}, value)
    }
  }
  return target
}

function buildResources(
  catalogues: Readonly<Partial<Record<string, Dictionary>>> = {},
  extra: Readonly<Record<string, Dictionary>> = {},
): Resource {
  const resources: Resource = {}
  const languages = new Set([...Object.keys(catalogues), ...Object.keys(extra)])
  for (const lang of languages) {
    const bundled = catalogues[lang]
    // i18next writes added texts into the objects it is given: each instance gets its own copy, so that
    // `addResource` on one request's instance never reaches the shared catalogues or another request.
    const dictionary = copyInto(bundled ? copyInto({}, bundled) : {}, extra[lang] ?? {})
    resources[lang] = { [NAMESPACE]: dictionary }
  }
  return resources
}

// An i18next backend that asks the loader only for languages missing from the bundled resources.
function loaderBackend(loadLanguage: LanguageLoader): BackendModule {
  return {
    type: 'backend',
    callbackApi: false,
    init() {},
    // With callbackApi false, i18next awaits the returned promise instead of passing a callback.
    read: async (lang: string) => {
      const dictionary = await loadLanguage(lang)
      if (!isDictionary(dictionary)) throw new Error(`No UI texts for language "${lang}"`)
      return dictionary
    },
  }
}

/**
 * A fresh i18next instance (never the global one: one per request or page) with the given catalogues,
 * initialised synchronously so `t` works right after the call; React escapes, so interpolation does not.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const instance = createInstance()
  if (options.loadLanguage) instance.use(loaderBackend(options.loadLanguage))
  void instance.init({
    lng: options.language ?? DEFAULT_LANGUAGE,
    fallbackLng: options.fallbackLng ?? DEFAULT_LANGUAGE,
    resources: buildResources(options.catalogues, options.resources),
    partialBundledLanguages: Boolean(options.loadLanguage),
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}
