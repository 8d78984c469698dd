import type { Envelope } from '../model'

/** A request as a fake route sees it. */
export interface FakeRequest {
  method: string
  /** Path under the API base, without a leading slash (e.g. `product/12`). */
  path: string
  /** Named parameters of the route pattern (`product/:id` -> `{ id: '12' }`). */
  params: Record<string, string>
  query: Record<string, string>
  /** Parsed JSON body, or the FormData of a multipart body. */
  body: unknown
}

/** Answers a request with the success `data`, or throws `fakeFormError` for a 201 failure. */
export type FakeRoute = (request: FakeRequest) => unknown

/** Routes keyed by `METHOD path/pattern`, e.g. `'GET product/:id'`, or a fixed value for the reply data. */
export type FakeRoutes = Record<string, FakeRoute | object | string | number | boolean | null>

/** Thrown by a fake route to answer a 201 failure with these messages. */
export class FakeFormError extends Error {
  constructor(readonly messages: string[]) {
    super(messages[0] ?? 'Something went wrong')
  }
}

/** A 201 failure answer for a fake route. */
export function fakeFormError(...messages: string[]): FakeFormError {
  return new FakeFormError(messages)
}

/** Thrown by a fake route to answer JSON without an envelope status (spec §8: 'API is down.'). */
export class FakeApiDown extends Error {
  constructor() {
    super('API is down.')
  }
}

/** An answer without a status for a fake route: the client rejects with `ApiDownError`. */
export function fakeApiDown(): FakeApiDown {
  return new FakeApiDown()
}

function matches(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (const [index, part] of want.entries()) {
    const actual = got[index] ?? ''
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual)
    else if (part !== actual) return null
  }
  return params
}

function reply(envelope: Envelope): Response {
  return new Response(JSON.stringify(envelope), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })
}

/**
 * A `fetch` that serves the API from in-memory routes, for stories and component tests (no network, no
 * server). Unknown routes answer a 201 failure naming the route, so a missing fixture is visible.
 */
export function createFakeFetch(routes: FakeRoutes, options: { delayMs?: number } = {}): typeof fetch {
  const table = Object.entries(routes).map(([key, route]) => {
    const [method = 'GET', pattern = ''] = key.split(' ')
    return { method: method.toUpperCase(), pattern: pattern.replace(/^\/+/, ''), route }
  })
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init)
    const url = new URL(request.url, 'http://souk.test')
    const method = (init?.method ?? request.method).toUpperCase()
    const path = url.pathname.replace(/^.*?\/api\/v1\//, '').replace(/^\/+/, '')
    const rawBody = init?.body ?? (method === 'GET' || method === 'HEAD' ? undefined : await request.text())
    let body: unknown = rawBody
    if (typeof rawBody === 'string' && rawBody) {
      try {
        body = JSON.parse(rawBody)
      } catch {
        body = rawBody
      }
    }
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs))
    for (const entry of table) {
      if (entry.method !== method) continue
      const params = matches(entry.pattern, path)
      if (!params) continue
      try {
        const data =
          typeof entry.route === 'function'
            ? await entry.route({ method, path, params, query: Object.fromEntries(url.searchParams), body })
            : entry.route
        return reply({ data, status: 200, token: null, message: '' })
      } catch (error) {
        if (error instanceof FakeApiDown) {
          return new Response(JSON.stringify({ data: null }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        }
        const messages = error instanceof FakeFormError ? error.messages : [String(error)]
        return reply({ data: { form: messages }, status: 201, token: null, message: messages[0] ?? '' })
      }
    }
    return reply({
      data: { form: [`No fake route for ${method} ${path}`] },
      status: 201,
      token: null,
      message: '',
    })
  }
}
