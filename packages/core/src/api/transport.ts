/** One request to `api/v1/`: URL, headers, shopper identity, retries, and the reply turned into data or an error. */

import type { Envelope } from '../model'
import {
  type Call,
  type ClientOptions,
  callTimeZone,
  callUrl,
  DEFAULT_BASE_URL,
  GUEST_TOKEN_HEADER,
  type Query,
  type Transport,
} from './calls'
import { envelopeError, isEnvelope } from './envelope'
import { ApiDownError, HttpError, isAbortError, type SoukError, UnauthenticatedError } from './errors'
import { explainFailure } from './failure'
import { createHttp } from './http'

export {
  type Call,
  type ClientOptions,
  DEFAULT_BASE_URL,
  GUEST_TOKEN_HEADER,
  type HttpMethod,
  type JsonBody,
  joinUrl,
  type Query,
  type QueryValue,
  queryString,
  type Transport,
  toQuery,
} from './calls'

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

/** A reply's `message` or `token`, when it is a non-empty string. */
function textOf(reply: unknown, field: 'message' | 'token'): string | undefined {
  const value = reply !== null && typeof reply === 'object' ? Reflect.get(reply, field) : undefined
  return typeof value === 'string' && value ? value : undefined
}

/** The error an HTTP status and reply stand for, or undefined for a success envelope. */
export function replyError(httpStatus: number, reply: unknown): SoukError | undefined {
  if (httpStatus === 401) return new UnauthenticatedError(textOf(reply, 'message'))
  if (httpStatus >= 200 && httpStatus < 300) return envelopeError(reply)
  if (isEnvelope(reply) && reply.status !== 200) return envelopeError(reply)
  return new HttpError(httpStatus, '', { body: reply })
}

/** Creates the transport a client's resource groups share. */
export function createTransport(options: ClientOptions = {}): Transport {
  const baseURL = options.baseURL || DEFAULT_BASE_URL
  const retries = Math.max(0, options.retry ?? 1)
  const http = createHttp({ fetch: options.fetch, parseResponse: parseBody })

  const url = (path: string, query?: Query): string => callUrl(baseURL, path, query)
  const timeZone = (): string | undefined => callTimeZone(options)

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
    const refreshed = textOf(reply, 'token')
    if (refreshed) options.onToken?.(refreshed)
    const error = replyError(response.status, reply)
    if (!error) return reply as Envelope<T>
    if (error instanceof UnauthenticatedError) options.onUnauthenticated?.(error)
    throw error
  }

  return { send, url, timeZone }
}
