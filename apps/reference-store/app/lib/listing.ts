import { type ListingQuery, SortBy } from '@souk/core'
import type { FiltersValue } from '@souk/react'

/** The query names a listing page keeps in its address, as the API takes them. */
const FILTER_KEYS = ['brand', 'collection', 'shipping', 'rating', 'min', 'max'] as const
const SORTS = Object.values(SortBy) as string[]

/** Comma-separated positive ids (`1,4`) from a query value. */
function ids(value: string | null): number[] {
  if (!value) return []
  return value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)
}

/** A non-negative number from a query value, when it is one. */
function amount(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const number = Number(value)
  return Number.isFinite(number) && number >= 0 ? number : undefined
}

/** The filters set in a listing's address. */
export function filtersFromSearch(search: URLSearchParams): FiltersValue {
  const rating = Number(search.get('rating'))
  const min = amount(search.get('min'))
  const max = amount(search.get('max'))
  return {
    brand: ids(search.get('brand')),
    collection: ids(search.get('collection')),
    shipping: ids(search.get('shipping')),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : 0,
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  }
}

/** The sort order of a listing's address (`sortby`), when it is one the API knows. */
export function sortFromSearch(search: URLSearchParams): SortBy | undefined {
  const value = search.get('sortby')
  return value && SORTS.includes(value) ? (value as SortBy) : undefined
}

/** The page of a listing's address (1 when absent or invalid). */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'))
  return Number.isInteger(page) && page > 0 ? page : 1
}

/** The API query of a listing's address: filters, sort and page, with the sidebar lists. */
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

/** The address query with new filters: other parameters (q, home_spm, banner, sortby) stay, the page resets. */
export function searchWithFilters(search: URLSearchParams, filters: FiltersValue): URLSearchParams {
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

/** The address query with one parameter set (or removed with null); the page resets unless it is the page. */
export function searchWith(search: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(search)
  if (key !== 'page') next.delete('page')
  if (value === null || value === '') next.delete(key)
  else next.set(key, value)
  return next
}

/** `?query` or nothing. */
export function queryString(search: URLSearchParams): string {
  const text = search.toString()
  return text ? `?${text}` : ''
}
