/**
 * The search suggestions' statement (contract 4.7): one tuned statement in SQL that answers the three groups as one
 * JSON value built in PostgreSQL (one round trip, one row). Its row type is derived from the schema
 * (`SuggestionsRow`: listing cards, tags and categories), checked against core's `SearchSuggestions` and against
 * what PostgreSQL sends in `searchQueries.test.ts`.
 */
import { PAGE_SIZES, Visibility } from '@souk/core'
import { type SQL, sql } from 'drizzle-orm'
import { literal } from '../db/literal'
import { type Db, rows } from '../db/openDb'
import type { categories, tags } from '../db/schema'
import { nearestTitle } from '../db/schema/columns'
import type { CardRow } from './listingQueries'
import {
  cardColumns,
  cardFrom,
  cardNames,
  containsPattern,
  jsonObject,
  langJoin,
  textMatch,
  tr,
} from './sqlParts'

/** A suggested tag: its id and title (in the shopper's language). */
export type SuggestedTagRow = Pick<typeof tags.$inferSelect, 'id' | 'title'>
/** A suggested category: its id, image, title (in the shopper's language) and slug. */
export type SuggestedCategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'image' | 'title' | 'slug'>

/** A suggested sub-category: a category with its public parent (id, title in the shopper's language, slug). */
export type SuggestedSubCategoryRow = SuggestedCategoryRow & {
  category: Pick<typeof categories.$inferSelect, 'id' | 'title' | 'slug'>
}

/** The one row of the statement: the four groups, as PostgreSQL builds them. */
export type SuggestionsRow = {
  data: {
    product: Omit<CardRow, 'current_price'>[]
    suggested: SuggestedTagRow[]
    category: SuggestedCategoryRow[]
    sub_category: SuggestedSubCategoryRow[]
  }
}

/** The names each group sends, in order. */
export const suggestionNames = {
  // The card's names (`listingQueries.test.ts` checks them against `CardRow`).
  product: cardNames as readonly Exclude<keyof CardRow, 'current_price'>[],
  suggested: ['id', 'title'],
  category: ['id', 'image', 'title', 'slug'],
  sub_category: ['id', 'image', 'title', 'slug', 'category'],
} as const satisfies {
  [G in keyof SuggestionsRow['data']]: readonly (keyof SuggestionsRow['data'][G][number])[]
}

/**
 * The condition that lets a query read the nearest-first GiST index of `alias.title` (partial indexes, see
 * `nearestTitle`): true of every title that contains a text, so it changes no answer.
 */
const nearest = (alias: string) => sql.raw(nearestTitle(`${alias}.title`))

/**
 * The few products worth ranking for a suggestion, read in index order so a word found in thousands of titles
 * costs no more than a rare one: the titles nearest to `q` (trigram word distance `<<->`, served by the GiST
 * indexes) and the first products whose tags contain it, in the shopper's language and, for products without
 * that translation, in the default one.
 */
export function suggestionCandidates(lang: string | null, q: string, pattern: string, limit: number): SQL {
  const base = sql`(SELECT pb.id FROM products pb WHERE pb.status = ${literal(Visibility.PUBLIC)} AND pb.title ILIKE ${pattern}
      AND ${nearest('pb')} ORDER BY ${q} <<-> pb.title LIMIT ${limit})
    UNION (SELECT pb.id FROM products pb WHERE pb.status = ${literal(Visibility.PUBLIC)} AND pb.tags ILIKE ${pattern}
      ORDER BY pb.id LIMIT ${limit})`
  if (!lang) return base
  return sql`(SELECT plm.product_id AS id FROM product_langs plm WHERE plm.lang = ${lang} AND plm.title ILIKE ${pattern}
      AND ${nearest('plm')} ORDER BY ${q} <<-> plm.title LIMIT ${limit})
    UNION (SELECT plm.product_id FROM product_langs plm WHERE plm.lang = ${lang} AND plm.tags ILIKE ${pattern}
      ORDER BY plm.product_id LIMIT ${limit})
    UNION ${base}`
}

