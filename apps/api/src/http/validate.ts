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

/** Parses a value with a schema, or throws an `ApiError` listing every problem. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw new ApiError(issueMessages(result.error, value))
  return result.data
}
