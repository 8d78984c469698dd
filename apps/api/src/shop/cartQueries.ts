/**
 * The cart's queries: every read and write of `carts` of the cart routes and the hand-off (the lines with their
 * relations are `cartLineQueries.ts`). Plain reads and writes use Drizzle's typed builder, so their row types come
 * from the schema; moving a guest's lines into another shopper's cart is a tuned statement and stays SQL (it
 * returns nothing). Coded values (selection, shipping type, visibility) are SQL literals (`db/literal.ts`).
 */
import { CartSelection, ShippingType } from '@souk/core'
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { isoTime, now } from '../db/apiTime'
import { literal } from '../db/literal'
import type { Db } from '../db/openDb'
import { guestRowsOf, ownedByShopper } from '../db/ownership'
import { carts, guestUsers, products, updatedInventories } from '../db/schema'
import { ownedBy, ownerValues, type Shopper } from '../http/shopper'

/** A line as the cart's writes answer it (contract `CartRow`), in the contract's order. */
const lineFields = {
  id: carts.id,
  product_id: carts.product_id,
  inventory_id: carts.inventory_id,
  quantity: carts.quantity,
  user_id: carts.user_id,
  user_token: carts.user_token,
  created_at: isoTime(carts.created_at),
  updated_at: isoTime(carts.updated_at),
}

/** A variant's stock and its product's visibility, when the variant belongs to the product. */
export async function variantOf(db: Db, productId: number, inventoryId: number) {
  const [row] = await db
    .select({ quantity: updatedInventories.quantity, status: products.status })
    .from(updatedInventories)
    .innerJoin(products, eq(products.id, updatedInventories.product_id))
    .where(and(eq(updatedInventories.id, inventoryId), eq(updatedInventories.product_id, productId)))
  return row
}

/** The shopper's line of a variant, locked for the rest of the transaction. */
export async function lockedLine(db: Db, shopper: Shopper, productId: number, inventoryId: number) {
  const [row] = await db
    .select({ id: carts.id, quantity: carts.quantity })
    .from(carts)
    .where(
      and(
        ownedByShopper(carts, shopper),
        eq(carts.product_id, productId),
        eq(carts.inventory_id, inventoryId),
      ),
    )
    .for('update')
  return row
}

/** Sets a line's quantity (and selects it when `select`). */
export async function setLineQuantity(db: Db, lineId: number, quantity: number, select: boolean) {
  const [row] = await db
    .update(carts)
    .set({
      quantity,
      updated_at: now,
      ...(select ? { selected: literal(CartSelection.SELECTED) } : {}),
    })
    .where(eq(carts.id, lineId))
    .returning(lineFields)
  return row
}

/** A new selected line for delivery, or nothing when the shopper has one of that variant already. */
export async function insertLine(
  db: Db,
  shopper: Shopper,
  input: { product_id: number; inventory_id: number; quantity: number },
) {
  const [row] = await db
    .insert(carts)
    .values({
      ...input,
      ...ownerValues(shopper),
      selected: literal(CartSelection.SELECTED),
      shipping_type: literal(ShippingType.LOCATION),
    })
    .onConflictDoNothing()
    .returning(lineFields)
  return row
}

/** Deselects every other selected line of the shopper. */
export async function deselectOtherLines(db: Db, shopper: Shopper, keptId: number) {
  await db
    .update(carts)
    .set({ selected: literal(CartSelection.UNSELECTED), updated_at: now })
    .where(
      and(
        ownedByShopper(carts, shopper),
        ne(carts.id, keptId),
        eq(carts.selected, literal(CartSelection.SELECTED)),
      ),
    )
}

/** Deletes one of the shopper's lines; returns it, or nothing when it is not theirs. */
export async function deleteOwnLine(db: Db, shopper: Shopper, lineId: number) {
  const [row] = await db
    .delete(carts)
    .where(and(eq(carts.id, lineId), ownedByShopper(carts, shopper)))
    .returning(lineFields)
  return row
}

/** How many of these (distinct) line ids are the shopper's. */
export async function countOwnLines(db: Db, shopper: Shopper, ids: readonly number[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(carts)
    .where(and(inArray(carts.id, [...ids]), ownedByShopper(carts, shopper)))
  return row?.n ?? 0
}

/** Selects (or deselects) some of the shopper's lines. */
export async function setSelection(
  db: Db,
  shopper: Shopper,
  ids: readonly number[],
  selected: CartSelection,
) {
  await db
    .update(carts)
    .set({ selected, updated_at: now })
    .where(and(inArray(carts.id, [...ids]), ownedByShopper(carts, shopper)))
}

/** Saves a line's shipping place and type. */
export async function setLineShipping(
  db: Db,
  shopper: Shopper,
  lineId: number,
  choice: { placeId: number; type: number },
) {
  await db
    .update(carts)
    .set({ shipping_place_id: choice.placeId, shipping_type: choice.type, updated_at: now })
    .where(and(eq(carts.id, lineId), ownedByShopper(carts, shopper)))
}

/** The guest record takes the name of the address it ships to, and its e-mail when it had none (contract 6.7). */
export async function nameGuestAfterAddress(
  db: Db,
  userToken: string,
  address: { name: string; email: string },
) {
  await db
    .update(guestUsers)
    .set({ name: address.name, email: sql`coalesce(${guestUsers.email}, ${address.email})` })
    .where(eq(guestUsers.user_token, userToken))
}

/** How many lines and units a set of lines holds. */
async function totals(db: Db, where: SQL) {
  const [row] = await db
    .select({
      lines: sql<number>`count(*)::int`,
      items: sql<number>`coalesce(sum(${carts.quantity}), 0)::int`,
    })
    .from(carts)
    .where(where)
  return { lines: row?.lines ?? 0, items: row?.items ?? 0 }
}

/** The lines and units of the shopper's cart. */
export const cartTotals = (db: Db, shopper: Shopper) => totals(db, ownedByShopper(carts, shopper))

/** The lines and units of a guest token's cart (the lines no customer has claimed). */
export const guestCartTotals = (db: Db, userToken: string) => totals(db, guestRowsOf(userToken, carts))

/**
 * A guest's lines move into the shopper's cart: a variant the shopper has already gets the guest's quantity added
 * (up to the stock) instead of a second line, and the other lines change owner, so that the guest's token no
 * longer reaches them. Tuned statements: they stay SQL.
 */
export async function moveGuestLines(db: Db, giver: string, shopper: Shopper) {
  const mine = ownedBy(shopper, 'mine')
  await db.execute(
    sql`UPDATE carts mine SET quantity = LEAST(mine.quantity + g.quantity, GREATEST(i.quantity, mine.quantity, 1)),
          updated_at = now()
        FROM carts g JOIN updated_inventories i ON i.id = g.inventory_id
        WHERE g.user_token = ${giver} AND g.user_id IS NULL AND ${mine}
          AND mine.product_id = g.product_id AND mine.inventory_id = g.inventory_id`,
  )
  await db.execute(
    sql`DELETE FROM carts g WHERE g.user_token = ${giver} AND g.user_id IS NULL AND EXISTS (
          SELECT 1 FROM carts mine WHERE ${mine}
            AND mine.product_id = g.product_id AND mine.inventory_id = g.inventory_id)`,
  )
  await db
    .update(carts)
    .set({ ...ownerValues(shopper), updated_at: now })
    .where(guestRowsOf(giver, carts))
}
