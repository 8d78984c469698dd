import type { Direction } from '../model/enums'

/** Primary language subtags written right to left (Arabic, Hebrew, Persian, Urdu and other Arabic- or Hebrew-script languages). */
export const RTL_LANGUAGES: readonly string[] = [
  'ar',
  'he',
  'iw',
  'fa',
  'ur',
  'ps',
  'sd',
  'ug',
  'yi',
  'ckb',
  'dv',
]

// A script subtag overrides the language's usual direction: `pa-Arab` is right to left, `az-Latn` left to right.
const RTL_SCRIPTS: readonly string[] = [
  'arab',
  'hebr',
  'thaa',
  'syrc',
  'nkoo',
  'adlm',
  'rohg',
  'mand',
  'samr',
]

/** The text direction of a language code or BCP 47 tag (`ar`, `ar-EG`, `pa-Arab`); unknown codes are left to right. */
export function direction(lang: string | null | undefined): Direction {
  if (!lang) return 'ltr'
  const subtags = lang.toLowerCase().split(/[-_]/)
  const script = subtags.slice(1).find((subtag) => /^[a-z]{4}$/.test(subtag))
  if (script) return RTL_SCRIPTS.includes(script) ? 'rtl' : 'ltr'
  return RTL_LANGUAGES.includes(subtags[0] ?? '') ? 'rtl' : 'ltr'
}

/** Whether a language is written right to left. */
export function isRtl(lang: string | null | undefined): boolean {
  return direction(lang) === 'rtl'
}
