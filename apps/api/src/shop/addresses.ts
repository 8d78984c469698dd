/** Saved addresses (contract 5.9): each shopper sees and changes only their own. */
import type { Address, AddressRow, Paginator } from '@souk/core'
import { PAGE_SIZES, validatePhone } from '@souk/core'
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { countriesPhones } from '../catalog/content'
import { locationOf, queryOf } from '../catalog/request'
import { containsPattern } from '../catalog/sqlParts'
import { type Db, firstRow, rows } from '../db/openDb'
import { readBody } from '../http/body'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'
import { email, page } from '../http/fields'
import { idField, parseBody, strictBody, textField, userTokenField } from '../http/input'
import { paginate } from '../http/paginate'
import { ensureGuest, ownedBy, ownerValues, type Shopper, shopperOf } from '../http/shopper'
import { createdText } from '../http/time'
import { laravelInput, parseWith } from '../http/validate'

/** Most addresses one shopper may keep. */
const MAX_ADDRESSES = 50

const phone = textField(30).refine((value) => validatePhone(value) === null, {
  message: 'must have 6 to 20 digits (spaces, parentheses, + and - allowed)',
})
const country = z
  .string({ error: 'must be text' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
  .transform((value) => value.toUpperCase())
  .refine((value) => Object.hasOwn(countriesPhones(null).countries, value), {
    message: 'must be a known country',
  })
const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null))

const fields = {
  name: textField(120),
  email,
  phone,
  country,
  state: optionalText(16),
  city: textField(120),
  zip: textField(20),
  address_1: textField(255),
  address_2: optionalText(255),
  delivery_instruction: optionalText(1000),
}

const createBody = strictBody({ ...fields, user_token: userTokenField })

/** On update an empty or missing field keeps its value (contract 5.9: "non-empty scalar fields only"). */
const keep = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())
const updateBody = strictBody({
  id: idField,
  name: keep(fields.name),
  email: keep(fields.email),
  phone: keep(fields.phone),
  country: keep(fields.country),
  state: keep(z.string({ error: 'must be text' }).trim().max(16, 'must be at most 16 characters')),
  city: keep(fields.city),
  zip: keep(fields.zip),
  address_1: keep(fields.address_1),
  address_2: keep(z.string({ error: 'must be text' }).trim().max(255, 'must be at most 255 characters')),
  delivery_instruction: keep(
    z.string({ error: 'must be text' }).trim().max(1000, 'must be at most 1000 characters'),
  ),
  user_token: userTokenField,
})

/** The shopper's default address id as SQL. */
const defaultAddressOf = (shopper: Shopper): SQL =>
  shopper.userId !== null
    ? sql`(SELECT default_address FROM users WHERE id = ${shopper.userId})`
    : sql`(SELECT default_address FROM guest_users WHERE user_token = ${shopper.userToken})`

/** Columns of an address `a`; `default` is 1 for the shopper's default address, else 2. */
const addressColumns = (shopper: Shopper) =>
  sql`a.id, a.name, a.email, a.phone, a.country, a.state, a.city, a.zip, a.address_1, a.address_2,
    a.delivery_instruction, CASE WHEN a.id = ${defaultAddressOf(shopper)} THEN 1 ELSE 2 END AS "default",
    a.user_id, a.user_token`

/** One of the shopper's addresses. */
export function addressOf(db: Db, shopper: Shopper, addressId: number): Promise<Address | undefined> {
  return firstRow<Address>(
    db,
    sql`SELECT ${addressColumns(shopper)} FROM user_addresses a WHERE a.id = ${addressId} AND ${ownedBy(shopper, 'a')}`,
  )
}

