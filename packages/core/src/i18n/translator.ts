/**
 * Souk's i18n: the `SoukI18n` interface every package uses (the stores, `@souk/react`'s hooks, the widgets) and
 * core's implementation of it on its own translator (`translate.ts`), with no dependency. A host that already
 * runs i18next can hand its instance over instead, wrapped by `fromI18next` (`@souk/core/i18next`).
 */
import { DEFAULT_LANGUAGE } from '../constants'
import { createTranslator, type TranslateParams, type Translator } from './translate'
import type { Dictionary } from './types'

/** Called with the new language code after `changeLanguage`. */
export type LanguageListener = (language: string) => void

/** The one event of a `SoukI18n`: the language changed (its texts are there by then). */
export type SoukI18nEvent = 'languageChanged'

/**
 * The texts of one Souk: what the stores, the React hooks and the widgets use. `createI18n` makes core's
 * implementation; `fromI18next` (`@souk/core/i18next`) adapts a host's i18next instance.
 */
export interface SoukI18n {
  /** The current language code. */
  readonly language: string
  /**
   * The text of a dotted key (`cart.added`) in the current language, else in the fallback language, else the
   * key itself. `{{name}}` takes `params.name` (not escaped: React escapes); a numeric `count` picks the plural
   * form (`_zero` for 0, then the language's CLDR category: `_one`, `_two`, `_few`, `_many`, `_other`); a
   * `lng` parameter asks for another language than the current one.
   */
  t: Translator
  /** Switches the language (loading its texts first when a loader is given), then tells the listeners. */
  changeLanguage: (language: string) => Promise<void>
  /** Adds texts of a language, merged deeply over the ones it has (a key given here wins). */
  addTexts: (language: string, texts: Dictionary) => void
  /** Calls `listener` after every language change. */
  on: (event: SoukI18nEvent, listener: LanguageListener) => void
  /** Stops calling `listener`. */
  off: (event: SoukI18nEvent, listener: LanguageListener) => void
}

/** Fetches the UI texts of a language that has none yet (the API's `localization?locale_code=` call). */
export type LanguageLoader = (language: string) => Promise<Dictionary | null | undefined>

/** Options of `createI18n`. */
export interface CreateI18nOptions {
  /** The starting language; defaults to English. */
  language?: string
  /**
   * The UI text catalogues to start with, per language: `bundledCatalogues` on a server, only the page's
   * language in a browser (`loadCatalogue`), so a page never downloads the four languages it does not show.
   * Read where they are, never written (texts added later go to the instance's own copy): do not change them.
   */
  catalogues?: Readonly<Partial<Record<string, Dictionary>>>
  /** Extra or overriding texts per language, merged over the catalogues. */
  resources?: Readonly<Record<string, Dictionary>>
  /** The language used for missing keys; defaults to English. */
  fallbackLanguage?: string
  /**
   * Loads the texts of a language that has none when `changeLanguage` (or the start) asks for it. A loader
   * that fails or returns nothing leaves the fallback language's texts.
   */
  loadLanguage?: LanguageLoader
}

type MutableDictionary = Record<string, string | Dictionary>

function isDictionary(value: unknown): value is Dictionary {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Copies `source` into `target` (a fresh object of ours), deeply, so that no object of `source` is shared. */
function copyInto(target: MutableDictionary, source: Dictionary): MutableDictionary {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue
    if (typeof value === 'string') {
      target[key] = value
    } else if (isDictionary(value)) {
      const current = Object.hasOwn(target, key) ? target[key] : undefined
      target[key] = copyInto(isDictionary(current) ? (current as MutableDictionary) : {}, value)
    }
  }
  return target
}

/**
 * A fresh `SoukI18n` (one per Souk: per page, or per server request; nothing is shared between two) on core's
 * translator, ready at once: `t` works right after the call, on a server as in a browser.
 */
export function createI18n(options: CreateI18nOptions = {}): SoukI18n {
  const fallback = options.fallbackLanguage ?? DEFAULT_LANGUAGE
  // Texts added to one instance never reach another or the catalogues: a catalogue is read where it is (it is
  // never written), and a language gets a copy of its own on its first added texts (copy on write). A server makes
  // a Souk per request: copying a whole catalogue for each was a share of every page's render (issue 17).
  const texts: Record<string, Dictionary> = {}
  /** The languages whose texts are this instance's own copy (written by `addTexts`). */
  const owned = new Set<string>()
  const languages = new Set([
    ...Object.keys(options.catalogues ?? {}),
    ...Object.keys(options.resources ?? {}),
  ])
  for (const language of languages) {
    const bundled = options.catalogues?.[language]
    const resources = options.resources?.[language]
    if (bundled && !resources) {
      texts[language] = bundled
      continue
    }
    texts[language] = copyInto(bundled ? copyInto({}, bundled) : {}, resources ?? {})
    owned.add(language)
  }
  /** A language's texts as this instance's own copy, to write to. */
  const ownTexts = (code: string): MutableDictionary => {
    const current = Object.hasOwn(texts, code) ? texts[code] : undefined
    if (current && owned.has(code)) return current as MutableDictionary
    const copy = current ? copyInto({}, current) : {}
    texts[code] = copy
    owned.add(code)
    return copy
  }
  const listeners = new Set<LanguageListener>()
  let language = options.language ?? DEFAULT_LANGUAGE
  let current: Translator = translatorOf(language)
  // The latest `changeLanguage` call: an earlier one whose loader answers late does not switch back.
  let latestChange = 0

  function translatorOf(code: string): Translator {
    return createTranslator(texts[code], code === fallback ? undefined : texts[fallback], {
      language: code,
      fallbackLanguage: fallback,
    })
  }

  async function ensureTexts(code: string): Promise<void> {
    if (!options.loadLanguage || Object.hasOwn(texts, code)) return
    try {
      const loaded = await options.loadLanguage(code)
      if (isDictionary(loaded)) instance.addTexts(code, loaded)
    } catch {
      // The page keeps working in the fallback language's texts.
    }
  }

  const instance: SoukI18n = {
    get language() {
      return language
    },
    t: (key: string, params?: TranslateParams) => {
      const lng = params?.lng
      return typeof lng === 'string' && lng !== language
        ? translatorOf(lng)(key, params)
        : current(key, params)
    },
    changeLanguage: async (next) => {
      const change = ++latestChange
      await ensureTexts(next)
      if (change !== latestChange) return
      language = next
      current = translatorOf(next)
      for (const listener of [...listeners]) listener(next)
    },
    addTexts: (code, added) => {
      copyInto(ownTexts(code), added)
      current = translatorOf(language)
    },
    on: (_event, listener) => {
      listeners.add(listener)
    },
    off: (_event, listener) => {
      listeners.delete(listener)
    },
  }

  void ensureTexts(language)
  return instance
}
