/** Region-name formatters per language (the same for every shopper; built once per language). */
const displayNames = new Map<string, Intl.DisplayNames | null>()

function namesFor(language: string): Intl.DisplayNames | null {
  let names = displayNames.get(language)
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' })
    } catch {
      names = null
    }
    displayNames.set(language, names)
  }
  return names
}

/**
 * A country's name in a language other than English, from the runtime's CLDR data (`EG` in Arabic: مصر), or
 * undefined: in English (the API's own names are English), for an unknown code, or where the runtime has no
 * such data. State names have no such source and stay as the API gives them.
 */
export function localCountryName(code: string | null | undefined, language: string): string | undefined {
  if (!code || !/^[A-Za-z]{2}$/.test(code) || language.toLowerCase().startsWith('en')) return undefined
  try {
    return namesFor(language)?.of(code.toUpperCase()) || undefined
  } catch {
    return undefined
  }
}
