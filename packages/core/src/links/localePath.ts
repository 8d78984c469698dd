import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode, ROUTE_NAME_SEPARATOR } from '../constants'

/** A path split from the language prefix it carried. */
export interface LocalePath {
  language: LanguageCode
  path: string
}

/** A route name split from its language suffix (`product___fr`). */
export interface ParsedRouteName {
  name: string
  language: LanguageCode | null
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i

/** Whether a code is one of the shipped languages (en, fr, ar, tr, hi). */
export function isLanguage(code: string | null | undefined): code is LanguageCode {
  return (LANGUAGES as readonly string[]).includes(code ?? '')
}

/** Whether a link leaves the store (has a scheme such as `https:`/`mailto:`, or is protocol-relative). */
export function isExternalUrl(url: string): boolean {
  return EXTERNAL.test(url.trim())
}

/** The URL prefix of a language: '' for English (the default) and unknown codes, '/fr', '/ar', '/hi', '/tr' otherwise. */
export function languagePrefix(lang: string | null | undefined): string {
  const code = (lang ?? '').toLowerCase()
  return isLanguage(code) && code !== DEFAULT_LANGUAGE ? `/${code}` : ''
}

/** Splits a path into its pathname and its query-and-hash tail. */
function splitPath(path: string): [pathname: string, tail: string] {
  const cut = path.search(/[?#]/)
  return cut === -1 ? [path, ''] : [path.slice(0, cut), path.slice(cut)]
}

/**
 * Removes a language prefix: `/fr/cart` -> `{language: 'fr', path: '/cart'}`. English has no prefix, and only
 * a whole first segment naming a shipped language is a prefix (`/free` stays English). Query and hash are kept.
 */
export function stripLocale(path: string): LocalePath {
  const [rawPathname, tail] = splitPath(path)
  const pathname = rawPathname.startsWith('/') ? rawPathname : `/${rawPathname}`
  const first = pathname.split('/')[1] ?? ''
  if (first !== DEFAULT_LANGUAGE && isLanguage(first)) {
    const rest = pathname.slice(first.length + 1)
    return { language: first, path: `${rest || '/'}${tail}` }
  }
  return { language: DEFAULT_LANGUAGE, path: `${pathname}${tail}` }
}

/**
 * The path in a language: any language prefix it had is replaced by `lang`'s (none for English). Idempotent;
 * query and hash kept; `/` in French is `/fr`. External URLs are returned unchanged.
 */
export function localizePath(path: string, lang: string | null | undefined): string {
  if (isExternalUrl(path)) return path
  const { path: bare } = stripLocale(path)
  const prefix = languagePrefix(lang)
  if (!prefix) return bare
  const [pathname, tail] = splitPath(bare)
  return `${prefix}${pathname === '/' ? '' : pathname}${tail}`
}

/** The route name of a page in a language: `product` + `fr` -> `product___fr`. */
export function routeName(name: string, lang: string): string {
  return `${name}${ROUTE_NAME_SEPARATOR}${lang}`
}

/** Splits a route name from its language: `product___fr` -> `{name: 'product', language: 'fr'}`; no or unknown suffix -> language null. */
export function parseRouteName(fullName: string): ParsedRouteName {
  const cut = fullName.lastIndexOf(ROUTE_NAME_SEPARATOR)
  if (cut === -1) return { name: fullName, language: null }
  const language = fullName.slice(cut + ROUTE_NAME_SEPARATOR.length)
  return isLanguage(language)
    ? { name: fullName.slice(0, cut), language }
    : { name: fullName, language: null }
}
