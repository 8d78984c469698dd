/** Input validation with zod: every failure becomes a 201 envelope with readable messages. */
import type { z } from 'zod'
import { ApiError } from './envelope'

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** Human messages for zod issues: "The page field …". */
export function issueMessages(error: z.ZodError, input: unknown): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.')
    if (!field) return issue.message
    const raw = valueAt(input, issue.path)
    if (raw === undefined || raw === null || raw === '') return `The ${field} field is required.`
    return `The ${field} field ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}.`.replace(
      /\.\.$/,
      '.',
    )
  })
}

/** Fields whose text is kept exactly as sent (Laravel's `TrimStrings` leaves passwords alone too). */
const UNTRIMMED = /password/i

/**
 * Laravel's input rule, which the original storefront relies on (`TrimStrings` and `ConvertEmptyStringsToNull`,
 * then `nullable`): every text is trimmed (passwords excepted), and a field that is `""` or `null` after that is
 * absent, so its default applies (`page=` is page 1) or "The … field is required." is the answer. Arrays keep their
 * items (trimmed); files are left as they are.
 */
export function laravelInput(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return UNTRIMMED.test(key) ? value : value.trim()
  if (Array.isArray(value)) return value.map((item) => laravelInput(item, key))
  if (value === null || typeof value !== 'object' || value instanceof Blob) return value
  const present: Record<string, unknown> = {}
  for (const [field, raw] of Object.entries(value)) {
    const normal = laravelInput(raw, field)
    if (normal !== '' && normal !== null && normal !== undefined) present[field] = normal
  }
  return present
}

/**
 * Parses a request's query or body with a schema, after Laravel's input rule (`laravelInput`), or throws an
 * `ApiError` listing every problem. The one place every route's input goes through.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const input = laravelInput(value)
  const result = schema.safeParse(input)
  if (!result.success) throw new ApiError(issueMessages(result.error, input))
  return result.data
}
