/** GET categories, GET brands (contract 4.6) and GET search (4.7; its statement in `searchQueries.ts`). */
import type { CatalogueEntry, Paginator, SearchSuggestions } from '@souk/core'
import { PAGE_SIZES } from '@souk/core'
import { z } from 'zod'
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
import { suggestionsOf } from './searchQueries'

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
 * GET search: products (title or tags), tags and categories matching the text in the shopper's language,
 * at most 9 each. Products: title matches before tag-only matches, then by trigram word similarity (among the
 * nearest candidates, `suggestionCandidates` in `searchQueries.ts`); tags and categories (small tables): prefix matches first, then similarity.
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
