import { DEFAULT_COUNTRY } from '../constants'

/**
 * Time zones of the shop's markets and their country (ISO 3166-1 alpha-2): the zones of the countries a shopper
 * of the five languages most likely lives in. A zone not listed says nothing (the next rule decides).
 */
const ZONE_COUNTRIES: Record<string, string> = {
  'Africa/Cairo': 'EG',
  'Africa/Casablanca': 'MA',
  'Africa/Algiers': 'DZ',
  'Africa/Tunis': 'TN',
  'Africa/Dakar': 'SN',
  'Africa/Abidjan': 'CI',
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Phoenix': 'US',
  'America/Los_Angeles': 'US',
  'America/Anchorage': 'US',
  'Pacific/Honolulu': 'US',
  'America/Toronto': 'CA',
  'America/Vancouver': 'CA',
  'America/Montreal': 'CA',
  'Asia/Amman': 'JO',
  'Asia/Baghdad': 'IQ',
  'Asia/Beirut': 'LB',
  'Asia/Calcutta': 'IN',
  'Asia/Kolkata': 'IN',
  'Asia/Dubai': 'AE',
  'Asia/Kabul': 'AF',
  'Asia/Karachi': 'PK',
  'Asia/Dhaka': 'BD',
  'Asia/Kathmandu': 'NP',
  'Asia/Kuwait': 'KW',
  'Asia/Qatar': 'QA',
  'Asia/Riyadh': 'SA',
  'Asia/Singapore': 'SG',
  'Australia/Sydney': 'AU',
  'Europe/Berlin': 'DE',
  'Europe/Brussels': 'BE',
  'Europe/Istanbul': 'TR',
  'Asia/Istanbul': 'TR',
  'Europe/London': 'GB',
  'Europe/Luxembourg': 'LU',
  'Europe/Madrid': 'ES',
  'Europe/Paris': 'FR',
  'Europe/Rome': 'IT',
  'Europe/Zurich': 'CH',
}

/** What the default country of an address form is chosen from. */
export interface ShopperCountryInput {
  /** The shopper's IANA time zone (the browser's, or the one the store remembered). */
  timeZone?: string | null
  /** The shopper's languages, most preferred first (`navigator.languages`, or `Accept-Language`'s tags). */
  languages?: readonly string[] | null
  /** The shop's country from its settings (`default_country`). */
  settingCountry?: string | null
  /** The countries the shop ships to (codes of `countries-phones`); any country when not given. */
  shopCountries?: readonly string[] | null
}

/** The region subtag of a language tag (`fr-FR` → `FR`, `es-419` → null, `ar` → null). */
function regionOf(tag: string): string | null {
  const region = tag
    .split(/[-_]/)
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part))
  return region ? region.toUpperCase() : null
}

/**
 * The country an address form starts on (issue 18: never Afghanistan for a shopper in Paris): the country of
 * the shopper's time zone, else the region of their first language that has one, else the shop's country from
 * its settings, else the spec's default (AF). Only a country the shop ships to is chosen from the first two.
 */
export function shopperCountry(input: ShopperCountryInput): string {
  const known = input.shopCountries ? new Set(input.shopCountries.map((code) => code.toUpperCase())) : null
  const usable = (code: string | null | undefined): code is string =>
    Boolean(code) && (!known || known.has(code as string))
  const fromZone = input.timeZone ? ZONE_COUNTRIES[input.timeZone] : undefined
  if (usable(fromZone)) return fromZone
  for (const tag of input.languages ?? []) {
    const region = regionOf(tag)
    if (usable(region)) return region
  }
  return input.settingCountry?.toUpperCase() || DEFAULT_COUNTRY
}

/** The language tags of an `Accept-Language` header, most preferred first (q-values honoured). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}
