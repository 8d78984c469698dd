/** Fixed-window rate limits kept in PostgreSQL, so every API instance shares them. */
import { sql } from 'drizzle-orm'
import { type Db, firstRow } from '../db/openDb'
import type { rateLimits } from '../db/schema'
import { ApiError } from '../http/envelope'

/** The "Too many attempts" failure, with the minutes left in the window. */
export function tooManyAttempts(retrySeconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retrySeconds / 60))
  return new ApiError(`Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`)
}

/** Counts one hit on `key` in a fixed window; returns the hits in the window and the seconds it has left. */
export async function countHit(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; retry: number }> {
  // `retry` is computed (seconds left in the window); `count` is the column's.
  const row = await firstRow<Pick<typeof rateLimits.$inferSelect, 'count'> & { retry: number }>(
    db,
    sql`INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.count + 1 END,
          window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits.window_start END
        RETURNING count, ceil(extract(epoch FROM (window_start + make_interval(secs => ${windowSeconds}) - now())))::int AS retry`,
  )
  return row ?? { count: 0, retry: windowSeconds }
}

/** Counts one hit on `key`; throws a 201 failure when more than `limit` happened in the window. */
export async function rateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
  const hit = await countHit(db, key, windowSeconds)
  if (hit.count > limit) throw tooManyAttempts(hit.retry)
}
