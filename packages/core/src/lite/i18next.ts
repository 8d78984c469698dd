/**
 * The part of i18next's API that Souk uses, on core's dependency-free translator. Browser builds (the widgets,
 * the reference store) alias `i18next` to this module, which keeps about 15 KB gz of i18next out of them.
 * Supported: `createInstance`, `use`, `init` (`lng`, `fallbackLng`, `resources`), `t` (dotted keys,
 * `{{name}}`, `count` plurals), `changeLanguage`, `addResourceBundle`, `on`/`off` (`languageChanged`, `added`).
 */
import { createTranslator, type Dictionary, type TranslateParams, type Translator } from '../i18n'

type Listener = (...args: unknown[]) => void

/** `init` options this shim reads (others are accepted and ignored). */
export interface LiteInitOptions {
  lng?: string
  fallbackLng?: string | readonly string[] | false
  resources?: Record<string, Record<string, Dictionary>>
}

/** A minimal i18next instance. */
export interface LiteI18n {
  language: string
  languages: string[]
  resolvedLanguage: string
  isInitialized: boolean
  use: (module: unknown) => LiteI18n
  init: (options?: LiteInitOptions) => Promise<Translator>
  t: Translator
  changeLanguage: (language?: string) => Promise<Translator>
  addResourceBundle: (language: string, namespace: string, bundle: Dictionary) => LiteI18n
  hasResourceBundle: (language: string, namespace: string) => boolean
  on: (event: string, listener: Listener) => void
  off: (event: string, listener?: Listener) => void
}

type MutableDictionary = Record<string, string | Dictionary>

function merge(target: MutableDictionary, source: Dictionary): MutableDictionary {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__') continue
    const current = target[key]
    target[key] =
      typeof value === 'string'
        ? value
        : merge(typeof current === 'object' ? (current as MutableDictionary) : {}, value)
  }
  return target
}

/** A fresh instance (never shared): one per Souk. */
export function createInstance(): LiteI18n {
  const resources: Record<string, MutableDictionary> = {}
  const listeners = new Map<string, Set<Listener>>()
  let fallback = 'en'
  let translate: Translator = (key) => key

  const emitEvent = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const rebuild = () => {
    translate = createTranslator(resources[instance.language], resources[fallback], {
      language: instance.language,
      fallbackLanguage: fallback,
    })
  }

  const instance: LiteI18n = {
    language: 'en',
    languages: ['en'],
    resolvedLanguage: 'en',
    isInitialized: false,
    use: () => instance,
    init: (options = {}) => {
      const fallbackLng = options.fallbackLng
      fallback =
        (typeof fallbackLng === 'string' ? fallbackLng : fallbackLng ? fallbackLng[0] : undefined) ?? 'en'
      for (const [language, namespaces] of Object.entries(options.resources ?? {})) {
        const bundle = namespaces.translation
        if (bundle) resources[language] = merge({}, bundle)
      }
      setLanguage(options.lng ?? 'en')
      instance.isInitialized = true
      emitEvent('initialized', options)
      return Promise.resolve(instance.t)
    },
    t: (key: string, params?: TranslateParams) => translate(key, params),
    changeLanguage: (language) => {
      if (language) setLanguage(language)
      emitEvent('languageChanged', instance.language)
      return Promise.resolve(instance.t)
    },
    addResourceBundle: (language, namespace, bundle) => {
      if (namespace !== 'translation') return instance
      resources[language] = merge(resources[language] ?? {}, bundle)
      rebuild()
      emitEvent('added', language, namespace)
      return instance
    },
    hasResourceBundle: (language, namespace) => namespace === 'translation' && language in resources,
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    off: (event, listener) => {
      if (listener) listeners.get(event)?.delete(listener)
      else listeners.delete(event)
    },
  }

  function setLanguage(language: string) {
    instance.language = language
    instance.resolvedLanguage = language
    instance.languages = language === fallback ? [language] : [language, fallback]
    rebuild()
  }

  return instance
}

export default { createInstance }
