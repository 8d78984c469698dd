/**
 * The hand-off codes' queries (`cart_handoffs`), with Drizzle's typed builder: a code is stored as its SHA-256,
 * dies when claimed and works for a fixed time, counted by the database's clock.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { now } from '../db/apiTime'
import type { Db } from '../db/openDb'
import { cartHandoffs } from '../db/schema'

/** A code that is neither used nor expired. */
const usable = (codeHash: string) =>
  and(
    eq(cartHandoffs.code_hash, codeHash),
    isNull(cartHandoffs.consumed_at),
    gt(cartHandoffs.expires_at, now),
  )

/** Stores a new code of a guest's cart, working for `ttlSeconds`; returns when it expires. */
export async function insertHandoff(
  db: Db,
  values: { codeHash: string; userToken: string; origin: string | null; ttlSeconds: number },
) {
  const [row] = await db
    .insert(cartHandoffs)
    .values({
      code_hash: values.codeHash,
      user_token: values.userToken,
      origin: values.origin,
      expires_at: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
    })
    .returning({ expires_at: cartHandoffs.expires_at })
  return row
}

/** Deletes the codes that expired (or were used) over a day ago: they are of no use to anyone. */
export async function deleteOldHandoffs(db: Db) {
  await db.delete(cartHandoffs).where(lt(cartHandoffs.expires_at, sql`now() - interval '1 day'`))
}

/** The guest token and partner origin of a usable code. */
export async function usableHandoff(db: Db, codeHash: string) {
  const [row] = await db
    .select({ user_token: cartHandoffs.user_token, origin: cartHandoffs.origin })
    .from(cartHandoffs)
    .where(usable(codeHash))
  return row
}

/** Uses a usable code up; returns its guest token, or nothing when it was not usable. */
export async function consumeHandoff(db: Db, codeHash: string) {
  const [row] = await db
    .update(cartHandoffs)
    .set({ consumed_at: now, updated_at: now })
    .where(usable(codeHash))
    .returning({ user_token: cartHandoffs.user_token })
  return row
}
