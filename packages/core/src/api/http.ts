/**
 * The HTTP of core's transport, on the platform `fetch` (browsers, Node.js 20, workers) with no dependency:
 * plain-object bodies go as JSON, and every reply is read whatever its status, its body parsed.
 */

/** Options of `createHttp`. */
export interface HttpOptions {
  /** The fetch to use; default the global one, read at each request (tests and hosts may replace it). */
  fetch?: typeof globalThis.fetch
  /** Turns a non-empty reply body into data; default `JSON.parse`. */
  parseResponse?: (text: string) => unknown
}

/** One request: a plain-object body is sent as JSON, any other body (FormData, Blob, string…) as it is. */
export interface HttpRequest {
  method?: string
  headers?: HeadersInit
  body?: unknown
  signal?: AbortSignal | undefined
}

/** A reply of any status, with its body parsed (`undefined` for an empty body, a 204 or a HEAD). */
export interface HttpReply<T = unknown> {
  status: number
  headers: Headers
  data: T | undefined
}

/** Sends requests; rejects only when no reply came (network failure, abort) with what `fetch` threw. */
export interface Http {
  request<T = unknown>(url: string, request?: HttpRequest): Promise<HttpReply<T>>
}

function isJsonBody(body: unknown): body is object {
  if (body === null || typeof body !== 'object') return false
  const binary =
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    body instanceof URLSearchParams ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  return !binary
}

/** Core's HTTP on `fetch` (see `Http`). */
export function createHttp(options: HttpOptions = {}): Http {
  const parse = options.parseResponse ?? JSON.parse
  return {
    async request<T>(url: string, request: HttpRequest = {}): Promise<HttpReply<T>> {
      const body = isJsonBody(request.body)
        ? JSON.stringify(request.body)
        : (request.body as BodyInit | null | undefined)
      const response = await (options.fetch ?? globalThis.fetch)(url, {
        method: request.method,
        headers: request.headers,
        body,
        signal: request.signal,
      })
      const text = response.status === 204 || request.method === 'HEAD' ? '' : await response.text()
      return {
        status: response.status,
        headers: response.headers,
        data: text ? (parse(text) as T) : undefined,
      }
    },
  }
}