/** Rows of `inner` (ordered by `rank_first DESC, rank_similarity DESC, id`) as a JSON array of `names`. */
function jsonGroup(names: readonly string[], inner: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(${jsonObject('s', names)}
      ORDER BY s.rank_first DESC, s.rank_similarity DESC, s.id), '[]'::json) FROM (${inner}) s)`
}

/** The three suggestion groups for a trimmed, non-empty text in a language (null: the default one). */
export async function suggestionsOf(db: Db, lang: string | null, q: string): Promise<SuggestionsRow['data']> {
  const pattern = containsPattern(q)
  const prefix = `${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  const limit = PAGE_SIZES.search
  const product = sql`WITH candidates AS (${suggestionCandidates(lang, q, pattern, limit * 3)})
    SELECT ${cardColumns}, (coalesce(pl.title, p.title) ILIKE ${pattern}) AS rank_first,
      word_similarity(${q}, coalesce(pl.title, p.title)) AS rank_similarity
    ${cardFrom(lang)}
    WHERE p.id IN (SELECT id FROM candidates) AND p.status = ${literal(Visibility.PUBLIC)}
      ${
        // In the default language every candidate matches by construction; written out, the check tempted the
        // planner into a bitmap scan of every matching title (9 ms for "chai") instead of 27 lookups by id.
        lang ? sql`AND ${textMatch(lang, q, { exactOnly: true })}` : sql``
      }
    ORDER BY rank_first DESC, rank_similarity DESC, p.id LIMIT ${limit}`
  const suggested = sql`SELECT t.id, ${tr('t', 'title')}, (coalesce(tl.title, t.title) ILIKE ${prefix}) AS rank_first,
      similarity(coalesce(tl.title, t.title), ${q}) AS rank_similarity
    FROM tags t ${langJoin('tag_langs', 't', 'tag_id', lang)}
    WHERE coalesce(tl.title, t.title) ILIKE ${pattern}
    ORDER BY rank_first DESC, rank_similarity DESC, t.id LIMIT ${limit}`
  // Top-level categories in `category`; sub-categories in `sub_category`, each with its (public) parent, so
  // the popup groups them under their category and links them as `/all/{category}/{sub}` (spec §2.5, §2.7).
  const categoryRows = (level: SQL) => sql`SELECT c.id, c.image, ${tr('c', 'title')}, c.slug,
      (coalesce(cl.title, c.title) ILIKE ${prefix}) AS rank_first,
      similarity(coalesce(cl.title, c.title), ${q}) AS rank_similarity
    FROM categories c ${langJoin('category_langs', 'c', 'category_id', lang)}
    WHERE c.status = ${literal(Visibility.PUBLIC)} AND coalesce(cl.title, c.title) ILIKE ${pattern} AND ${level}
    ORDER BY rank_first DESC, rank_similarity DESC, c.id LIMIT ${limit}`
  const category = categoryRows(sql`c.parent IS NULL`)
  const subCategory = sql`SELECT s.*, json_build_object('id', pc.id, 'title', ${sql.raw('coalesce(pcl.title, pc.title)')}, 'slug', pc.slug) AS category
    FROM (${categoryRows(sql`c.parent IS NOT NULL`)}) s
    JOIN categories c ON c.id = s.id
    JOIN categories pc ON pc.id = c.parent AND pc.status = ${literal(Visibility.PUBLIC)}
    ${langJoin('category_langs', 'pc', 'category_id', lang)}`
  // Not a named statement: planned for each text (a generic plan may read the candidates another way and pick
  // other products among equally near titles, and the partial index of the language needs its code).
  const [row] = await rows<SuggestionsRow>(
    db,
    sql`SELECT json_build_object(
        'product', ${jsonGroup(suggestionNames.product, product)},
        'suggested', ${jsonGroup(suggestionNames.suggested, suggested)},
        'category', ${jsonGroup(suggestionNames.category, category)},
        'sub_category', ${jsonGroup(suggestionNames.sub_category, subCategory)}) AS data`,
  )
  return row?.data ?? { product: [], suggested: [], category: [], sub_category: [] }
}
