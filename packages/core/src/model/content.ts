/** CMS pages, contact form, countries and phones (contract 4.12-4.19). */

/** `data` of `GET page/{slug}`. `page_from_component` 1 means a built-in screen renders it. */
export interface PageData {
  id?: number
  slug: string
  title: string
  description: string
  meta_title: string | null
  meta_description: string | null
  page_from_component: number
  created_at?: string
  updated_at?: string
  /** Present on the sitemap page (description `Sitemap`). */
  categories?: { id: number; title: string; slug: string; parent_slug?: string | null; updated_at: string }[]
  products?: { id: number; title: string; slug: string; updated_at: string }[]
  client_base?: string
}

/** Body of `POST contact`. */
export interface ContactInput {
  name: string
  email: string
  subject: string
  message: string
}

/** A state of a country. */
export interface CountryState {
  code: string
  name: string
}

/** A country with its states. */
export interface Country {
  code2: string
  code3: string
  name: string
  capital: string
  region: string
  subregion: string
  states: Record<string, CountryState>
}

/** `data` of `GET countries-phones`. */
export interface CountriesPhones {
  countries: Record<string, Country>
  /** Dial code per ISO2 country, e.g. `+33`. */
  phones: Record<string, string>
}

/** `data` of `GET localization`: a nested dictionary of UI texts. */
export type LocalizationData = { [key: string]: string | LocalizationData }
