import { type Paginator, SortBy, type WidgetSouk } from '@souk/core'
import type { ProductCardItem } from '@souk/react'

/** What `<souk-product-list>` lists: one source, with its sort and page. */
export interface ListingSource {
  category?: string
  brand?: string
  collection?: string
  store?: string
  flashSale?: number
  q?: string
  sort?: string
  page: number
}

const SORTS: readonly string[] = Object.values(SortBy)

/** The sort the API knows, or none. */
function sortOf(sort: string | undefined): SortBy | undefined {
  return sort && SORTS.includes(sort) ? (sort as SortBy) : undefined
}

/**
 * One page of the listing a source names, through the shop's listing endpoints: a flash sale (`flash-sale/{id}`),
 * a seller's store (`store`), a category (`all`), else the generic listing (`products`) filtered by brand,
 * collection and search text. The first that is set wins, in that order.
 */
export async function loadListing(
  souk: WidgetSouk,
  source: ListingSource,
  signal: AbortSignal,
): Promise<Paginator<ProductCardItem>> {
  const sortby = sortOf(source.sort)
  const { page } = source
  if (source.flashSale) {
    return (await souk.client.catalog.flashSale(source.flashSale, { page }, { signal })).data
  }
  if (source.store) {
    return (await souk.client.stores.page({ slug: source.store, sortby, page }, { signal })).data.result
  }
  if (source.category) {
    const query = {
      category: source.category,
      sortby,
      page,
      brand: source.brand,
      collection: source.collection,
    }
    return (await souk.client.catalog.all(query, { signal })).data.result
  }
  const query = { q: source.q, brand: source.brand, collection: source.collection, sortby, page }
  return (await souk.client.catalog.products(query, { signal })).data.result
}
