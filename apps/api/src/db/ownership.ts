/**
 * The ownership condition of a shopper's rows for Drizzle's builder: the customer's rows, or the guest's rows that
 * no customer has claimed yet (a guest token never reaches rows merged into an account). The same rule as
 * `ownedBy` of `http/shopper.ts`, which writes it into SQL text for a table alias.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Shopper } from '../http/shopper'

/** A table with the two owner columns of shopper rows (`orders`, `carts`, `rating_reviews`, …). */
export interface OwnedTable {
  user_id: AnyPgColumn
  user_token: AnyPgColumn
}

/** `user_id = …`, or `user_token = … AND user_id IS NULL` for a guest. */
export function ownedByShopper(table: OwnedTable, shopper: Shopper): SQL {
  return shopper.userId !== null
    ? eq(table.user_id, shopper.userId)
    : (and(eq(table.user_token, shopper.userToken), isNull(table.user_id)) as SQL)
}

/** `user_token = … AND user_id IS NULL`: a guest token's rows that no customer has claimed. */
export function guestRowsOf(token: string, table: OwnedTable): SQL {
  return and(eq(table.user_token, token), isNull(table.user_id)) as SQL
}