/** Makes an address the shopper's default (a guest's name follows it, contract 6.7). */
export async function setDefaultAddress(
  db: Db,
  shopper: Shopper,
  address: { id: number; name: string; email: string },
  onlyIfNone = false,
): Promise<void> {
  const none = onlyIfNone ? sql` AND default_address IS NULL` : sql``
  if (shopper.userId !== null) {
    await db.execute(
      sql`UPDATE users SET default_address = ${address.id}, updated_at = now() WHERE id = ${shopper.userId}${none}`,
    )
  } else {
    await db.execute(
      sql`UPDATE guest_users SET default_address = ${address.id}, updated_at = now()
          WHERE user_token = ${shopper.userToken}${none}`,
    )
  }
}

/** For a guest, the guest record takes the name and e-mail of the address they typed (contract 5.9). */
async function rememberGuestContact(db: Db, shopper: Shopper, name?: string, mail?: string) {
  if (shopper.userToken === null || (!name && !mail)) return
  await db.execute(
    sql`UPDATE guest_users SET name = coalesce(${name ?? null}, name), email = coalesce(${mail ?? null}, email),
        updated_at = now() WHERE user_token = ${shopper.userToken}`,
  )
}

/** POST user/address/action: creates an address, or updates the shopper's address `id`. */
export async function saveAddress(c: ApiContext): Promise<{ address: Address; created: boolean }> {
  const body = await readBody(c)
  // An `id` of "" or null creates (Laravel's rule: empty is absent), as the original storefront sends for a new one.
  const normal = laravelInput(body)
  const updating = normal !== null && typeof normal === 'object' && 'id' in normal
  const shopper = shopperOf(c, body)
  const { db } = c.var.services
  if (updating) {
    const { id, user_token: _token, ...changes } = parseBody(updateBody, body)
    const sets = Object.entries(changes)
      .filter(([, value]) => value !== undefined)
      .map(([column, value]) => sql`${sql.identifier(column)} = ${value}`)
    const address = await db.transaction(async (tx) => {
      const updated = await firstRow<{ id: number }>(
        tx,
        sql`UPDATE user_addresses a SET ${sql.join([...sets, sql`updated_at = now()`], sql`, `)}
            WHERE a.id = ${id} AND ${ownedBy(shopper, 'a')} RETURNING a.id`,
      )
      if (!updated) throw new ApiError('No address found.')
      await rememberGuestContact(tx, shopper, changes.name, changes.email)
      return addressOf(tx, shopper, id)
    })
    if (!address) throw new ApiError('No address found.')
    return { address, created: false }
  }
  const { user_token: _token, ...input } = parseBody(createBody, body)
  const address = await db.transaction(async (tx) => {
    const count = await firstRow<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM user_addresses a WHERE ${ownedBy(shopper, 'a')}`,
    )
    if ((count?.n ?? 0) >= MAX_ADDRESSES) {
      throw new ApiError(`You can keep at most ${MAX_ADDRESSES} addresses. Please delete one first.`)
    }
    await ensureGuest(tx, shopper)
    const owner = ownerValues(shopper)
    const inserted = await firstRow<{ id: number }>(
      tx,
      sql`INSERT INTO user_addresses (name, email, phone, country, state, city, zip, address_1, address_2,
            delivery_instruction, user_id, user_token)
          VALUES (${input.name}, ${input.email}, ${input.phone}, ${input.country}, ${input.state}, ${input.city},
            ${input.zip}, ${input.address_1}, ${input.address_2}, ${input.delivery_instruction}, ${owner.user_id},
            ${owner.user_token})
          RETURNING id`,
    )
    if (!inserted) throw new ApiError('The address could not be saved.')
    // The first address becomes the default one.
    await setDefaultAddress(tx, shopper, { ...input, id: inserted.id }, true)
    await rememberGuestContact(tx, shopper, input.name, input.email)
    return addressOf(tx, shopper, inserted.id)
  })
  if (!address) throw new ApiError('The address could not be saved.')
  return { address, created: true }
}

/** DELETE user/address/delete/{id}: refused while an order ships to it. */
export async function deleteAddress(c: ApiContext, addressId: number | undefined): Promise<Address> {
  const shopper = shopperOf(c)
  const { db } = c.var.services
  const address = addressId === undefined ? undefined : await addressOf(db, shopper, addressId)
  if (!address) throw new ApiError('No address found.')
  await db.transaction(async (tx) => {
    const used = await firstRow<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM orders WHERE user_address_id = ${address.id}`,
    )
    if ((used?.n ?? 0) > 0) {
      throw new ApiError('This address is used by an order, so it cannot be deleted.')
    }
    await tx.execute(
      sql`DELETE FROM user_addresses a WHERE a.id = ${address.id} AND ${ownedBy(shopper, 'a')}`,
    )
    await tx.execute(sql`UPDATE users SET default_address = NULL WHERE default_address = ${address.id}`)
    await tx.execute(sql`UPDATE guest_users SET default_address = NULL WHERE default_address = ${address.id}`)
  })
  return address
}

