/**
 * The accounts' queries: every read and write of `users`, `guest_users`, `admins` and the settings the accounts
 * read. Plain reads and writes use Drizzle's typed builder, so their row types come from the schema; the tuned
 * statements (a guest's cart merged into the customer's, the pending units put back on sale) stay SQL and return
 * nothing. Times are formatted by PostgreSQL (`to_char`, microseconds, UTC) as the contract's answers always were.
 */
import { OrderStatus } from '@souk/core'
import { and, asc, eq, isNull, like, ne, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db/openDb'
import {
  admins,
  cancellations,
  carts,
  guestUsers,
  orders,
  ratingReviews,
  reviewImages,
  settings,
  siteSettings,
  userAddresses,
  users,
} from '../db/schema'

/** A stored time as the API writes it: ISO 8601 in UTC with microseconds, formatted by PostgreSQL. */
const isoTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/** `updated_at = now()`: the database's clock, as every write of the API. */
const now = sql`now()`

/** The columns of a customer's account as the API answers it (contract `User`), in the contract's order. */
const accountFields = {
  id: users.id,
  name: users.name,
  email: users.email,
  google_id: users.google_id,
  facebook_id: users.facebook_id,
  verified: users.verified,
  default_address: users.default_address,
  phone: users.phone,
  viewed: users.viewed,
  created_at: isoTime(users.created_at),
  updated_at: isoTime(users.updated_at),
}

/** A customer's account row, typed by the schema (times as the API's text). */
export type AccountRow = Omit<typeof users.$inferSelect, 'password' | 'created_at' | 'updated_at'> & {
  created_at: string
  updated_at: string
}

/** A customer's account by id (`forUpdate`: locked until the transaction ends). */
export async function accountById(
  db: Db,
  userId: number,
  options: { forUpdate?: boolean } = {},
): Promise<AccountRow | undefined> {
  const query = db.select(accountFields).from(users).where(eq(users.id, userId))
  const [row] = await (options.forUpdate ? query.for('update') : query)
  return row
}

/** What sign-up, sign-in, verification and reset need of the customer using an address. */
export async function customerByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      password: users.password,
      verified: users.verified,
    })
    .from(users)
    .where(eq(users.email, email))
  return row
}

/** A customer's password hash (null for a social-only account). */
export async function passwordOf(db: Db, userId: number) {
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId))
  return row
}

/** A new, unverified customer. */
export async function insertCustomer(db: Db, values: { name: string; email: string; password: string }) {
  await db.insert(users).values({ ...values, verified: 0 })
}

/** Changes what a customer's row holds (name, password, verified), stamping `updated_at`. */
export async function updateCustomer(
  db: Db,
  userId: number,
  values: Partial<Pick<typeof users.$inferInsert, 'name' | 'password' | 'verified'>>,
) {
  await db
    .update(users)
    .set({ ...values, updated_at: now })
    .where(eq(users.id, userId))
}

/**
 * Marks a customer's address as proven. Provider links made while it was unproven are dropped
 * (`socialIdentity.ts`): a link survives only on an account that was already verified.
 */
export async function markVerified(db: Db, userId: number) {
  await db
    .update(users)
    .set({
      verified: 1,
      google_id: sql`CASE WHEN ${users.verified} = 1 THEN ${users.google_id} END`,
      facebook_id: sql`CASE WHEN ${users.verified} = 1 THEN ${users.facebook_id} END`,
      updated_at: now,
    })
    .where(eq(users.id, userId))
}

