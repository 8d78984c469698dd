/** Shared types of the UI text catalogues (type-only: no runtime code). */

/** A nested dictionary of UI texts in i18next resource format, as bundled or as sent by the `localization` call. */
export interface Dictionary {
  readonly [key: string]: string | Dictionary
}

/** The CLDR plural categories i18next uses as key suffixes (`_one`, `_few`, …). */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'

/** A key that carries a plural suffix, such as `resultsCount_few`. */
export type PluralKey = `${string}_${PluralCategory}`

/**
 * A translation of catalogue `T`: every key of `T` with a string value, plus any extra plural-suffixed keys
 * (Arabic needs `_zero`, `_two`, `_few`, `_many`; French needs `_many`).
 */
export type LocalizedCatalogue<T> = {
  [K in keyof T]: T[K] extends string ? string : LocalizedCatalogue<T[K]>
} & { [key: PluralKey]: string }
