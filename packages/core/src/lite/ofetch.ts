/**
 * The part of ofetch's API that core's transport uses, on the platform `fetch`. Browser builds (the widgets,
 * the reference store) alias `ofetch` to this module, which keeps ofetch, ufo and destr (about 4 KB gz) out
 * of them. Supported: `ofetch.create(defaults, { fetch })` and `$fetch.raw(url, { method, headers,
 * body, signal })` with `parseResponse` and `ignoreResponseError` (the response is returned whatever its
 * status, with the parsed body in `_data`); plain-object bodies are sent as JSON; a failed request rejects
 * with a `FetchError` whose `cause` is the original error.
 */

/** Options `create` reads from its defaults. */
export interface LiteDefaults {
  parseResponse?: (text: string) => unknown
}

/** A request as core's transport makes it. */
export interface LiteRequest {
  method?: string
  headers?: HeadersInit
  body?: unknown
  signal?: AbortSignal
}

/** A fetch Response with the parsed body. */
export type LiteResponse<T> = Response & { _data?: T }

/** A failed request (network error, abort); `cause` is what `fetch` threw. */
export class FetchError extends Error {
  override readonly name = 'FetchError'
}

function isJsonBody(body: unknown): body is object {
  if (body === null || typeof body !== 'object') return false
  const binary =
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  return !binary
}

function create(defaults: LiteDefaults = {}, globals: { fetch?: typeof fetch } = {}) {
  return {
    async raw<T>(url: string, request: LiteRequest = {}): Promise<LiteResponse<T>> {
      const body = isJsonBody(request.body)
        ? JSON.stringify(request.body)
        : (request.body as BodyInit | undefined)
      let response: LiteResponse<T>
      try {
        // Read the global lazily: tests and hosts may replace it after the client is made.
        response = await (globals.fetch ?? globalThis.fetch)(url, {
          method: request.method,
          headers: request.headers,
          body,
          signal: request.signal,
        })
      } catch (cause) {
        throw new FetchError(`[${request.method ?? 'GET'}] ${url}: ${String(cause)}`, { cause })
      }
      const text = response.status === 204 || request.method === 'HEAD' ? '' : await response.text()
      if (text)
        response._data = (defaults.parseResponse ? defaults.parseResponse(text) : JSON.parse(text)) as T
      return response
    },
  }
}

/** `ofetch`, as far as Souk's transport calls it. */
export const ofetch = { create }
