import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ApiDownError, FormError, isApiDownError } from './errors'
import { type FakeApi, refusedBaseURL, startFakeApi } from './fixtures/fakeApi'
import { type ClientOptions, createClient } from './index'

let api: FakeApi

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => api.reset())
afterEach(() => vi.unstubAllGlobals())

/** Runs the client as if on a page at `url` (the browser's `location`). */
function onPage(url: string) {
  vi.stubGlobal('location', new URL(url))
}

const client = (options: ClientOptions = {}) => createClient({ baseURL: api.baseURL, retry: 0, ...options })

async function failure(promise: Promise<unknown>): Promise<ApiDownError> {
  const error = await promise.then(
    () => {
      throw new Error('the call resolved')
    },
    (reason: unknown) => reason,
  )
  if (!isApiDownError(error)) throw error
  return error
}

describe('a request the browser could not complete', () => {
  it('is a CORS refusal when the page is on another origin and the server answers a no-cors probe', async () => {
    onPage('http://partner.test/magazine')
    // The request dies without an answer (as a browser reports a CORS refusal); the probe gets one.
    api.queue({ drop: true })
    const error = await failure(client().catalog.product(3))
    expect(error.failure).toBe('cors-refused')
    expect(error.message).toBe(
      `The shop at ${new URL(api.baseURL).origin} does not allow this origin (http://partner.test): add it to SOUK_ALLOWED_ORIGINS.`,
    )
    expect(error.code).toBe('errors.apiDown')
    expect(api.requests).toHaveLength(2)
  })

  it('is "API is down" when nothing answers, not even the probe', async () => {
    onPage('http://partner.test/magazine')
    const base = await refusedBaseURL()
    const error = await failure(client({ baseURL: base }).catalog.product(3))
    expect(error).toMatchObject({ failure: 'api-down', message: 'API is down.', apiBase: base })
  })

  it('is "API is down" on the API’s own origin, with no probe sent', async () => {
    onPage(new URL('/', api.baseURL).href)
    api.queue({ drop: true })
    const error = await failure(client().catalog.product(3))
    expect(error).toMatchObject({ failure: 'api-down', message: 'API is down.' })
    expect(api.requests).toHaveLength(1)
  })

  it('is "API is down" on a server, where there is no page', async () => {
    api.queue({ drop: true })
    const error = await failure(client().catalog.product(3))
    expect(error.failure).toBe('api-down')
    expect(api.requests).toHaveLength(1)
  })
})

describe('an answer that is not Souk’s', () => {
  it.each([
    {
      case: 'an HTML 404 page',
      reply: { status: 404, text: '<h1>Not found</h1>', contentType: 'text/html' },
    },
    {
      case: 'an HTML 200 page',
      reply: { status: 200, text: '<!doctype html><p>Home</p>', contentType: 'text/html' },
    },
    { case: 'a JSON 404 without the envelope', reply: { status: 404, json: { error: 'Not Found' } } },
  ])('is "not a Souk API" for $case', async ({ reply }) => {
    api.respond(reply)
    const error = await failure(client().catalog.product(3))
    expect(error.failure).toBe('not-souk-api')
    expect(error.message).toBe(
      `${api.baseURL} is not a Souk API (it answered without Souk's envelope): check apiBase.`,
    )
  })

  it('keeps "API is down" for a 2xx JSON without an envelope status (spec §8)', async () => {
    api.respond({ json: { data: null, status: false } })
    const error = await failure(client().catalog.product(3))
    expect(error).toMatchObject({ failure: 'api-down', message: 'API is down.' })
  })

  it('leaves the envelope’s own failures alone', async () => {
    api.respond({ json: { status: 201, data: { form: ['Out of stock'] }, message: '', token: null } })
    await expect(client().catalog.product(3)).rejects.toBeInstanceOf(FormError)
  })
})

describe('onConnectionFailure', () => {
  it('hears of every classified connection failure, and of nothing else', async () => {
    const heard: ApiDownError[] = []
    const reporting = client({ onConnectionFailure: (error) => heard.push(error) })
    api.queue({ status: 404, text: 'nope', contentType: 'text/html' })
    await reporting.catalog.product(3).catch(() => {})
    await reporting.catalog.product(3)
    expect(heard.map((error) => error.failure)).toEqual(['not-souk-api'])
  })
})
