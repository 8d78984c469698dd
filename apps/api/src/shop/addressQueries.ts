/**
 * The addresses' queries: every read and write of `user_addresses` and of the default address of `users` and
 * `guest_users`, with Drizzle's typed builder (row types from the schema). `default` is computed: 1 for the
 * shopper's default address, else 2.
 */
import { and, asc, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm'
import { isoTime, now } from '../db/apiTime'
import type { Db } from '../db/openDb'
import { ownedByShopper } from '../db/ownership'
import { guestUsers, orders, userAddresses, users } from '../db/schema'
import { ownerValues, type Shopper } from '../http/shopper'
import type { ADDRESS_SORTS, NewAddressInput } from './inputs'

/** The shopper's default address id, as a scalar subquery. */
const defaultAddressOf = (shopper: Shopper): SQL =>
  shopper.userId !== null
    ? sql`(SELECT ${users.default_address} FROM ${users} WHERE ${users.id} = ${shopper.userId})`
    : sql`(SELECT ${guestUsers.default_address} FROM ${guestUsers} WHERE ${guestUsers.user_token} = ${shopper.userToken})`

/**
 * The columns of an address as the API answers it (contract `Address`), in the contract's order; `isDefault` is
 * the stored flag, or whether it is the shopper's default address.
 */
export const addressColumns = (isDefault: SQL<number> | typeof userAddresses.default) => ({
  id: userAddresses.id,
  name: userAddresses.name,
  email: userAddresses.email,
  phone: userAddresses.phone,
  country: userAddresses.country,
  state: userAddresses.state,
  city: userAddresses.city,
  zip: userAddresses.zip,
  address_1: userAddresses.address_1,
  address_2: userAddresses.address_2,
  delivery_instruction: userAddresses.delivery_instruction,
  default: isDefault,
  user_id: userAddresses.user_id,
  user_token: userAddresses.user_token,
})

/** The address columns with `default` telling whether it is the shopper's default address. */
const addressFields = (shopper: Shopper) =>
  addressColumns(sql<number>`CASE WHEN ${userAddresses.id} = ${defaultAddressOf(shopper)} THEN 1 ELSE 2 END`)

/** One of the shopper's addresses. */
export async function addressById(db: Db, shopper: Shopper, addressId: number) {
  const [row] = await db
    .select(addressFields(shopper))
    .from(userAddresses)
    .where(and(eq(userAddresses.id, addressId), ownedByShopper(userAddresses, shopper)))
  return row
}

/** An address row as the API answers it, typed by the schema. */
export type AddressRecord = NonNullable<Awaited<ReturnType<typeof addressById>>>

/** Makes an address the shopper's default (`onlyIfNone`: only when they have none). */
export async function setDefaultAddressId(db: Db, shopper: Shopper, addressId: number, onlyIfNone: boolean) {
  if (shopper.userId !== null) {
    await db
      .update(users)
      .set({ default_address: addressId, updated_at: now })
      .where(and(eq(users.id, shopper.userId), onlyIfNone ? isNull(users.default_address) : undefined))
  } else {
    await db
      .update(guestUsers)
      .set({ default_address: addressId, updated_at: now })
      .where(
        and(
          eq(guestUsers.user_token, shopper.userToken),
          onlyIfNone ? isNull(guestUsers.default_address) : undefined,
        ),
      )
  }
}

/** A guest record takes a name and an e-mail (each kept when not given). */
export async function setGuestContact(db: Db, userToken: string, name?: string, email?: string) {
  await db
    .update(guestUsers)
    .set({
      name: sql`coalesce(${name ?? null}, ${guestUsers.name})`,
      email: sql`coalesce(${email ?? null}, ${guestUsers.email})`,
      updated_at: now,
    })
    .where(eq(guestUsers.user_token, userToken))
}

/** Changes the given fields of one of the shopper's addresses; returns its id, or nothing when it is not theirs. */
export async function updateAddress(
  db: Db,
  shopper: Shopper,
  addressId: number,
  changes: Partial<Omit<NewAddressInput, 'user_token'>>,
) {
  const [row] = await db
    .update(userAddresses)
    .set({ ...changes, updated_at: now })
    .where(and(eq(userAddresses.id, addressId), ownedByShopper(userAddresses, shopper)))
    .returning({ id: userAddresses.id })
  return row
}

/** How many addresses the shopper keeps. */
export async function countAddresses(db: Db, shopper: Shopper): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userAddresses)
    .where(ownedByShopper(userAddresses, shopper))
  return row?.n ?? 0
}

