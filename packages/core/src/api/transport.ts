/** One request to `api/v1/`: URL, headers, shopper identity, retries, and the reply turned into data or an error. */

import type { Envelope } from '../model'
import { runtimeTimeZone } from '../storage/timeZone'
import { envelopeError, isEnvelope } from './envelope'
import { ApiDownError, HttpError, isAbortError, type SoukError, UnauthenticatedError } from './errors'
import { explainFailure } from './failure'
import { createHttp } from './http'

/** How a client reaches the API and who it speaks for. Every callback is read at request time. */
export interface ClientOptions {
  /** Base of every path; default `/api/v1/` on the same origin. Absolute URLs work too. */
  baseURL?: string
  /** The fetch to use (server rendering, tests); default the global one. */
  fetch?: typeof globalThis.fetch
  /** The current language code. */
  language?: () => string | undefined
  /** The default language code (default `en`); no language header is sent for it. */
  defaultLanguage?: () => string
  /** The bearer token when signed in. */
  token?: () => string | null | undefined
  /** Called with the refreshed bearer token a reply carries (contract 1.5). */
  onToken?: (token: string) => void
  /** The guest `user_token`, sent on every shopper call even when signed in (contract 1.4). */
  guestToken?: () => string
  /** Called before an `UnauthenticatedError` is thrown. */
  onUnauthenticated?: (error: UnauthenticatedError) => void
  /** IANA time zone sent as `time_zone` where the contract takes it; default the runtime's zone. */
  timeZone?: () => string | undefined
  /**
   * Where a GET or DELETE carries the guest token: `'header'` (default) sends it as the `User-Token` header, so it
   * never sits in a URL (access logs, proxies, browser history); `'query'` sends the contract's `user_token` query
   * parameter, for backends that read only that. A POST always carries it in its body, as the contract says.
   */
  guestTokenIn?: 'header' | 'query'
  /** Send `order/action`, `order/payment-done` and `order/transaction` as the legacy `{data: AES}` body. */
  legacyOrderEncryption?: boolean
  /** Retries of a GET whose connection failed (never of a write, never on a reply); default 1. */
  retry?: number
  /** Extra headers sent on every request. */
  headers?: Record<string, string>
  /** Told of every connection failure (CORS refusal, wrong base, API down), classified by `failure.ts`. */
  onConnectionFailure?: (error: ApiDownError) => void
}

/** The HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST' | 'DELETE'

/** A query value: lists are sent comma-separated, `true` as "true", and false, null and undefined are left out. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]

/** Query parameters of a call. */
export type Query = { readonly [name: string]: QueryValue }

/** A typed query (any interface whose values are query values) as the transport takes it. */
export function toQuery<Q extends { [K in keyof Q]: QueryValue }>(query: Q): Query {
  return query
}

/** A JSON request body (any object of the model's input types). */
export type JsonBody = object

/** One call of the contract, as the resource groups describe it. */
export interface Call {
  method: HttpMethod
  /** Path under the base, without a leading slash. */
  path: string
  query?: Query
  body?: JsonBody | FormData
  /** A shopper ("S") route: the guest token goes in the body (POST), else in a header or the query (`guestTokenIn`). */
  shopper?: boolean
  /** One of the order writes that the legacy option sends encrypted. */
  encrypted?: boolean
  /** `common` reads `Lang` instead of `Language`. */
  languageHeader?: 'Language' | 'Lang'
  signal?: AbortSignal | undefined
}

/** What the resource groups build on. */
export interface Transport {
  /** Sends a call; resolves to the success envelope, rejects with a Souk error or the caller's abort. */
  send<T>(call: Call): Promise<Envelope<T>>
  /** The URL of a path under the base, for browser navigations. */
  url(path: string, query?: Query): string
  /** The time zone to send as `time_zone`. */
  timeZone(): string | undefined
}

/** The header a GET or DELETE carries the guest token in (the reference API also reads the `user_token` query). */
export const GUEST_TOKEN_HEADER = 'User-Token'

/** The base path of the API on the storefront's origin. */
export const DEFAULT_BASE_URL = '/api/v1/'

/** Joins the base URL and a path with exactly one slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

/** The query string of a call (without `?`), following the value rules of `QueryValue`. */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === false) continue
    if (Array.isArray(value)) {
      if (value.length > 0) params.append(name, value.join(','))
    } else {
      params.append(name, String(value))
    }
  }
  return params.toString()
}

function isFormData(value: unknown): value is FormData {
  return typeof FormData !== 'undefined' && value instanceof FormData
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    // Proxies and crashed backends answer HTML; keep the text for HttpError.body.
    return text
  }
}

function messageOf(reply: unknown): string | undefined {
  if (reply === null || typeof reply !== 'object' || !('message' in reply)) return undefined
  return typeof reply.message === 'string' && reply.message ? reply.message : undefined
}