/** The sum of the quantities in a customer's or a guest's cart. */
export async function cartCount(db: Db, owner: { userId: number } | { userToken: string }): Promise<number> {
  const where =
    'userId' in owner
      ? eq(carts.user_id, owner.userId)
      : and(eq(carts.user_token, owner.userToken), isNull(carts.user_id))
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${carts.quantity}), 0)::int` })
    .from(carts)
    .where(where)
  return row?.n ?? 0
}

/** A guest's row (contract `GuestUser`), by its token. */
export async function guestByToken(db: Db, userToken: string) {
  const [row] = await db
    .select({
      id: guestUsers.id,
      name: guestUsers.name,
      email: guestUsers.email,
      default_address: guestUsers.default_address,
      user_token: guestUsers.user_token,
      viewed: guestUsers.viewed,
      created_at: isoTime(guestUsers.created_at),
      updated_at: isoTime(guestUsers.updated_at),
    })
    .from(guestUsers)
    .where(eq(guestUsers.user_token, userToken))
  return row
}

/** The shop's settings the accounts read (the first row, as everywhere). */
export async function accountSettings(db: Db) {
  const [row] = await db
    .select({
      guest_checkout: settings.guest_checkout,
      vendor_registration: settings.vendor_registration,
      google_login: settings.google_login,
      facebook_login: settings.facebook_login,
    })
    .from(settings)
    .orderBy(settings.id)
    .limit(1)
  return row
}

/**
 * A guest's cart, orders, addresses and cancellations become the customer's (contract 9.9), and the guest row
 * takes the customer's name and address. A variant already in the customer's cart gets the guest's quantity
 * added (up to the stock) instead of a second line. Tuned statements: they stay SQL.
 */
export async function adoptGuest(
  db: Db,
  guest: string,
  user: Pick<typeof users.$inferSelect, 'id' | 'name' | 'email'>,
) {
  await db.execute(
    sql`UPDATE carts mine SET quantity = LEAST(mine.quantity + g.quantity, GREATEST(i.quantity, mine.quantity, 1)),
          updated_at = now()
        FROM carts g JOIN updated_inventories i ON i.id = g.inventory_id
        WHERE g.user_token = ${guest} AND g.user_id IS NULL AND mine.user_id = ${user.id}
          AND mine.product_id = g.product_id AND mine.inventory_id = g.inventory_id`,
  )
  await db.execute(
    sql`DELETE FROM carts g WHERE g.user_token = ${guest} AND g.user_id IS NULL AND EXISTS (
          SELECT 1 FROM carts mine WHERE mine.user_id = ${user.id}
            AND mine.product_id = g.product_id AND mine.inventory_id = g.inventory_id)`,
  )
  const adopt = { user_id: user.id }
  await db
    .update(carts)
    .set(adopt)
    .where(and(eq(carts.user_token, guest), isNull(carts.user_id)))
  await db
    .update(orders)
    .set(adopt)
    .where(and(eq(orders.user_token, guest), isNull(orders.user_id)))
  await db
    .update(userAddresses)
    .set(adopt)
    .where(and(eq(userAddresses.user_token, guest), isNull(userAddresses.user_id)))
  await db
    .update(cancellations)
    .set(adopt)
    .where(and(eq(cancellations.user_token, guest), isNull(cancellations.user_id)))
  await db
    .update(guestUsers)
    .set({ name: user.name, email: user.email, updated_at: now })
    .where(eq(guestUsers.user_token, guest))
}

/** Puts the units of a customer's pending, uncancelled orders back on sale (a tuned statement: SQL). */
export async function restockPendingOrders(db: Db, userId: number) {
  await db.execute(
    sql`UPDATE updated_inventories ui SET quantity = ui.quantity + back.quantity, updated_at = now()
        FROM (SELECT op.inventory_id, sum(op.quantity)::int AS quantity FROM ordered_products op
              JOIN orders o ON o.id = op.order_id
              WHERE o.user_id = ${userId} AND o.status = ${OrderStatus.PENDING} AND NOT o.cancelled
              GROUP BY op.inventory_id) back
        WHERE ui.id = back.inventory_id`,
  )
}

/** The file names of the photos of a customer's reviews. */
export async function reviewPhotosOf(db: Db, userId: number): Promise<string[]> {
  const photos = await db
    .select({ image: reviewImages.image })
    .from(reviewImages)
    .innerJoin(ratingReviews, eq(ratingReviews.id, reviewImages.rating_review_id))
    .where(eq(ratingReviews.user_id, userId))
  return photos.map((photo) => photo.image)
}

/** Deletes a customer's reviews; returns the ids of the products they rated. */
export async function deleteReviewsOf(db: Db, userId: number): Promise<number[]> {
  const reviewed = await db
    .delete(ratingReviews)
    .where(eq(ratingReviews.user_id, userId))
    .returning({ product_id: ratingReviews.product_id })
  return reviewed.map((row) => row.product_id)
}

/** Deletes a customer's orders, cancellations, cart and addresses, then the account itself. */
export async function deleteCustomerRows(db: Db, userId: number) {
  await db.delete(orders).where(eq(orders.user_id, userId))
  await db.delete(cancellations).where(eq(cancellations.user_id, userId))
  await db.delete(carts).where(eq(carts.user_id, userId))
  await db.delete(userAddresses).where(eq(userAddresses.user_id, userId))
  await db.delete(users).where(eq(users.id, userId))
}

/** The back-office account (admin or vendor) using an address. */
export async function adminByEmail(db: Db, email: string, role?: 'vendor') {
  const condition: SQL | undefined = role
    ? and(eq(admins.email, email), eq(admins.role, role))
    : eq(admins.email, email)
  const [row] = await db.select({ id: admins.id, verified: admins.verified }).from(admins).where(condition)
  return row
}

/** The usernames `base` or `base…` taken by other addresses than `email`. */
export async function usernamesLike(db: Db, base: string, email: string): Promise<string[]> {
  const taken = await db
    .select({ username: admins.username })
    .from(admins)
    .where(and(or(eq(admins.username, base), like(admins.username, `${base}%`)), ne(admins.email, email)))
  return taken.map((row) => row.username)
}

/** A new vendor, unverified and inactive until the shop activates it. */
export async function insertVendor(
  db: Db,
  values: Pick<typeof admins.$inferInsert, 'name' | 'username' | 'email' | 'password'>,
) {
  await db.insert(admins).values({ ...values, role: 'vendor', verified: 0, active: 0 })
}

/** A vendor signing up again before verifying: new name, username and password. */
export async function updateVendor(
  db: Db,
  adminId: number,
  values: Pick<typeof admins.$inferInsert, 'name' | 'username' | 'password'>,
) {
  await db
    .update(admins)
    .set({ ...values, updated_at: now })
    .where(eq(admins.id, adminId))
}

/** Marks a vendor's address as proven; returns the account as the contract's `SellerAccount`. */
export async function markVendorVerified(db: Db, adminId: number) {
  const [row] = await db
    .update(admins)
    .set({ verified: 1, updated_at: now })
    .where(eq(admins.id, adminId))
    .returning({
      id: admins.id,
      name: admins.name,
      username: admins.username,
      email: admins.email,
      verified: admins.verified,
      created_at: isoTime(admins.created_at),
      updated_at: isoTime(admins.updated_at),
    })
  return row
}

/** The shop's address (`settings.email`) and name (`site_settings.site_name`), for the `From:` of its mail. */
export async function shopSender(db: Db) {
  const [[setting], [site]] = await Promise.all([
    db.select({ email: settings.email }).from(settings).orderBy(asc(settings.id)).limit(1),
    db.select({ name: siteSettings.site_name }).from(siteSettings).orderBy(asc(siteSettings.id)).limit(1),
  ])
  return { email: setting?.email ?? null, name: site?.name ?? null }
}
