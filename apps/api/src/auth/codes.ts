/**
 * E-mailed 6-digit codes: stored hashed, valid 15 minutes, at most 5 tries each, one live code per purpose and
 * address, and at most 10 codes per purpose and address a day (so at most 50 guesses a day against a million
 * codes). A try is counted in the same statement that reads the code, so parallel guesses never get more than 5
 * evaluations, and the hashes are compared in constant time.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { VERIFICATION_CODE_LENGTH } from '@souk/core'
import { sql } from 'drizzle-orm'
import { type Db, firstRow } from '../db/openDb'
import { verificationCodes } from '../db/schema'

/** A stored code, typed by the schema (the raw statements below read some of its columns). */
type CodeRow = typeof verificationCodes.$inferSelect

import { ApiError } from '../http/envelope'
import { rateLimit } from './rateLimit'

/** What a code is for. */
export type CodePurpose = 'user_verify' | 'user_reset' | 'seller_verify'

/** How long a code stays valid. */
export const CODE_TTL_MINUTES = 15
/** Tries of one code (right or wrong) before it is dead. */
export const CODE_MAX_ATTEMPTS = 5
/** Codes one address may be sent for one purpose in a day. */
export const CODES_PER_DAY = 10

const INVALID = 'The code is invalid or has expired. Please ask for a new one.'

const hashCode = (purpose: CodePurpose, email: string, code: string) =>
  createHash('sha256').update(`${purpose}:${email}:${code}`).digest()

/** A new random code of `VERIFICATION_CODE_LENGTH` digits (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0')
}

/** Issues a new code (any older one of the same purpose dies) and returns it for the mail. */
export async function issueCode(db: Db, purpose: CodePurpose, email: string): Promise<string> {
  await rateLimit(db, `code-day:${purpose}:${email}`, CODES_PER_DAY, 86_400)
  const code = newCode()
  await db.execute(
    sql`UPDATE verification_codes SET consumed_at = now()
        WHERE purpose = ${purpose} AND email = ${email} AND consumed_at IS NULL`,
  )
  await db.insert(verificationCodes).values({
    purpose,
    email,
    code_hash: hashCode(purpose, email, code).toString('hex'),
    expires_at: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
  })
  return code
}

/**
 * Uses up a code; throws a 201 failure for a wrong, expired or exhausted one. The try is counted first, in one
 * atomic statement (PostgreSQL re-checks `attempts < 5` on the row a concurrent try just updated), then the hash
 * is compared; a right code is consumed only if no other request consumed it meanwhile.
 */
export async function consumeCode(db: Db, purpose: CodePurpose, email: string, code: string): Promise<void> {
  const tried = await firstRow<Pick<CodeRow, 'id' | 'code_hash'>>(
    db,
    sql`UPDATE verification_codes SET attempts = attempts + 1
        WHERE id = (SELECT id FROM verification_codes
                    WHERE purpose = ${purpose} AND email = ${email} AND consumed_at IS NULL AND expires_at > now()
                    ORDER BY id DESC LIMIT 1)
          AND attempts < ${CODE_MAX_ATTEMPTS} AND consumed_at IS NULL
        RETURNING id, code_hash`,
  )
  if (!tried) {
    const exhausted = await firstRow<Pick<CodeRow, 'id'>>(
      db,
      sql`SELECT id FROM verification_codes
          WHERE purpose = ${purpose} AND email = ${email} AND consumed_at IS NULL AND expires_at > now()
            AND attempts >= ${CODE_MAX_ATTEMPTS} LIMIT 1`,
    )
    throw new ApiError(exhausted ? 'Too many wrong codes. Please ask for a new one.' : INVALID)
  }
  const expected = Buffer.from(tried.code_hash, 'hex')
  const given = hashCode(purpose, email, code.trim())
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new ApiError(INVALID)
  const consumed = await firstRow<Pick<CodeRow, 'id'>>(
    db,
    sql`UPDATE verification_codes SET consumed_at = now() WHERE id = ${tried.id} AND consumed_at IS NULL RETURNING id`,
  )
  if (!consumed) throw new ApiError(INVALID)
}