function tokenOf(reply: unknown): string | undefined {
  if (reply === null || typeof reply !== 'object' || !('token' in reply)) return undefined
  return typeof reply.token === 'string' && reply.token ? reply.token : undefined
}

/** The error an HTTP status and reply stand for, or undefined for a success envelope. */
export function replyError(httpStatus: number, reply: unknown): SoukError | undefined {
  if (httpStatus === 401) return new UnauthenticatedError(messageOf(reply))
  if (httpStatus >= 200 && httpStatus < 300) return envelopeError(reply)
  if (isEnvelope(reply) && reply.status !== 200) return envelopeError(reply)
  return new HttpError(httpStatus, '', { body: reply })
}

/** Creates the transport a client's resource groups share. */
export function createTransport(options: ClientOptions = {}): Transport {
  const baseURL = options.baseURL || DEFAULT_BASE_URL
  const retries = Math.max(0, options.retry ?? 1)
  const http = createHttp({ fetch: options.fetch, parseResponse: parseBody })

  function url(path: string, query?: Query): string {
    const search = queryString(query)
    return search ? `${joinUrl(baseURL, path)}?${search}` : joinUrl(baseURL, path)
  }

  function timeZone(): string | undefined {
    return options.timeZone?.() ?? runtimeTimeZone()
  }

  function headersFor(call: Call, body: Call['body'], guestToken: string | undefined): Headers {
    const headers = new Headers(options.headers)
    if (guestToken) headers.set(GUEST_TOKEN_HEADER, guestToken)
    headers.set('Accept', 'application/json')
    // Multipart bodies get their boundary from the runtime, so only JSON bodies name a type.
    if (body !== undefined && !isFormData(body)) headers.set('Content-Type', 'application/json')
    const language = options.language?.()
    const defaultLanguage = options.defaultLanguage?.() ?? 'en'
    if (language && language !== defaultLanguage) headers.set(call.languageHeader ?? 'Language', language)
    const bearer = options.token?.()
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`)
    return headers
  }

  interface Prepared {
    query: Query | undefined
    body: Call['body']
    /** The guest token to send as a header, if the call carries it there. */
    guestToken: string | undefined
  }

  async function prepare(call: Call): Promise<Prepared> {
    let { query, body } = call
    let guestToken: string | undefined
    const userToken = call.shopper ? options.guestToken?.() : undefined
    // A user_token the call names itself (sign-in merging a given guest) wins over the client's own.
    if (userToken) {
      if (call.method !== 'POST') {
        if (options.guestTokenIn === 'query') query = { ...query, user_token: query?.user_token ?? userToken }
        else if (query?.user_token === undefined) guestToken = userToken
      } else if (isFormData(body)) {
        if (!body.has('user_token')) body.set('user_token', userToken)
      } else body = { ...body, user_token: (body && Reflect.get(body, 'user_token')) ?? userToken }
    }
    if (call.encrypted && options.legacyOrderEncryption && body && !isFormData(body)) {
      // Only backends that need the old form pay for its cipher: it loads with the first such call.
      const { encryptLegacyBody } = await import('./legacyCipher')
      body = await encryptLegacyBody(body)
    }
    return { query, body, guestToken }
  }

  async function fetchReply(call: Call, target: string, headers: Headers, body: Call['body']) {
    const attempts = call.method === 'GET' ? retries + 1 : 1
    for (let attempt = 1; ; attempt++) {
      try {
        return await http.request(target, { method: call.method, headers, body, signal: call.signal })
      } catch (cause) {
        if (call.signal?.aborted || isAbortError(cause)) throw cause
        // A failed connection is retried only for reads: a write may have reached the server.
        if (attempt >= attempts) throw new ApiDownError({ cause })
      }
    }
  }

  async function send<T>(call: Call): Promise<Envelope<T>> {
    try {
      return await sendOnce<T>(call)
    } catch (error) {
      // A connection failure is told as what it is: CORS refusal, wrong base or down (failure.ts).
      throw await explainFailure(error, {
        baseURL,
        fetch: options.fetch,
        onFailure: options.onConnectionFailure,
      })
    }
  }

  async function sendOnce<T>(call: Call): Promise<Envelope<T>> {
    const { query, body, guestToken } = await prepare(call)
    const response = await fetchReply(call, url(call.path, query), headersFor(call, body, guestToken), body)
    const reply = response.data
    const refreshed = tokenOf(reply)
    if (refreshed) options.onToken?.(refreshed)
    const error = replyError(response.status, reply)
    if (!error) return reply as Envelope<T>
    if (error instanceof UnauthenticatedError) options.onUnauthenticated?.(error)
    throw error
  }

  return { send, url, timeZone }
}
