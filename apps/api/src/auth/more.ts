/** The rest of the accounts: deleting one's account (contract 5.6) and vendor registration (5.8). */
import type { SellerAccount, User } from '@souk/core'
import { PASSWORD_MIN_LENGTH } from '@souk/core'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { type Db, firstRow, rows } from '../db/openDb'
import { readBody } from '../http/body'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'
import { code, email } from '../http/fields'
import { parseBody, strictBody, textField } from '../http/input'
import { requireUser } from '../http/shopper'
import { removeUploads } from '../reviews/uploads'
import { refreshRating } from '../reviews/write'
import { consumeCode, issueCode } from './codes'
import { codeMail, queueMail } from './mail'
import { hashPassword } from './password'
import { rateLimit } from './rateLimit'

const userColumns = sql`u.id, u.name, u.email, u.google_id, u.facebook_id, u.verified, u.default_address, u.phone,
  u.viewed, to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at,
  to_char(u.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS updated_at`

/**
 * DELETE user/delete: the customer's cart, lists, follows, orders (with their lines, cancellations and payments),
 * reviews and photos, addresses and tokens, then the account. Units of orders that were still pending go back on
 * sale, and the ratings of reviewed products are recomputed.
 */
export async function deleteAccount(c: ApiContext): Promise<User> {
  const userId = await requireUser(c)
  const { db } = c.var.services
  const { user, photos } = await db.transaction(async (tx) => {
    const user = await firstRow<User>(
      tx,
      sql`SELECT ${userColumns} FROM users u WHERE u.id = ${userId} FOR UPDATE`,
    )
    if (!user) throw new ApiError('No account found.')
    await tx.execute(
      sql`UPDATE updated_inventories ui SET quantity = ui.quantity + back.quantity, updated_at = now()
          FROM (SELECT op.inventory_id, sum(op.quantity)::int AS quantity FROM ordered_products op
                JOIN orders o ON o.id = op.order_id
                WHERE o.user_id = ${userId} AND o.status = 1 AND NOT o.cancelled GROUP BY op.inventory_id) back
          WHERE ui.id = back.inventory_id`,
    )
    const photos = await rows<{ image: string }>(
      tx,
      sql`SELECT ri.image FROM review_images ri JOIN rating_reviews r ON r.id = ri.rating_review_id
          WHERE r.user_id = ${userId}`,
    )
    const reviewed = await rows<{ product_id: number }>(
      tx,
      sql`DELETE FROM rating_reviews WHERE user_id = ${userId} RETURNING product_id`,
    )
    await tx.execute(sql`DELETE FROM orders WHERE user_id = ${userId}`)
    await tx.execute(sql`DELETE FROM cancellations WHERE user_id = ${userId}`)
    await tx.execute(sql`DELETE FROM carts WHERE user_id = ${userId}`)
    await tx.execute(sql`DELETE FROM user_addresses WHERE user_id = ${userId}`)
    await tx.execute(sql`DELETE FROM users WHERE id = ${userId}`)
    await refreshRating(
      tx,
      reviewed.map((row) => row.product_id),
    )
    return { user, photos: photos.map((photo) => photo.image) }
  })
  await removeUploads(c.var.services.storage, photos)
  c.set('refreshedToken', null)
  return user
}

const sellerSignUpBody = strictBody({
  name: textField(120),
  email,
  store_name: textField(120),
  password: z
    .string({ error: 'must be text' })
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'is too long'),
})

const sellerVerifyBody = strictBody({
  email,
  code,
})

/** A username from the first word of the name, made unique with a number when taken. */
async function freeUsername(db: Db, name: string, address: string): Promise<string> {
  const base =
    (name.split(/\s+/)[0] ?? '')
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}]/gu, '')
      .toLowerCase()
      .slice(0, 40) || 'seller'
  const taken = await rows<{ username: string }>(
    db,
    sql`SELECT username FROM admins WHERE (username = ${base} OR username LIKE ${`${base}%`}) AND email <> ${address}`,
  )
  const names = new Set(taken.map((row) => row.username))
  if (!names.has(base)) return base
  for (let suffix = 2; ; suffix++) if (!names.has(`${base}${suffix}`)) return `${base}${suffix}`
}

/**
 * POST seller/signup: a vendor account waiting for the e-mailed code (and then for the shop to activate it).
 * Closed when `settings.vendor_registration` is off. `store_name` is checked, not stored (contract 5.8).
 */
export async function sellerSignUp(c: ApiContext): Promise<string> {
  const input = parseBody(sellerSignUpBody, await readBody(c))
  const { db } = c.var.services
  const settings = await firstRow<{ vendor_registration: number }>(
    db,
    sql`SELECT vendor_registration FROM settings ORDER BY id LIMIT 1`,
  )
  if (settings?.vendor_registration !== 1) throw new ApiError('Seller registration is closed at the moment.')
  const address = input.email.toLowerCase()
  await rateLimit(db, `seller-signup:${address}`, 5, 3600)
  const existing = await firstRow<{ id: number; verified: number }>(
    db,
    sql`SELECT id, verified FROM admins WHERE email = ${address}`,
  )
  if (existing?.verified === 1) throw new ApiError('This e-mail address is already registered.')
  const passwordHash = await hashPassword(input.password)
  await db.transaction(async (tx) => {
    const username = await freeUsername(tx, input.name, address)
    if (existing) {
      await tx.execute(
        sql`UPDATE admins SET name = ${input.name}, username = ${username}, password = ${passwordHash}, updated_at = now()
            WHERE id = ${existing.id}`,
      )
    } else {
      await tx.execute(
        sql`INSERT INTO admins (name, username, email, password, role, verified, active)
            VALUES (${input.name}, ${username}, ${address}, ${passwordHash}, 'vendor', 0, 0)`,
      )
    }
    const code = await issueCode(tx, 'seller_verify', address)
    await queueMail(tx, codeMail(address, input.name, code, 'seller_verify'))
  })
  return address
}

/** POST seller/verify: confirms a vendor's e-mailed code. */
export async function sellerVerify(c: ApiContext): Promise<SellerAccount> {
  const input = parseBody(sellerVerifyBody, await readBody(c))
  const { db } = c.var.services
  const address = input.email.toLowerCase()
  await rateLimit(db, `seller-verify:${c.var.client}`, 30, 900)
  const seller = await firstRow<{ id: number }>(
    db,
    sql`SELECT id FROM admins WHERE email = ${address} AND role = 'vendor'`,
  )
  if (!seller) throw new ApiError('No seller account uses this e-mail address.')
  await consumeCode(db, 'seller_verify', address, input.code)
  const account = await firstRow<SellerAccount>(
    db,
    sql`UPDATE admins SET verified = 1, updated_at = now() WHERE id = ${seller.id}
        RETURNING id, name, username, email, verified,
          to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at,
          to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS updated_at`,
  )
  if (!account) throw new ApiError('No seller account uses this e-mail address.')
  return account
}
