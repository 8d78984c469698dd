/**
 * What a client's calls are made of — the client's options, a call, the transport's interface and the URL rules — apart
 * from the transport that sends them (`transport.ts`), so that building a client does not load the sending code.
 */

import type { Envelope } from '../model'
import { runtimeTimeZone } from '../storage/timeZone'
import type { ApiDownError, UnauthenticatedError } from './errors'

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

/** The URL of a path under the base, with its query (`Transport.url`). */
export function callUrl(baseURL: string, path: string, query?: Query): string {
  const search = queryString(query)
  return search ? `${joinUrl(baseURL, path)}?${search}` : joinUrl(baseURL, path)
}

/** The time zone a client sends as `time_zone`: its option's, else the runtime's (`Transport.timeZone`). */
export function callTimeZone(options: Pick<ClientOptions, 'timeZone'>): string | undefined {
  return options.timeZone?.() ?? runtimeTimeZone()
}
