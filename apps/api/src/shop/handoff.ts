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
import { rateLimit } from '../auth/rateLimit'
import type { Db } from '../db/openDb'
import { ApiError } from '../http/envelope'
import { hashToken } from '../http/identity'
import { translatorFor } from '../http/messages'
import { ensureGuest, requireGuestCheckout, type Shopper } from '../http/shopper'
import { cartTotals, guestCartTotals, moveGuestLines } from './cartQueries'
import { consumeHandoff, deleteOldHandoffs, insertHandoff, usableHandoff } from './handoffQueries'

/** How long a code works. */
export const HANDOFF_TTL_SECONDS = 5 * 60
/** Codes a guest may ask for per window, and claims (and previews) a client may try per window. */
const ISSUE_LIMIT = 30
const CLAIM_LIMIT = 30
const LIMIT_WINDOW_SECONDS = 15 * 60

const INVALID = 'This cart link is no longer valid: it was already used or has expired.'
const NOTHING_LEFT = 'The cart of this link is empty now.'
const GUEST_ONLY = 'Only a guest cart can be handed over.'

/**
 * POST cart/handoff: a one-time code for this guest's cart (refused for a signed-in shopper and an empty cart).
 * `origin` is the shop's allowed partner origin that asked, shown to the claimer, never trusted.
 */
export async function issueHandoff(
  db: Db,
  lang: string | null,
  shopper: Shopper,
  origin: string | null,
): Promise<CartHandoffCode> {
  if (shopper.userToken === null) throw new ApiError(GUEST_ONLY)
  await rateLimit(db, `handoff:${hashToken(shopper.userToken)}`, ISSUE_LIMIT, LIMIT_WINDOW_SECONDS)
  const { lines } = await guestCartTotals(db, shopper.userToken)
  if (lines === 0) throw new ApiError(translatorFor(lang)('cart.empty'))
  const code = randomBytes(32).toString('base64url')
  const row = await insertHandoff(db, {
    codeHash: hashToken(code),
    userToken: shopper.userToken,
    origin,
    ttlSeconds: HANDOFF_TTL_SECONDS,
  })
  await deleteOldHandoffs(db)
  return { code, expires_at: new Date(row?.expires_at ?? Date.now()).toISOString() }
}

/** The claim's code, checked: rate-limited per client, of the right format; returns its hash. */
async function checkedCode(db: Db, client: string, code: string): Promise<string> {
  await rateLimit(db, `handoff-claim:${client}`, CLAIM_LIMIT, LIMIT_WINDOW_SECONDS)
  if (!isHandoffCode(code)) throw new ApiError(INVALID)
  return hashToken(code)
}

/** POST cart/handoff/preview: what a valid code would bring (items, lines, the partner), without using it. */
export async function previewHandoff(db: Db, client: string, code: string): Promise<CartHandoffPreview> {
  const codeHash = await checkedCode(db, client, code)
  const handoff = await usableHandoff(db, codeHash)
  if (!handoff) throw new ApiError(INVALID)
  const { lines, items } = await guestCartTotals(db, handoff.user_token)
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
export async function claimHandoff(
  db: Db,
  lang: string | null,
  client: string,
  shopper: Shopper,
  code: string,
): Promise<{ claim: CartHandoffClaim; message: string }> {
  const codeHash = await checkedCode(db, client, code)
  await requireGuestCheckout(db, shopper)
  let moved: { lines: number; items: number }
  try {
    moved = await db.transaction(async (tx) => {
      const handoff = await consumeHandoff(tx, codeHash)
      if (!handoff) throw new ApiError(INVALID)
      const giver = handoff.user_token
      const totals = await guestCartTotals(tx, giver)
      if (totals.lines === 0) throw new ApiError(NOTHING_LEFT)
      // The giver claiming their own code: the lines are already theirs.
      if (shopper.userToken === giver) return totals
      await ensureGuest(tx, shopper)
      await moveGuestLines(tx, giver, shopper)
      return totals
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('Your cart changed meanwhile. Please try again.')
    throw error
  }
  const after = await cartTotals(db, shopper)
  return {
    claim: { cart_count: after.items, moved_lines: moved.lines, moved_items: moved.items },
    message: translatorFor(lang)('handoff.added', { count: moved.items }),
  }
}
