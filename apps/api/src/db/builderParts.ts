/**
 * Fields for Drizzle's typed builder shared by the queries modules: a translated text (the translation row's, else
 * the base column's) and a coded small integer read as its `@souk/core` enum.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/** A translated text: the translation's, else the base column's (the default language has no translation row). */
export const translated = (translation: AnyPgColumn, base: AnyPgColumn) =>
  sql<string>`coalesce(${translation}, ${base})`

/** A translated text whose base column may be null. */
export const translatedOrNull = (translation: AnyPgColumn, base: AnyPgColumn) =>
  sql<string | null>`coalesce(${translation}, ${base})`

/** A coded column read as its `@souk/core` enum (the schema stores a small integer, or a short text). */
export const coded = <E extends number | string>(column: AnyPgColumn) => sql<E>`${column}`

/** The join condition of a translation row: its parent's, in the language (none matches the default language). */
export const translationOf = (
  translations: { lang: AnyPgColumn },
  parentKey: AnyPgColumn,
  parentId: AnyPgColumn,
  lang: string | null,
): SQL | undefined => and(eq(parentKey, parentId), eq(translations.lang, lang ?? ''))
