import type { Dictionary } from './types'

/** Values a text can interpolate (shown with `String(value)`); a numeric `count` also picks the plural form. */
export type TranslateParams = Readonly<Record<string, unknown>>

/** Looks up a dotted key (`cart.added`), interpolates `{{name}}` and picks plurals by `count` (core's `Translate` shape). */
export type Translator = (key: string, params?: TranslateParams) => string

/** Languages of a translator: the one of its catalogue and the one of its fallback (both default to English). */
export interface TranslatorOptions {
  /** Language of the catalogue, for its plural rules. */
  language?: string
  /** Language of the fallback catalogue. */
  fallbackLanguage?: string
}

const pluralRulesCache = new Map<string, Intl.PluralRules>()

function pluralRules(language: string): Intl.PluralRules {
  let rules = pluralRulesCache.get(language)
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language)
    } catch {
      // An invalid tag (for example one sent by the API) must not break the page: English rules still pick _one/_other.
      rules = new Intl.PluralRules('en')
    }
    pluralRulesCache.set(language, rules)
  }
  return rules
}

function lookup(dictionary: Dictionary | undefined, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** The keys to try for a plural, in i18next's order: `_zero` for 0, the language's category, then `_other`. */
function pluralCandidates(key: string, count: number, language: string): string[] {
  const candidates = count === 0 ? [`${key}_zero`] : []
  candidates.push(`${key}_${pluralRules(language).select(count)}`, `${key}_other`, key)
  return candidates
}

function resolve(dictionary: Dictionary | undefined, key: string, language: string, count: unknown) {
  if (!dictionary) return undefined
  const keys = typeof count === 'number' ? pluralCandidates(key, count, language) : [key]
  for (const candidate of keys) {
    const text = lookup(dictionary, candidate)
    if (text !== undefined) return text
  }
  return undefined
}

const PLACEHOLDER = /\{\{\s*([^{}\s,]+)\s*(?:,[^{}]*)?\}\}/g

/** Replaces `{{name}}` with `params.name`; a placeholder without a value stays as it is (as in i18next). */
export function interpolate(text: string, params?: TranslateParams): string {
  if (!params) return text
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const value = params[name]
    return value === undefined || value === null ? match : String(value)
  })
}

/**
 * A dependency-free `t` for bundles that cannot afford i18next (the widgets): dotted keys, `{{name}}`
 * interpolation, `count` plurals by the language's `Intl.PluralRules`, then the fallback catalogue, then the key.
 */
export function createTranslator(
  catalogue: Dictionary | undefined,
  fallbackCatalogue?: Dictionary,
  options: TranslatorOptions = {},
): Translator {
  const language = options.language ?? 'en'
  const fallbackLanguage = options.fallbackLanguage ?? 'en'
  return (key, params) => {
    const count = params?.count
    const text =
      resolve(catalogue, key, language, count) ?? resolve(fallbackCatalogue, key, fallbackLanguage, count)
    return text === undefined ? key : interpolate(text, params)
  }
}
