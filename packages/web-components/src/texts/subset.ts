/**
 * Build-time helpers of the widgets' text subset (used by `vite.texts.ts`, no run-time code): which catalogue keys
 * a bundle's code uses, and a catalogue cut down to them.
 */
import type { Dictionary } from '@souk/core'

/** The plural suffixes a key may carry (`cart.items_one`, `…_few`). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/**
 * Every dotted word in the code: a key written whole (`'cart.title'`), and the start of a key built at run time
 * (`` `listing.sort.${option}` `` or `'listing.sort.' + option` leave `listing.sort.`, ending in a dot).
 */
const DOTTED = /[A-Za-z_][\w-]*(?:\.[\w-]+)+\.?/g

/** The dotted paths of a nested dictionary's texts (`{ cart: { title } }` -> `cart.title`). */
export function flattenKeys(dictionary: Dictionary, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  )
}

/**
 * The keys of `catalogueKeys` that `codes` use: written whole, as the plural base of a key (`t('cart.items',
 * { count })` uses `cart.items_one` and `cart.items_other`), or under a prefix the code builds keys from.
 */
export function usedKeys(codes: readonly string[], catalogueKeys: readonly string[]): Set<string> {
  const words = new Set<string>()
  for (const code of codes) for (const [word] of code.matchAll(DOTTED)) words.add(word)
  const prefixes = [...words].filter((word) => word.endsWith('.'))
  return new Set(
    catalogueKeys.filter(
      (key) =>
        words.has(key) ||
        words.has(key.replace(PLURAL_SUFFIX, '')) ||
        prefixes.some((prefix) => key.startsWith(prefix)),
    ),
  )
}

/**
 * The texts of `catalogue` whose key (or plural base) is in `keys`, nested as in the catalogue. A language's own
 * plural forms come along (Arabic's `_few` of a key English uses as `_one`/`_other`).
 */
export function pickTexts(catalogue: Dictionary, keys: ReadonlySet<string>, prefix = ''): Dictionary {
  const picked: Record<string, string | Dictionary> = {}
  for (const [key, value] of Object.entries(catalogue)) {
    const path = `${prefix}${key}`
    if (typeof value === 'string') {
      if (keys.has(path) || keys.has(`${path.replace(PLURAL_SUFFIX, '')}_other`)) picked[key] = value
    } else {
      const nested = pickTexts(value, keys, `${path}.`)
      if (Object.keys(nested).length > 0) picked[key] = nested
    }
  }
  return picked
}
