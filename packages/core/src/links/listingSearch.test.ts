import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  canonicalListingSearch,
  EMPTY_LISTING_FILTERS,
  filtersFromSearch,
  filtersShownInForm,
  listingQuery,
  pageFromSearch,
  sameListingFilters,
  searchWithFilters,
  shownSort,
  sortFromSearch,
} from './listingSearch'

const search = (text: string) => new URLSearchParams(text)

describe('listing filters in the query string', () => {
  it('reads ids, rating and price range, dropping what is malformed', () => {
    expect(
      filtersFromSearch(search('brand=3,x,-1,4&collection=&shipping=7&rating=4&min=10&max=abc')),
    ).toEqual({
      brand: [3, 4],
      collection: [],
      shipping: [7],
      rating: 4,
      min: 10,
    })
    expect(filtersFromSearch(search('rating=9'))).toEqual(EMPTY_LISTING_FILTERS)
  })

  it.each([
    ['sortby=price_low_to_high', 'price_low_to_high'],
    ['sortby=cheapest', undefined],
    ['', undefined],
  ])('reads the sort of %j as %j', (text, expected) => {
    expect(sortFromSearch(search(text))).toBe(expected)
  })

  it.each([
    ['sortby=price_high_to_low', 'price_high_to_low'],
    ['sortby=cheapest', 'featured'],
    ['', 'featured'],
  ])('shows the listing of %j sorted by %j (Featured when none is chosen)', (text, expected) => {
    expect(shownSort(search(text))).toBe(expected)
  })

  it.each([
    ['page=3', 3],
    ['page=0', 1],
    ['page=2.5', 1],
    ['', 1],
  ])('reads the page of %j as %i', (text, expected) => {
    expect(pageFromSearch(search(text))).toBe(expected)
  })

  it('builds the API query the listing endpoints take', () => {
    expect(listingQuery(search('brand=3,4&rating=2&sortby=featured&page=2&max=50'))).toEqual({
      sidebar_data: true,
      page: 2,
      sortby: 'featured',
      brand: [3, 4],
      collection: undefined,
      shipping: undefined,
      rating: 2,
      min: undefined,
      max: 50,
    })
  })

  it('writes new filters, keeping the other parameters and going back to the first page', () => {
    const next = searchWithFilters(search('q=shirt&brand=1&page=4&sortby=featured'), {
      ...EMPTY_LISTING_FILTERS,
      collection: [2, 5],
      rating: 3,
      min: 0,
    })
    expect(next.toString()).toBe('q=shirt&sortby=featured&collection=2%2C5&rating=3&min=0')
  })

  it('counts the filters set, a price range once', () => {
    expect(
      activeFilterCount({ brand: [1, 2], collection: [], shipping: [3], rating: 4, min: 1, max: 9 }),
    ).toBe(5)
    expect(activeFilterCount(EMPTY_LISTING_FILTERS)).toBe(0)
  })

  it('reads the filters a form sends without JavaScript, one value per checked box', () => {
    const search = new URLSearchParams(
      'brand=1&brand=4&collection=2&rating=0&min=&max=50&sortby=price_low_to_high',
    )
    expect(filtersFromSearch(search)).toEqual({
      brand: [1, 4],
      collection: [2],
      shipping: [],
      rating: 0,
      max: 50,
    })
  })

  it('spells a form-sent query the way the JS flow writes it, and leaves a canonical one alone', () => {
    const sent = new URLSearchParams('q=tea&brand=1&brand=4&rating=0&min=&max=&sortby=price_low_to_high')
    expect(canonicalListingSearch(sent)?.toString()).toBe('q=tea&sortby=price_low_to_high&brand=1%2C4')
    expect(canonicalListingSearch(new URLSearchParams('q=tea&brand=1%2C4&page=2'))).toBeNull()
    expect(canonicalListingSearch(new URLSearchParams(''))).toBeNull()
  })

  it('reads what a filter form shows: its boxes and rating, the price range only as applied', () => {
    const applied = { brand: [1], collection: [], shipping: [3], rating: 0, min: 10 }
    const form = new URLSearchParams('brand=1&brand=4&shipping=3&rating=2&min=99&max=&q=tea')
    expect(filtersShownInForm(form, applied)).toEqual({
      brand: [1, 4],
      collection: [],
      shipping: [3],
      rating: 2,
      min: 10,
    })
    expect(filtersShownInForm(new URLSearchParams('rating=0'), applied)).toEqual({
      ...EMPTY_LISTING_FILTERS,
      min: 10,
    })
  })

  it('tells filters that pick the same products apart from the others, ids in any order', () => {
    const set = { brand: [4, 1], collection: [2], shipping: [], rating: 3, max: 50 }
    expect(sameListingFilters(set, { ...set, brand: [1, 4] })).toBe(true)
    expect(sameListingFilters(set, { ...set, brand: [1] })).toBe(false)
    expect(sameListingFilters(set, { ...set, rating: 0 })).toBe(false)
    expect(sameListingFilters(set, { ...set, max: undefined })).toBe(false)
    expect(sameListingFilters(EMPTY_LISTING_FILTERS, { ...EMPTY_LISTING_FILTERS })).toBe(true)
  })
})
