/**
 * The base of the typed errors every client call rejects with, and what tells them apart (contract 1.1, 1.2; spec
 * section 8); the errors a reply is turned into are in `replyErrors.ts` (with the transport that throws them).
 */
import type { FormError } from './replyErrors'

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
