/** Password hashing: argon2id (OWASP's minimum profile: 19 MiB, 2 passes, 1 lane), never the password itself. */
import { randomBytes } from 'node:crypto'
import { type Algorithm, hash, verify } from '@node-rs/argon2'

// `Algorithm` is a const enum (not importable as a value here): 2 is Argon2id.
const ARGON2ID = 2 as Algorithm
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 }

/** The argon2id hash of a password (a PHC string with its own salt). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

let verifications = 0

/**
 * How many argon2 verifications this process has run: a sign-in spends one whether or not the account exists (the
 * tests count them; a time would depend on the machine's load).
 */
export const argon2Verifications = () => verifications

/** Whether a password matches a stored hash; false for a malformed or missing hash. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) return false
  verifications++
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}

let decoy: Promise<string> | undefined

/**
 * `verifyPassword`, but spending one argon2 verification even when there is no hash to check (no account, or an
 * account without a password), so the answer's time does not tell whether an account exists.
 */
export async function verifyPasswordOrNothing(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (stored) return verifyPassword(stored, password)
  decoy ??= hashPassword(randomBytes(16).toString('hex'))
  await verifyPassword(await decoy, password)
  return false
}
