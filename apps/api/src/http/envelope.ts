/** The reply envelope (contract 1.1, 1.2) and the failures the handlers throw. */
import type { CartLineErrorData, Envelope, FormErrorData } from '@souk/core'
import type { Context } from 'hono'
import type { AppEnv } from './context'
import { localizeData, localizeMessage } from './serverMessages'

/** A failure a handler reports to the shopper: envelope status 201 with `data.form` (or another error type). */
export class ApiError extends Error {
  /** `data` of the reply. */
  readonly data: FormErrorData | CartLineErrorData | string[] | null
  /** Envelope status (201 unless noted). */
  readonly status: number
  /** HTTP status of the reply (200: the envelope carries the failure). */
  readonly httpStatus: 200 | 401 = 200

  constructor(messages: string | string[] | FormErrorData, status = 201) {
    const data: FormErrorData =
      typeof messages === 'string'
        ? { form: [messages] }
        : Array.isArray(messages)
          ? { form: messages }
          : messages
    const first = Object.values(data).flat()[0] ?? 'Something went wrong'
    super(first)
    this.data = data
    this.status = status
  }
}

/** The "frontend error" of contract 1.2 #3: a product or flash sale that does not exist (`data = ["msg"]`). */
export class NotFoundError extends ApiError {
  constructor(message: string) {
    super(message)
    Object.defineProperty(this, 'data', { value: [message] })
  }
}

/** The cart-line map of contract 1.2 #2: messages per cart id, in `data.product[0]`. */
export class CartLineError extends ApiError {
  constructor(lines: Record<string, string[]>) {
    super(Object.values(lines).flat())
    const data: CartLineErrorData = { product: [lines] }
    Object.defineProperty(this, 'data', { value: data })
  }
}

/** No valid bearer token on a registered-only route: HTTP 401 with the legacy envelope status 204. */
export class UnauthenticatedError extends ApiError {
  override readonly httpStatus = 401

  constructor() {
    super('Unauthenticated.', 204)
    Object.defineProperty(this, 'data', { value: null })
  }
}

/** The envelope object, keys in the original's order. */
export function envelope<T>(data: T, status = 200, message = '', token: string | null = null): Envelope<T> {
  return { data, status, token, message }
}

/** A success reply. */
export function ok<T>(c: Context<AppEnv>, data: T, message = ''): Response {
  // A browser authenticated by its HttpOnly cookie gets a refreshed token as that cookie (see app.ts), not here.
  const refreshed = c.get('identity')?.viaCookie ? null : (c.get('refreshedToken') ?? null)
  return c.json(envelope(data, 200, message, refreshed), 200)
}

/** A failure reply (HTTP 200 transport, envelope status 201 by default). */
export function fail(c: Context<AppEnv>, error: ApiError): Response {
  // Validator-style failures carry an empty message in the original; generic ones repeat the first message.
  // Both in the request's language (the `Language` header), English unchanged.
  const lang = c.get('lang') ?? null
  return c.json(
    envelope(localizeData(error.data, lang), error.status, localizeMessage(error.message, lang)),
    error.httpStatus,
  )
}
