/**
 * The queries of `GET categories` and `GET brands` (contract 4.6): plain reads through Drizzle's typed builder, so
 * their row types come from the schema. (The search suggestions of `lists.ts` are a tuned statement in SQL.)
 */
import { Visibility } from '@souk/core'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { translated, translatedOrNull } from '../db/builderParts'
import type { Db } from '../db/openDb'
import { brandLangs, brands, categories, categoryLangs } from '../db/schema'

const PUBLIC = Visibility.PUBLIC

const categoryLangJoin = (lang: string | null) =>
  and(eq(categoryLangs.category_id, categories.id), eq(categoryLangs.lang, lang ?? ''))

/** A page of public categories (every level), by id, with their parent and texts in a language. */
export function publicCategoryPage(db: Db, lang: string | null, limit: number, offset: number) {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      image: categories.image,
      title: translated(categoryLangs.title, categories.title),
      parent: categories.parent,
      meta_title: translatedOrNull(categoryLangs.meta_title, categories.meta_title),
      meta_description: translatedOrNull(categoryLangs.meta_description, categories.meta_description),
    })
    .from(categories)
    .leftJoin(categoryLangs, categoryLangJoin(lang))
    .where(eq(categories.status, PUBLIC))
    .orderBy(asc(categories.id))
    .limit(limit)
    .offset(offset)
}

/** The number of public categories. */
export function publicCategoryCount(db: Db): Promise<number> {
  return db.$count(categories, eq(categories.status, PUBLIC))
}

/** The public children (id, title, slug, parent) of some categories, by id. */
export function publicChildren(db: Db, lang: string | null, parentIds: number[]) {
  return db
    .select({
      id: categories.id,
      title: translated(categoryLangs.title, categories.title),
      slug: categories.slug,
      parent: categories.parent,
    })
    .from(categories)
    .leftJoin(categoryLangs, categoryLangJoin(lang))
    .where(and(eq(categories.status, PUBLIC), inArray(categories.parent, parentIds)))
    .orderBy(asc(categories.id))
}

/** A page of public brands, by id, with their title in a language. */
export function publicBrandPage(db: Db, lang: string | null, limit: number, offset: number) {
  return db
    .select({
      id: brands.id,
      slug: brands.slug,
      image: brands.image,
      title: translated(brandLangs.title, brands.title),
    })
    .from(brands)
    .leftJoin(brandLangs, and(eq(brandLangs.brand_id, brands.id), eq(brandLangs.lang, lang ?? '')))
    .where(eq(brands.status, PUBLIC))
    .orderBy(asc(brands.id))
    .limit(limit)
    .offset(offset)
}

/** The number of public brands. */
export function publicBrandCount(db: Db): Promise<number> {
  return db.$count(brands, eq(brands.status, PUBLIC))
}
