import { RATING_MAX } from '../constants'
import type { ListingQuery } from '../model'
import { SortBy } from '../model/enums'

/** The filters of a listing, as `all`, `products` and `store` take them (contract 4.4). */
export interface ListingFilters {
  /** Brand ids. */
  brand: number[]
  /** Collection ids. */
  collection: number[]
  /** Shipping-rule ids. */
  shipping: number[]
  /** Minimum rating (products rated at least this); 0 = any. */
  rating: number
  /** Lowest current price, when set. */
  min?: number
  /** Highest current price, when set. */
  max?: number
}

/** No filter at all. */
export const EMPTY_LISTING_FILTERS: ListingFilters = { brand: [], collection: [], shipping: [], rating: 0 }

/** The query names of a listing's filters (the listing's address and the filters' form fields). */
export const LISTING_FILTER_KEYS = ['brand', 'collection', 'shipping', 'rating', 'min', 'max'] as const
const FILTER_KEYS = LISTING_FILTER_KEYS
const SORTS: readonly string[] = Object.values(SortBy)

/**
 * Comma-separated positive ids (`1,4`) from a query's values: one value as the JS flow writes it, or one value
 * per checked box as a form without JavaScript sends them (`brand=1&brand=4`).
 */
function ids(values: string[]): number[] {
  return values
    .join(',')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id, index, all) => Number.isInteger(id) && id > 0 && all.indexOf(id) === index)
}

/** A non-negative number from a query value, when it is one. */
function amount(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const number = Number(value)
  return Number.isFinite(number) && number >= 0 ? number : undefined
}

/** How many filters are set (the count on a 'Filters' button); a price range counts once. */
export function activeFilterCount(value: ListingFilters): number {
  return (
    value.brand.length +
    value.collection.length +
    value.shipping.length +
    (value.rating > 0 ? 1 : 0) +
    (value.min !== undefined || value.max !== undefined ? 1 : 0)
  )
}

/** The filters set in a listing's query string; anything malformed is dropped. */
export function filtersFromSearch(search: URLSearchParams): ListingFilters {
  const rating = Number(search.get('rating'))
  const min = amount(search.get('min'))
  const max = amount(search.get('max'))
  return {
    brand: ids(search.getAll('brand')),
    collection: ids(search.getAll('collection')),
    shipping: ids(search.getAll('shipping')),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= RATING_MAX ? rating : 0,
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  }
}

/**
 * The filters a listing's filter form shows (`fields`: its values, as a submit without JavaScript sends them):
 * its boxes and minimum rating, with the price range of `current`, since the price fields hold a draft that
 * counts only once 'Apply' is pressed.
 */
export function filtersShownInForm(fields: URLSearchParams, current: ListingFilters): ListingFilters {
  const { brand, collection, shipping, rating } = filtersFromSearch(fields)
  return { ...current, brand, collection, shipping, rating }
}

/** Whether two filters pick the same products: the same ids in any order, the same rating and price range. */
export function sameListingFilters(a: ListingFilters, b: ListingFilters): boolean {
  const ids = (list: readonly number[]) => [...list].sort((x, y) => x - y).join(',')
  return (
    ids(a.brand) === ids(b.brand) &&
    ids(a.collection) === ids(b.collection) &&
    ids(a.shipping) === ids(b.shipping) &&
    a.rating === b.rating &&
    a.min === b.min &&
    a.max === b.max
  )
}

/** The sort order of a listing's query string (`sortby`), when it is one the API knows. */
export function sortFromSearch(search: URLSearchParams): SortBy | undefined {
  const value = search.get('sortby')
  return value && SORTS.includes(value) ? (value as SortBy) : undefined
}

/**
 * The sort order a listing is shown in: the query string's, else 'Featured' (what the API does without
 * `sortby`), so the sort control always names the order the shopper sees.
 */
export function shownSort(search: URLSearchParams): SortBy {
  return sortFromSearch(search) ?? SortBy.FEATURED
}

/** The page of a listing's query string (1 when absent or invalid). */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'))
  return Number.isInteger(page) && page > 0 ? page : 1
}

/** The API query of a listing's query string: filters, sort and page, with the sidebar lists. */
export function listingQuery(search: URLSearchParams): ListingQuery {
  const filters = filtersFromSearch(search)
  return {
    sidebar_data: true,
    page: pageFromSearch(search),
    sortby: sortFromSearch(search),
    brand: filters.brand.length ? filters.brand : undefined,
    collection: filters.collection.length ? filters.collection : undefined,
    shipping: filters.shipping.length ? filters.shipping : undefined,
    rating: filters.rating || undefined,
    min: filters.min,
    max: filters.max,
  }
}

/** A query string with new filters: other parameters (q, home_spm, banner, sortby) stay, the page resets. */
export function searchWithFilters(search: URLSearchParams, filters: ListingFilters): URLSearchParams {
  const next = new URLSearchParams(search)
  for (const key of FILTER_KEYS) next.delete(key)
  next.delete('page')
  if (filters.brand.length) next.set('brand', filters.brand.join(','))
  if (filters.collection.length) next.set('collection', filters.collection.join(','))
  if (filters.shipping.length) next.set('shipping', filters.shipping.join(','))
  if (filters.rating > 0) next.set('rating', String(filters.rating))
  if (filters.min !== undefined) next.set('min', String(filters.min))
  if (filters.max !== undefined) next.set('max', String(filters.max))
  return next
}

/**
 * The canonical query of a listing whose filters came in another spelling (a form submitted without JavaScript
 * sends `brand=1&brand=4&rating=0&min=`): the query the JS flow navigates to, or null when `search` is already
 * it. The page is kept; every other parameter too.
 */
export function canonicalListingSearch(search: URLSearchParams): URLSearchParams | null {
  const next = searchWithFilters(search, filtersFromSearch(search))
  const page = search.get('page')
  if (page !== null && pageFromSearch(search) > 1) next.set('page', String(pageFromSearch(search)))
  const sortby = search.get('sortby')
  if (sortby !== null && !sortFromSearch(search)) next.delete('sortby')
  const filtersOf = (params: URLSearchParams) =>
    [...FILTER_KEYS, 'page', 'sortby'].map((key) => params.getAll(key).join('|')).join('&')
  return filtersOf(next) === filtersOf(search) ? null : next
}
