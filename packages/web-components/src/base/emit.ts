import { isApiDownError, isFormError, isSoukError } from '@souk/core'
import { reportConnectionFailure } from '../config/pageSouk'
import type { SoukErrorCode, SoukEventMap } from '../events'

/**
 * Dispatches a Souk event from an element: bubbling and composed, so it crosses shadow roots and reaches
 * `document`. Returns false when a listener cancelled a cancelable event.
 */
export function emit<K extends keyof SoukEventMap>(
  host: Element,
  name: K,
  detail: SoukEventMap[K]['detail'],
  options: { cancelable?: boolean } = {},
): boolean {
  return host.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  )
}

/** The machine-readable code of a failure (see `SoukErrorCode`). */
export function errorCode(error: unknown): SoukErrorCode {
  if (isApiDownError(error)) return error.failure
  if (isFormError(error)) return 'form'
  if (isSoukError(error) && error.code === 'errors.notFound') return 'not-found'
  if (isSoukError(error) && error.code === 'errors.unauthenticated') return 'unauthenticated'
  return 'failed'
}

/**
 * Reports a failure from an element as `souk-error` (`message` is the shopper's text). A connection failure
 * (CORS refusal, wrong `api-base`, API down) is the page's, told once with the console (`reportConnectionFailure`).
 */
export function emitError(host: Element, error: unknown, message: string): void {
  if (isApiDownError(error)) reportConnectionFailure(error, host)
  else emit(host, 'souk-error', { error, code: errorCode(error), message })
}
