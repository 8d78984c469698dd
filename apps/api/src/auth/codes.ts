/** E-mailed 4-digit codes: stored hashed, valid 15 minutes, at most 5 tries, one live code per purpose and address. */
import { createHash, randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { type Db, firstRow } from '../db/openDb'
import { verificationCodes } from '../db/schema'
import { ApiError } from '../http/envelope'

/** What a code is for. */
export type CodePurpose = 'user_verify' | 'user_reset' | 'seller_verify'

/** How long a code stays valid. */
export const CODE_TTL_MINUTES = 15
/** Wrong tries before a code is dead. */
export const CODE_MAX_ATTEMPTS = 5

const hashCode = (purpose: CodePurpose, email: string, code: string) =>
  createHash('sha256').update(`${purpose}:${email}:${code}`).digest('hex')

/** Issues a new code (any older one of the same purpose dies) and returns it for the mail. */
export async function issueCode(db: Db, purpose: CodePurpose, email: string): Promise<string> {
  const code = String(randomInt(1000, 10000))
  await db.execute(
    sql`UPDATE verification_codes SET consumed_at = now()
        WHERE purpose = ${purpose} AND email = ${email} AND consumed_at IS NULL`,
  )
  await db.insert(verificationCodes).values({
    purpose,
    email,
    code_hash: hashCode(purpose, email, code),
    expires_at: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
  })
  return code
}

/** Uses up a code; throws a 201 failure for a wrong, expired or exhausted one (a wrong try is counted). */
export async function consumeCode(db: Db, purpose: CodePurpose, email: string, code: string): Promise<void> {
  const live = await firstRow<{ id: number; code_hash: string; attempts: number }>(
    db,
    sql`SELECT id, code_hash, attempts FROM verification_codes
        WHERE purpose = ${purpose} AND email = ${email} AND consumed_at IS NULL AND expires_at > now()
        ORDER BY id DESC LIMIT 1`,
  )
  if (!live) throw new ApiError('The code is invalid or has expired. Please ask for a new one.')
  if (live.attempts >= CODE_MAX_ATTEMPTS) {
    throw new ApiError('Too many wrong codes. Please ask for a new one.')
  }
  if (live.code_hash !== hashCode(purpose, email, code.trim())) {
    await db.execute(sql`UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ${live.id}`)
    throw new ApiError('The code is invalid or has expired. Please ask for a new one.')
  }
  await db.execute(sql`UPDATE verification_codes SET consumed_at = now() WHERE id = ${live.id}`)
}
