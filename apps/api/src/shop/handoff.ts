/**
 * The cart hand-off (issue 12): the widgets on a partner's page hand their guest cart to the shop without a
 * credential in a URL. `cart/handoff` gives the guest a one-time code (256 random bits, stored as SHA-256,
 * five minutes, single use, bound to that guest token); the shop's visitor claims it with their own identity
 * and the lines move into their cart. The claimer never learns the giver's token, and the giver's token no
 * longer reaches the moved lines.
 */
import { randomBytes } from 'node:crypto'
import type { CartHandoffClaim, CartHandoffCode, CartHandoffPreview } from '@souk/core'
import { isHandoffCode } from '@souk/core'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { rateLimit } from '../auth/rateLimit'
import { type Db, firstRow } from '../db/openDb'
import { readBody } from '../http/body'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'
import { hashToken } from '../http/identity'
import { parseBody, strictBody, userTokenField } from '../http/input'
import { translatorOf } from '../http/messages'
import { ensureGuest, ownedBy, requireGuestCheckout, type Shopper, shopperOf } from '../http/shopper'

/** How long a code works. */
export const HANDOFF_TTL_SECONDS = 5 * 60
/** Codes a guest may ask for per window, and claims (and previews) a client may try per window. */
const ISSUE_LIMIT = 30
const CLAIM_LIMIT = 30
const LIMIT_WINDOW_SECONDS = 15 * 60

const INVALID = 'This cart link is no longer valid: it was already used or has expired.'
const NOTHING_LEFT = 'The cart of this link is empty now.'
const GUEST_ONLY = 'Only a guest cart can be handed over.'

const issueBody = strictBody({ user_token: userTokenField })
const claimBody = strictBody({
  code: z.string({ error: 'must be text' }).max(200, 'is too long'),
  user_token: userTokenField,
})

/** The shop's allowed partner origin that asked (the browser's `Origin`), else null: shown, never trusted. */
function partnerOrigin(c: ApiContext): string | null {
  const origin = c.req.header('Origin')
  return origin && c.var.services.config.allowedOrigins.includes(origin) ? origin : null
}

/** The giver's lines: the guest token's rows no customer has claimed. */
const giverLines = (token: string) => sql`c.user_token = ${token} AND c.user_id IS NULL`

async function cartTotals(db: Db, where: ReturnType<typeof sql>) {
  const row = await firstRow<{ lines: number; items: number }>(
    db,
    sql`SELECT count(*)::int AS lines, coalesce(sum(c.quantity), 0)::int AS items FROM carts c WHERE ${where}`,
  )
  return { lines: row?.lines ?? 0, items: row?.items ?? 0 }
}

/** POST cart/handoff: a one-time code for this guest's cart (refused for a signed-in shopper and an empty cart). */
export async function issueHandoff(c: ApiContext): Promise<CartHandoffCode> {
  const body = await readBody(c)
  parseBody(issueBody, body)
  const shopper = shopperOf(c, body)
  if (shopper.userToken === null) throw new ApiError(GUEST_ONLY)
  const { db } = c.var.services
  await rateLimit(db, `handoff:${hashToken(shopper.userToken)}`, ISSUE_LIMIT, LIMIT_WINDOW_SECONDS)
  const { lines } = await cartTotals(db, giverLines(shopper.userToken))
  if (lines === 0) throw new ApiError(translatorOf(c)('cart.empty'))
  const code = randomBytes(32).toString('base64url')
  const row = await firstRow<{ expires_at: Date | string }>(
    db,
    sql`INSERT INTO cart_handoffs (code_hash, user_token, origin, expires_at)
        VALUES (${hashToken(code)}, ${shopper.userToken}, ${partnerOrigin(c)},
          now() + make_interval(secs => ${HANDOFF_TTL_SECONDS}))
        RETURNING expires_at`,
  )
  // Old codes are of no use to anyone: those expired or used over a day ago go.
  await db.execute(sql`DELETE FROM cart_handoffs WHERE expires_at < now() - interval '1 day'`)
  return { code, expires_at: new Date(row?.expires_at ?? Date.now()).toISOString() }
}

