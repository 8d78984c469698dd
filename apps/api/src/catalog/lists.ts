/** GET categories, GET brands (contract 4.6) and GET search (4.7). */
import type { CatalogueEntry, Paginator, SearchSuggestions } from '@souk/core'
import { PAGE_SIZES, Visibility } from '@souk/core'
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { literal } from '../db/literal'
import { type Db, rows } from '../db/openDb'
import type { ApiContext } from '../http/context'
import { page } from '../http/fields'
import { paginate } from '../http/paginate'
import { parseWith } from '../http/validate'
import {
  publicBrandCount,
  publicBrandPage,
  publicCategoryCount,
  publicCategoryPage,
  publicChildren,
} from './listQueries'
import { locationOf, queryOf } from './request'
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

const pageQuery = z.object({ page })

/** GET categories: every public category (all levels), 25 a page; top-level ones carry their public children. */
export async function categoryList(c: ApiContext): Promise<Paginator<CatalogueEntry>> {
  const { page: current } = parseWith(pageQuery, queryOf(c))
  const { db } = c.var.services
  const lang = c.var.lang
  const perPage = PAGE_SIZES.frontend
  const [found, total] = await Promise.all([
    publicCategoryPage(db, lang, perPage, (current - 1) * perPage),
    publicCategoryCount(db),
  ])
  const topIds = found.filter((row) => !row.parent).map((row) => row.id)
  const children = topIds.length === 0 ? [] : await publicChildren(db, lang, topIds)
  const entries = found.map(({ parent, meta_title, meta_description, ...base }) => {
    // The texts for search engines only in another language than the default one, as the original sends them.
    const entry: CatalogueEntry = lang ? { ...base, meta_title, meta_description } : base
    return parent
      ? entry
      : {
          ...entry,
          public_sub_categories: children
            .filter((child) => child.parent === entry.id)
            .map((child) => ({ id: child.id, title: child.title, slug: child.slug })),
        }
  })
  return paginate(entries, total, current, perPage, locationOf(c, 'categories'))
}

/** GET brands: every public brand, 25 a page. */
export async function brandList(c: ApiContext): Promise<Paginator<CatalogueEntry>> {
  const { page: current } = parseWith(pageQuery, queryOf(c))
  const { db } = c.var.services
  const perPage = PAGE_SIZES.frontend
  const [found, total] = await Promise.all([
    publicBrandPage(db, c.var.lang, perPage, (current - 1) * perPage),
    publicBrandCount(db),
  ])
  return paginate(found, total, current, perPage, locationOf(c, 'brands'))
}

const searchQuery = z.object({ q: z.string().max(200, 'is too long').optional().default('') })

/**
 * The few products worth ranking for a suggestion, read in index order so a word found in thousands of titles
 * costs no more than a rare one: the titles nearest to `q` (trigram word distance `<<->`, served by the GiST
 * indexes) and the first products whose tags contain it, in the shopper's language and, for products without
 * that translation, in the default one.
 */
export function suggestionCandidates(lang: string | null, q: string, pattern: string, limit: number): SQL {
  const base = sql`(SELECT pb.id FROM products pb WHERE pb.status = ${literal(Visibility.PUBLIC)} AND pb.title ILIKE ${pattern}
      ORDER BY ${q} <<-> pb.title LIMIT ${limit})
    UNION (SELECT pb.id FROM products pb WHERE pb.status = ${literal(Visibility.PUBLIC)} AND pb.tags ILIKE ${pattern}
      ORDER BY pb.id LIMIT ${limit})`
  if (!lang) return base
  return sql`(SELECT plm.product_id AS id FROM product_langs plm WHERE plm.lang = ${lang} AND plm.title ILIKE ${pattern}
      ORDER BY ${q} <<-> plm.title LIMIT ${limit})
    UNION (SELECT plm.product_id FROM product_langs plm WHERE plm.lang = ${lang} AND plm.tags ILIKE ${pattern}
      ORDER BY plm.product_id LIMIT ${limit})
    UNION ${base}`
}

/**
 * GET search: products (title or tags), tags and categories matching the text in the shopper's language,
 * at most 9 each. Products: title matches before tag-only matches, then by trigram word similarity (among the
 * nearest candidates, see above); tags and categories (small tables): prefix matches first, then similarity.
 * One statement answers the three groups as one JSON value built in PostgreSQL (one round trip, one row).
 */
export async function searchSuggestions(c: ApiContext): Promise<SearchSuggestions> {
  const q = normalizedSearchText(parseWith(searchQuery, queryOf(c)).q)
  if (!q) return { product: [], suggested: [], category: [], sub_category: [] }
  const { db, searchCache } = c.var.services
  const lang = c.var.lang
  // Public catalogue data only, per language and text; emptied by every write with the response cache.
  if (!searchCache) return suggestionsOf(db, lang, q)
  return searchCache.get(`search|${lang ?? ''}|${q}`, () => suggestionsOf(db, lang, q))
}

/**
 * The text as it is searched and cached: trimmed, ASCII letters in lower case. Matching (ILIKE) and the trigram
 * similarities ignore the case of ASCII letters, so `Modern` and `modern` have the same answer and share one
 * cache entry; other letters are left as typed.
 */
export function normalizedSearchText(text: string): string {
  return text.trim().replace(/[A-Z]+/g, (letters) => letters.toLowerCase())
}

/** Rows of `inner` (ordered by `rank_first DESC, rank_similarity DESC, id`) as a JSON array of `names`. */
function jsonGroup(names: readonly string[], inner: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(${jsonObject('s', names)}
      ORDER BY s.rank_first DESC, s.rank_similarity DESC, s.id), '[]'::json) FROM (${inner}) s)`
}

/** The three suggestion groups for a trimmed, non-empty text in a language (null: the default one). */
export async function suggestionsOf(db: Db, lang: string | null, q: string): Promise<SearchSuggestions> {
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
  const [row] = await rows<{ data: SearchSuggestions }>(
    db,
    sql`SELECT json_build_object(
        'product', ${jsonGroup(cardNames, product)},
        'suggested', ${jsonGroup(['id', 'title'], suggested)},
        'category', ${jsonGroup(['id', 'image', 'title', 'slug'], category)},
        'sub_category', ${jsonGroup(['id', 'image', 'title', 'slug', 'category'], subCategory)}) AS data`,
  )
  return row?.data ?? { product: [], suggested: [], category: [], sub_category: [] }
}
