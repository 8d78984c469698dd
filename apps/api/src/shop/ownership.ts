/**
 * Ownership of the shopper's rows for Drizzle's typed builder: the customer's rows, or the guest's rows that no
 * customer has claimed yet (a guest token never reaches rows merged into an account). The same rule as
 * `http/shopper.ts`'s `ownedBy`, which the tuned SQL statements use with a table alias.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Shopper } from '../http/shopper'

/** A table with the owner columns of a shopper's rows (carts, addresses, orders). */
export interface OwnedTable {
  user_id: PgColumn
  user_token: PgColumn
}

/** The condition "the row belongs to this shopper". */
export function ownerIs(shopper: Shopper, table: OwnedTable): SQL {
  return shopper.userId !== null
    ? eq(table.user_id, shopper.userId)
    : (and(eq(table.user_token, shopper.userToken), isNull(table.user_id)) as SQL)
}

/** The condition "the row is a guest token's and no customer has claimed it". */
export function guestRowsOf(token: string, table: OwnedTable): SQL {
  return and(eq(table.user_token, token), isNull(table.user_id)) as SQL
}
