/**
 * What the listing routes accept (`all`, `products`, `store`: contract 4.4, 4.5, 4.16), as zod schemas read
 * through `http/validate.ts` (`parseWith`: Laravel's input rule, then the schema; a failure is a 201 envelope
 * listing each problem), the one validation mechanism of the API.
 */
import { z } from 'zod'
import type { ApiContext } from '../http/context'
import { idList, optionalAmount, page, priceBound, truthy } from '../http/fields'
import { parseWith } from '../http/validate'
import { queryOf } from './request'

/** The filters, sort and page every product listing takes. */
const filterFields = {
  sortby: z.string().max(40).optional(),
  brand: idList,
  collection: idList,
  shipping: idList,
  rating: optionalAmount.pipe(z.number().max(5, 'must be at most 5').optional()),
  min: priceBound,
  max: priceBound,
  page,
  sidebar_data: truthy,
}

export const categoryListingQuery = z.object({
  category: z.string().trim().max(255).optional(),
  sub_category: z.string().trim().max(255).optional(),
  ...filterFields,
})

export const productListingQuery = z.object({
  q: z.string().trim().max(200, 'is too long').optional(),
  home_spm: z.coerce.number().int().min(1).optional(),
  banner: z.coerce.number().int().min(1).optional(),
  is_home_page: truthy,
  all_categories: truthy,
  ...filterFields,
})

export const storePageQuery = z.object({
  slug: z.string({ error: 'is required' }).trim().min(1, 'is required').max(255),
  sortby: z.string().max(40).optional(),
  page,
  required_rating: truthy,
})

export type CategoryListingInput = z.output<typeof categoryListingQuery>
export type ProductListingInput = z.output<typeof productListingQuery>
export type StorePageInput = z.output<typeof storePageQuery>

/** The query string of a request, validated by `schema`. */
export function queryWith<S extends z.ZodType>(c: ApiContext, schema: S): z.output<S> {
  return parseWith(schema, queryOf(c))
}
