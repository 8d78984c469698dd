/**
 * The legacy encrypted order bodies of contract 7.1: `{data: "<base64>"}`, AES-128-CBC with zero padding and the
 * fixed key and IV the original storefront and backend hard-code (obfuscation, not security). Plain JSON is read
 * as it is.
 */
import { createDecipheriv } from 'node:crypto'
import { readBody } from '../http/body'
import type { ApiContext } from '../http/context'
import { ApiError } from '../http/envelope'

const KEY = Buffer.from('0123456470abcdef0123456789abcdef', 'hex')
const IV = Buffer.from('abcdef1876343516abcdef9876543210', 'hex')
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** Decrypts a legacy body string to its JSON parameters; throws a 201 when it is not one. */
export function decryptLegacyString(text: string): unknown {
  const compact = text.replace(/\s+/g, '')
  const bytes = BASE64.test(compact) ? Buffer.from(compact, 'base64') : Buffer.alloc(0)
  if (bytes.length === 0 || bytes.length % 16 !== 0) {
    throw new ApiError('The encrypted request could not be read.')
  }
  const decipher = createDecipheriv('aes-128-cbc', KEY, IV)
  // Zero padding: nothing for the cipher to strip; trailing zero bytes and blanks are removed below.
  decipher.setAutoPadding(false)
  const plain = Buffer.concat([decipher.update(bytes), decipher.final()])
    .toString('utf8')
    .replace(/[\0\s]+$/, '')
  try {
    return JSON.parse(plain)
  } catch {
    throw new ApiError('The encrypted request could not be read.')
  }
}

/** Whether a body is the legacy form: exactly one `data` string (a guest token may ride along). */
function isLegacy(body: unknown): body is { data: string; user_token?: unknown } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false
  const keys = Object.keys(body).filter((key) => key !== 'user_token')
  return keys.length === 1 && keys[0] === 'data' && typeof (body as { data: unknown }).data === 'string'
}

/** The parameters of `order/action`, `order/payment-done` or `order/transaction`, plain or legacy. */
export async function readOrderBody(c: ApiContext): Promise<unknown> {
  const body = await readBody(c)
  if (!isLegacy(body)) return body
  const params = decryptLegacyString(body.data)
  if (params === null || typeof params !== 'object' || Array.isArray(params)) {
    throw new ApiError('The encrypted request could not be read.')
  }
  // A token sent beside the encrypted data counts when the parameters carry none.
  return 'user_token' in params || body.user_token === undefined
    ? params
    : { ...params, user_token: body.user_token }
}