const SORTABLE = {
  id: 'a.id',
  created_at: 'a.created_at',
  updated_at: 'a.updated_at',
  name: 'a.name',
  city: 'a.city',
  country: 'a.country',
} as const

const listQuery = z.object({
  q: z.string().max(200, 'is too long').optional(),
  orderby: z
    .enum(Object.keys(SORTABLE) as [keyof typeof SORTABLE, ...(keyof typeof SORTABLE)[]], {
      error: `must be one of ${Object.keys(SORTABLE).join(', ')}`,
    })
    .optional(),
  type: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).optional(),
  page,
  time_zone: z.string().max(64).optional(),
})

type AddressListRow = Address & {
  created_raw: Date | string
  owner_name: string | null
  owner_email: string | null
  guest: AddressRow['guest_user'] | null
  total_count: number
}

/** GET user/address/all: the shopper's addresses, newest first unless sorted (both `orderby` and `type`). */
export async function addressList(c: ApiContext): Promise<Paginator<AddressRow>> {
  const query = parseWith(listQuery, queryOf(c))
  const shopper = shopperOf(c)
  const { db } = c.var.services
  const perPage = PAGE_SIZES.frontend
  const where = [ownedBy(shopper, 'a')]
  if (query.q) where.push(sql`a.address_1 ILIKE ${containsPattern(query.q)}`)
  const order =
    query.orderby && query.type
      ? sql`${sql.raw(SORTABLE[query.orderby])} ${query.type === 'asc' ? sql`ASC` : sql`DESC`}, a.id DESC`
      : sql`a.id DESC`
  const found = await rows<AddressListRow>(
    db,
    sql`SELECT ${addressColumns(shopper)}, a.created_at AS created_raw, u.name AS owner_name, u.email AS owner_email,
        CASE WHEN g.id IS NULL THEN NULL ELSE json_build_object('id', g.id, 'name', g.name, 'email', g.email,
          'user_token', g.user_token, 'default_address', g.default_address, 'viewed', g.viewed,
          'created_at', to_char(g.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
          'updated_at', to_char(g.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')) END AS guest,
        count(*) OVER ()::int AS total_count
        FROM user_addresses a LEFT JOIN users u ON u.id = a.user_id
        LEFT JOIN guest_users g ON a.user_id IS NULL AND g.user_token = a.user_token
        WHERE ${sql.join(where, sql` AND `)} ORDER BY ${order}
        LIMIT ${perPage} OFFSET ${(query.page - 1) * perPage}`,
  )
  let total = found[0]?.total_count
  if (total === undefined) {
    const counted = await firstRow<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM user_addresses a WHERE ${sql.join(where, sql` AND `)}`,
    )
    total = counted?.n ?? 0
  }
  const data: AddressRow[] = found.map(
    ({ created_raw, owner_name, owner_email, guest, total_count: _total, ...address }) => {
      const row: AddressRow = { ...address, created: createdText(created_raw, query.time_zone) }
      if (address.user_id !== null) {
        row.user = { id: address.user_id, name: owner_name ?? '', email: owner_email ?? '' }
      } else row.guest_user = guest ?? null
      return row
    },
  )
  return paginate(data, total, query.page, perPage, locationOf(c, 'user/address/all'))
}
