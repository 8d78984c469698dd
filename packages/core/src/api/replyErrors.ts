/** The errors a reply is turned into (contract 1.1, 1.2; spec section 8). */
import type { ErrorData } from '../model'
import { SoukError, type SoukErrorOptions } from './soukError'

/** Options of a `FormError`. */
export interface FormErrorOptions extends SoukErrorOptions {
  /** The envelope `status` the error came with (201, 200 for the legacy quirk, 403, …). */
  envelopeStatus?: number
  /** The envelope `message`, used when `errors` holds no message. */
  message?: unknown
}

const ERROR_TYPE_ORDER = ['form', 'product', 'image', 'inventory']

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : []
  if (Array.isArray(value)) return value.flatMap(stringsOf)
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf)
  return []
}

/** Every message of a failure's `data`, `form` first, cart-line maps flattened. */
export function flattenErrorData(errors: ErrorData): string[] {
  const keys = Object.keys(errors).sort((a, b) => rank(a) - rank(b))
  return keys.flatMap((key) => stringsOf((errors as Record<string, unknown>)[key]))
}

function rank(key: string): number {
  const index = ERROR_TYPE_ORDER.indexOf(key)
  return index === -1 ? ERROR_TYPE_ORDER.length : index
}

/** The cart-line map of contract 1.2 #2 (`data.product[0]`), when the failure is one. */
export function lineErrorsOf(errors: ErrorData): Record<string, string[]> | undefined {
  const first = Array.isArray(errors.product) ? errors.product[0] : undefined
  if (first === null || typeof first !== 'object') return undefined
  const lines: Record<string, string[]> = {}
  for (const [cartId, messages] of Object.entries(first)) lines[cartId] = stringsOf(messages)
  return lines
}

/** A validation or business-rule failure (envelope 201, or a 200 carrying `data.form`). */
export class FormError extends SoukError {
  override name = 'FormError'
  /** Every message, flattened from `data.form` (or `product`, `image`, `inventory`). */
  messages: string[]
  /** The failure's raw `data`. */
  errors: ErrorData
  /** Messages per cart id when the failure is the cart-line map (contract 1.2 #2). */
  lineErrors: Record<string, string[]> | undefined
  /** The envelope `status` the error came with. */
  envelopeStatus: number

  constructor(errors: ErrorData, options: FormErrorOptions = {}) {
    const messages = flattenErrorData(errors)
    const fallback = typeof options.message === 'string' ? options.message : ''
    super(messages[0] ?? fallback, {
      statusCode: options.statusCode ?? 400,
      code: options.code ?? 'errors.form',
      cause: options.cause,
    })
    this.messages = messages
    this.errors = errors
    this.lineErrors = lineErrorsOf(errors)
    this.envelopeStatus = options.envelopeStatus ?? 201
  }
}

/** Guest checkout is disabled but a guest call arrived (envelope 403, data `{form:[msg]}`). */
export class ForbiddenError extends FormError {
  override name = 'ForbiddenError'

  constructor(errors: ErrorData, options: FormErrorOptions = {}) {
    super(errors, {
      ...options,
      statusCode: options.statusCode ?? 403,
      // Guest checkout is off, so signing in is what the shopper has to do.
      code: options.code ?? 'errors.unauthenticated',
      envelopeStatus: options.envelopeStatus ?? 403,
    })
  }
}

/** The "frontend error" of contract 1.2 #3: a product or flash sale that does not exist (data `["msg"]`). */
export class NotFoundError extends SoukError {
  override name = 'NotFoundError'
  /** The envelope `status` the error came with. */
  envelopeStatus: number

  constructor(message: string, options: SoukErrorOptions & { envelopeStatus?: number } = {}) {
    super(message, {
      ...options,
      statusCode: options.statusCode ?? 404,
      code: options.code ?? 'errors.notFound',
    })
    this.envelopeStatus = options.envelopeStatus ?? 201
  }
}

/** No valid bearer token (HTTP 401, or the legacy envelope status 204). */
export class UnauthenticatedError extends SoukError {
  override name = 'UnauthenticatedError'
  /** 204 when the legacy envelope said so; undefined for an HTTP 401. */
  envelopeStatus: number | undefined

  constructor(message = 'Unauthenticated.', options: SoukErrorOptions & { envelopeStatus?: number } = {}) {
    super(message, {
      ...options,
      statusCode: options.statusCode ?? 401,
      code: options.code ?? 'errors.unauthenticated',
    })
    this.envelopeStatus = options.envelopeStatus
  }
}

/** A reply with an unexpected HTTP status (or envelope status) and nothing more useful in it. */
export class HttpError extends SoukError {
  override name = 'HttpError'
  /** The raw reply body (parsed JSON, or text). */
  body: unknown

  constructor(statusCode: number, message = '', options: { body?: unknown; cause?: unknown } = {}) {
    super(message || `Request failed with status ${statusCode}`, {
      statusCode,
      code: 'errors.statusCode',
      cause: options.cause,
    })
    this.body = options.body
  }
}
