/** The typed errors every client call rejects with (contract 1.1, 1.2; spec section 8). */
import type { ErrorData } from '../model'

// A registered symbol rather than `instanceof` alone: a host page may load two copies of core (two widget bundles).
const SOUK_ERROR = Symbol.for('souk.error')

/** The message shown when nothing better is known (spec section 8). */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong'

/** What every Souk error carries besides its message. */
export interface SoukErrorOptions {
  /** HTTP-like status for error pages; 500 when not given. */
  statusCode?: number
  /** i18n key of the error kind. */
  code?: string
  cause?: unknown
}

/** Base of every error the client throws: an HTTP-like `statusCode` and an i18n `code`. */
export class SoukError extends Error {
  override name = 'SoukError'
  /** HTTP-like status for error pages (default 500). */
  statusCode: number
  /** i18n key of the error kind (`errors.form`, `errors.notFound`, `errors.apiDown`, …). */
  code: string

  constructor(message: string, options: SoukErrorOptions = {}) {
    super(
      message || DEFAULT_ERROR_MESSAGE,
      options.cause === undefined ? undefined : { cause: options.cause },
    )
    this.statusCode = options.statusCode ?? 500
    this.code = options.code ?? 'errors.somethingWentWrong'
    Object.defineProperty(this, SOUK_ERROR, { value: true })
  }
}

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

/**
 * Why the API could not be used: `api-down` (unreachable), `cors-refused` (the server is up but does not allow
 * this page's origin) or `not-souk-api` (something answered, but not with Souk's envelope: a wrong `apiBase`).
 */
export type ConnectionFailureCode = 'api-down' | 'cors-refused' | 'not-souk-api'

/**
 * The API could not be reached, or answered without an envelope status (spec: 'API is down.'). `failure` says
 * which (see `ConnectionFailureCode`; core's transport classifies it, `failure.ts`); the shopper sees the same
 * `errors.apiDown` text whatever the cause, the message is for the developer.
 */
export class ApiDownError extends SoukError {
  override name = 'ApiDownError'
  /** What went wrong, for machines. */
  failure: ConnectionFailureCode
  /** The API base that failed, when known. */
  apiBase: string | undefined
  /** The answer that was not an envelope, when something answered. */
  reply: unknown

  constructor(
    options: Pick<SoukErrorOptions, 'cause'> & {
      failure?: ConnectionFailureCode
      message?: string
      apiBase?: string
      reply?: unknown
    } = {},
  ) {
    super(options.message ?? 'API is down.', {
      statusCode: 503,
      code: 'errors.apiDown',
      cause: options.cause,
    })
    this.failure = options.failure ?? 'api-down'
    this.apiBase = options.apiBase
    this.reply = options.reply
  }
}

/** Whether a value is an `ApiDownError` (also one thrown by another copy of core on the page). */
export function isApiDownError(error: unknown): error is ApiDownError {
  return (
    isSoukError(error) && error.code === 'errors.apiDown' && typeof Reflect.get(error, 'failure') === 'string'
  )
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

/** Whether a value is a Souk error (also one thrown by another copy of core on the page). */
export function isSoukError(error: unknown): error is SoukError {
  if (error instanceof SoukError) return true
  return error instanceof Error && Reflect.get(error, SOUK_ERROR) === true
}

/** Whether a value is a form error (also `ForbiddenError`), whichever copy of core threw it. */
export function isFormError(error: unknown): error is FormError {
  return isSoukError(error) && Array.isArray((error as Partial<FormError>).messages)
}

/** Whether an error is a cancellation or a timeout of the caller's signal, which callers usually ignore. */
export function isAbortError(error: unknown): boolean {
  return (
    error !== null &&
    typeof error === 'object' &&
    'name' in error &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  )
}

/** The messages to show for any thrown value: a form error's list, else its message. */
export function errorMessages(error: unknown): string[] {
  if (isFormError(error) && error.messages.length > 0) return [...error.messages]
  if (error instanceof Error) return [error.message || DEFAULT_ERROR_MESSAGE]
  if (typeof error === 'string' && error) return [error]
  if (error === null || error === undefined) return []
  return [DEFAULT_ERROR_MESSAGE]
}
