import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants'

/** What browser-language detection looks at (spec 2.1). */
export interface DetectLanguageInput {
  /** Path of the request or page, with or without query string (`/`, `/?utm=x`, `/fr/cart`). */
  path: string
  /** The `Accept-Language` request header (server side). */
  acceptLanguage?: string | null
  /** `navigator.languages` in preference order (browser side); used when no header is given. */
  navigatorLanguages?: readonly string[] | null
  /** Value of the `i18n_redirected` cookie; any value means detection already happened. */
  redirectedCookie?: string | null
  /** Language codes the site offers; defaults to the bundled languages. */
  available?: readonly string[]
  /** The language without URL prefix; defaults to English. */
  defaultLanguage?: string
}

/** One language range of an `Accept-Language` header with its weight. */
export interface LanguagePreference {
  /** The language tag as sent (`fr-CA`). */
  tag: string
  /** Its q-value between 0 and 1. */
  q: number
}

/** Parses an `Accept-Language` header into ranges by descending q-value (ties keep header order); q=0 and `*` are dropped. */
export function parseAcceptLanguage(header: string | null | undefined): LanguagePreference[] {
  if (!header) return []
  const preferences: (LanguagePreference & { index: number })[] = []
  header.split(',').forEach((range, index) => {
    const [rawTag = '', ...params] = range.trim().split(';')
    const tag = rawTag.trim()
    if (!tag || tag === '*') return
    let q = 1
    for (const param of params) {
      const [name, value] = param.split('=').map((part) => part.trim())
      if (name?.toLowerCase() === 'q' && value !== undefined) {
        const parsed = Number(value)
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0
      }
    }
    if (q > 0) preferences.push({ tag, q, index })
  })
  preferences.sort((a, b) => b.q - a.q || a.index - b.index)
  return preferences.map(({ tag, q }) => ({ tag, q }))
}

/** The offered language matching one tag: exact (case-insensitive) first, then by primary subtag (`fr-CA` -> `fr`). */
export function matchLanguage(tag: string, available: readonly string[]): string | null {
  const wanted = tag.toLowerCase().replace(/_/g, '-')
  const exact = available.find((code) => code.toLowerCase() === wanted)
  if (exact) return exact
  const primary = wanted.split('-')[0]
  return available.find((code) => code.toLowerCase().split(/[-_]/)[0] === primary) ?? null
}

function isRootPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? ''
  return pathname === '' || pathname === '/'
}

/**
 * The language to redirect a visitor to from the browser's preferences, or null (spec 2.1): only on the root
 * path, only while the `i18n_redirected` cookie is absent, and null when the best match is the default language.
 * Whatever the answer, the caller then sets `i18nRedirectedCookie` so detection runs once.
 */
export function detectLanguage(input: DetectLanguageInput): string | null {
  if (!isRootPath(input.path) || input.redirectedCookie) return null
  const available = input.available ?? LANGUAGES
  const defaultLanguage = input.defaultLanguage ?? DEFAULT_LANGUAGE
  const tags = input.acceptLanguage
    ? parseAcceptLanguage(input.acceptLanguage).map((preference) => preference.tag)
    : (input.navigatorLanguages ?? [])
  for (const tag of tags) {
    const match = matchLanguage(tag, available)
    if (match) return match.toLowerCase() === defaultLanguage.toLowerCase() ? null : match
  }
  return null
}
