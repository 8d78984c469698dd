/** Defaults of the account lists' query (contract 5.10, 5.11). */
import type { ListQuery } from '../model'
import type { Query } from './calls'

/** A list query with the sort the contract needs in practice (newest first) and the shopper's time zone. */
export function listQuery(query: ListQuery, timeZone: string | undefined): Query {
  return { order_by: 'created_at', type: 'desc', ...query, time_zone: query.time_zone ?? timeZone }
}
