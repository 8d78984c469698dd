/**
 * Why a request failed, told as what it is (issue 16): a browser hides why a cross-origin request was refused,
 * so "API is down" used to cover a CORS refusal and a wrong `apiBase` too. The transport hands every failure
 * here once; the answer is the error to throw.
 *
 * - A network error to another origin than the page's: a `no-cors` request to the API base is sent (a plain GET
 *   that needs no permission and whose answer scripts cannot read). If it resolves, the server is up and
 *   answered, so it is the CORS check that refused this origin: `cors-refused`. If it fails too, the server is
 *   unreachable: `api-down`. On the page's own origin (or on a server) a network error is `api-down`.
 * - An answer that is not Souk's: a 2xx page that is not JSON, or a 404/405 without the envelope: `not-souk-api`.
 * - Anything else (form errors, 401, 5xx, aborts) is returned unchanged.
 */

import { isEnvelope } from './envelope'
import { ApiDownError, HttpError, isApiDownError } from './errors'

/** What `explainFailure` needs to know of the transport. */
export interface FailureContext {
  /** The API base the request went to (as configured: relative or absolute). */
  baseURL: string
  /** The fetch the transport uses (for the probe); default the global one. */
  fetch?: typeof globalThis.fetch
  /** The page's URL; default `location.href` in a browser, none on a server. */
  pageUrl?: string | null
  /** Told of every connection failure, once it is classified. */
  onFailure?: (error: ApiDownError) => void
}

/** How long the probe of a refusing server may take before the server counts as down. */
const PROBE_TIMEOUT_MS = 5000

const pageUrlOf = (context: FailureContext) =>
  context.pageUrl !== undefined ? context.pageUrl : typeof location === 'undefined' ? null : location.href

/** The absolute API base (on the page's URL when relative), or the base as given when it cannot be resolved. */
function absoluteBase(base: string, pageUrl: string | null): string {
  try {
    return new URL(base, pageUrl ?? undefined).href
  } catch {
    return base
  }
}

/** Whether the server behind `base` answers at all, to a request the browser sends without asking CORS. */
async function answers(base: string, fetcher: typeof globalThis.fetch): Promise<boolean> {
  try {
    await fetcher(base, {
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    })
    return true
  } catch {
    return false
  }
}

async function classify(error: unknown, context: FailureContext): Promise<unknown> {
  const pageUrl = pageUrlOf(context)
  const base = absoluteBase(context.baseURL, pageUrl)
  if (error instanceof HttpError && [404, 405].includes(error.statusCode) && !isEnvelope(error.body)) {
    return notSoukApi(base, error)
  }
  if (!isApiDownError(error) || error.failure !== 'api-down') return error
  // Something answered 2xx with a page, not JSON (JSON without an envelope stays "API is down", spec §8).
  if (typeof error.reply === 'string') return notSoukApi(base, error)
  if (error.cause === undefined) return error
  const page = pageUrl ? new URL(pageUrl).origin : null
  const api = URL.canParse(base) ? new URL(base).origin : null
  if (page && api && page !== api && (await answers(base, context.fetch ?? globalThis.fetch))) {
    return new ApiDownError({
      failure: 'cors-refused',
      apiBase: base,
      cause: error.cause,
      message: `The shop at ${api} does not allow this origin (${page}): add it to SOUK_ALLOWED_ORIGINS.`,
    })
  }
  return new ApiDownError({ failure: 'api-down', apiBase: base, cause: error.cause })
}

function notSoukApi(base: string, cause: unknown): ApiDownError {
  return new ApiDownError({
    failure: 'not-souk-api',
    apiBase: base,
    cause,
    message: `${base} is not a Souk API (it answered without Souk's envelope): check apiBase.`,
  })
}

/**
 * The error a failed request should reject with: connection failures classified (see the module's comment)
 * and reported to `onFailure`; every other error unchanged.
 */
export async function explainFailure(error: unknown, context: FailureContext): Promise<unknown> {
  const explained = await classify(error, context)
  if (isApiDownError(explained)) context.onFailure?.(explained)
  return explained
}