/** A new address of the shopper; returns its id. */
export async function insertAddress(db: Db, shopper: Shopper, input: Omit<NewAddressInput, 'user_token'>) {
  const [row] = await db
    .insert(userAddresses)
    .values({ ...input, ...ownerValues(shopper) })
    .returning({ id: userAddresses.id })
  return row
}

/** How many orders ship to an address. */
export async function countOrdersTo(db: Db, addressId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.user_address_id, addressId))
  return row?.n ?? 0
}

/** Deletes one of the shopper's addresses; no account or guest keeps it as their default. */
export async function deleteAddressRow(db: Db, shopper: Shopper, addressId: number) {
  await db
    .delete(userAddresses)
    .where(and(eq(userAddresses.id, addressId), ownedByShopper(userAddresses, shopper)))
  await db.update(users).set({ default_address: null }).where(eq(users.default_address, addressId))
  await db.update(guestUsers).set({ default_address: null }).where(eq(guestUsers.default_address, addressId))
}

const SORT_COLUMNS = {
  id: userAddresses.id,
  created_at: userAddresses.created_at,
  updated_at: userAddresses.updated_at,
  name: userAddresses.name,
  city: userAddresses.city,
  country: userAddresses.country,
} satisfies Record<(typeof ADDRESS_SORTS)[number], unknown>

/** A page of the shopper's addresses. */
export interface AddressPageQuery {
  /** An ILIKE pattern the first address line must match. */
  pattern?: string
  sort?: { column: (typeof ADDRESS_SORTS)[number]; direction: 'asc' | 'desc' }
  limit: number
  offset: number
}

/**
 * A page of the shopper's addresses (newest first unless sorted), with the account or guest record owning each
 * and the count of all of them (`total_count`, on every row).
 */
export async function addressPage(db: Db, shopper: Shopper, query: AddressPageQuery) {
  const where = and(
    ownedByShopper(userAddresses, shopper),
    query.pattern ? ilike(userAddresses.address_1, query.pattern) : undefined,
  )
  const order = query.sort
    ? [(query.sort.direction === 'asc' ? asc : desc)(SORT_COLUMNS[query.sort.column]), desc(userAddresses.id)]
    : [desc(userAddresses.id)]
  const found = await db
    .select({
      ...addressFields(shopper),
      created_raw: userAddresses.created_at,
      owner_name: users.name,
      owner_email: users.email,
      guest: sql<GuestJson | null>`CASE WHEN ${guestUsers.id} IS NULL THEN NULL ELSE json_build_object(
        'id', ${guestUsers.id}, 'name', ${guestUsers.name}, 'email', ${guestUsers.email},
        'user_token', ${guestUsers.user_token}, 'default_address', ${guestUsers.default_address},
        'viewed', ${guestUsers.viewed}, 'created_at', ${isoTime(guestUsers.created_at)},
        'updated_at', ${isoTime(guestUsers.updated_at)}) END`,
      total_count: sql<number>`count(*) OVER ()::int`,
    })
    .from(userAddresses)
    .leftJoin(users, eq(users.id, userAddresses.user_id))
    .leftJoin(
      guestUsers,
      and(isNull(userAddresses.user_id), eq(guestUsers.user_token, userAddresses.user_token)),
    )
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset)
  let total = found[0]?.total_count
  if (total === undefined) {
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(userAddresses).where(where)
    total = counted?.n ?? 0
  }
  return { found, total }
}

/** A guest record as the address list shows it (contract `GuestUser`), typed by the schema. */
type GuestJson = Omit<typeof guestUsers.$inferSelect, 'created_at' | 'updated_at'> & {
  created_at: string
  updated_at: string
}
