/** Reading a request body: JSON (the contract's transport) or a urlencoded form; malformed JSON is a 201. */
import type { ApiContext } from './context'
import { ApiError } from './envelope'

/** The parsed body, `{}` when empty. */
export async function readBody(c: ApiContext): Promise<unknown> {
  const type = c.req.header('Content-Type') ?? ''
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    return c.req.parseBody()
  }
  const text = await c.req.text()
  if (!text.trim()) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError('The request body is not valid JSON.')
  }
}