/** The claim's input: the visitor (their own identity) and a code of the right format, rate-limited. */
async function claimInput(c: ApiContext): Promise<{ shopper: Shopper; codeHash: string }> {
  const body = await readBody(c)
  const input = parseBody(claimBody, body)
  const shopper = shopperOf(c, body)
  const { db } = c.var.services
  await rateLimit(db, `handoff-claim:${c.var.client}`, CLAIM_LIMIT, LIMIT_WINDOW_SECONDS)
  if (!isHandoffCode(input.code)) throw new ApiError(INVALID)
  return { shopper, codeHash: hashToken(input.code) }
}

/** POST cart/handoff/preview: what a valid code would bring (items, lines, the partner), without using it. */
export async function previewHandoff(c: ApiContext): Promise<CartHandoffPreview> {
  const { codeHash } = await claimInput(c)
  const { db } = c.var.services
  const handoff = await firstRow<{ user_token: string; origin: string | null }>(
    db,
    sql`SELECT user_token, origin FROM cart_handoffs
        WHERE code_hash = ${codeHash} AND consumed_at IS NULL AND expires_at > now()`,
  )
  if (!handoff) throw new ApiError(INVALID)
  const { lines, items } = await cartTotals(db, giverLines(handoff.user_token))
  if (lines === 0) throw new ApiError(NOTHING_LEFT)
  return { items, lines, origin: handoff.origin }
}

/** Whether a database error is a unique violation (a line the claimer added meanwhile). */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true
  }
  return false
}

/**
 * POST cart/handoff/claim: in one transaction the code dies and the giver's lines move into the claimer's own
 * cart (a variant already there gets the quantities added, up to the stock, as the sign-in merge does).
 */
export async function claimHandoff(c: ApiContext): Promise<{ claim: CartHandoffClaim; message: string }> {
  const { shopper, codeHash } = await claimInput(c)
  const { db } = c.var.services
  await requireGuestCheckout(db, shopper)
  const mine = ownedBy(shopper, 'mine')
  let moved: { lines: number; items: number }
  try {
    moved = await db.transaction(async (tx) => {
      const handoff = await firstRow<{ user_token: string }>(
        tx,
        sql`UPDATE cart_handoffs SET consumed_at = now(), updated_at = now()
            WHERE code_hash = ${codeHash} AND consumed_at IS NULL AND expires_at > now()
            RETURNING user_token`,
      )
      if (!handoff) throw new ApiError(INVALID)
      const giver = handoff.user_token
      const totals = await cartTotals(tx, giverLines(giver))
      if (totals.lines === 0) throw new ApiError(NOTHING_LEFT)
      // The giver claiming their own code: the lines are already theirs.
      if (shopper.userToken === giver) return totals
      await ensureGuest(tx, shopper)
      await tx.execute(
        sql`UPDATE carts mine SET quantity = LEAST(mine.quantity + g.quantity, GREATEST(i.quantity, mine.quantity, 1)),
              updated_at = now()
            FROM carts g JOIN updated_inventories i ON i.id = g.inventory_id
            WHERE g.user_token = ${giver} AND g.user_id IS NULL AND ${mine}
              AND mine.product_id = g.product_id AND mine.inventory_id = g.inventory_id`,
      )
      await tx.execute(
        sql`DELETE FROM carts g WHERE g.user_token = ${giver} AND g.user_id IS NULL AND EXISTS (
              SELECT 1 FROM carts mine WHERE ${mine}
                AND mine.product_id = g.product_id AND mine.inventory_id = g.inventory_id)`,
      )
      // The remaining lines change owner: the giver's token no longer reaches them.
      await tx.execute(
        sql`UPDATE carts SET user_id = ${shopper.userId}, user_token = ${shopper.userToken}, updated_at = now()
            WHERE user_token = ${giver} AND user_id IS NULL`,
      )
      return totals
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('Your cart changed meanwhile. Please try again.')
    throw error
  }
  const after = await cartTotals(db, ownedBy(shopper, 'c'))
  return {
    claim: { cart_count: after.items, moved_lines: moved.lines, moved_items: moved.items },
    message: translatorOf(c)('handoff.added', { count: moved.items }),
  }
}
