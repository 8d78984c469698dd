import { createDecipheriv } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ApiDownError,
  ForbiddenError,
  FormError,
  HttpError,
  isSoukError,
  NotFoundError,
  UnauthenticatedError,
} from './errors'
import { envelope, type FakeApi, refusedBaseURL, startFakeApi } from './fixtures/fakeApi'
import { type ClientOptions, createClient } from './index'
import { joinUrl, queryString } from './transport'

let api: FakeApi

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => api.reset())

function client(options: ClientOptions = {}) {
  return createClient({ baseURL: api.baseURL, guestToken: () => 'guest-1', ...options })
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('the call resolved')
}

describe('envelope rules over HTTP', () => {
  it('resolves a status 200 envelope with its data, token and message', async () => {
    api.respond({ json: envelope({ id: 3, title: 'Lamp' }, { message: 'ok' }) })
    const reply = await client().catalog.product(3)
    expect(reply).toEqual({ data: { id: 3, title: 'Lamp' }, status: 200, token: null, message: 'ok' })
  })

  it('rejects a 200 whose data carries form as a FormError', async () => {
    api.respond({ json: envelope({ form: ['Cart not found'] }) })
    const error = await rejection(client().cart.remove(5))
    expect(error).toBeInstanceOf(FormError)
    expect(error).toMatchObject({ message: 'Cart not found', envelopeStatus: 200, statusCode: 400 })
  })

  it('rejects status 201 as a FormError with every message and the first as its message', async () => {
    api.respond({
      json: { data: { form: ['Email is invalid', 'Password is short'] }, status: 201, token: null },
    })
    const error = await rejection(client().account.signIn({ email: 'x', password: 'y' }))
    expect(error).toBeInstanceOf(FormError)
    expect(error).toMatchObject({
      messages: ['Email is invalid', 'Password is short'],
      message: 'Email is invalid',
      code: 'errors.form',
      envelopeStatus: 201,
    })
  })

  it('exposes the cart-line map of a failed shipping update as lineErrors', async () => {
    const map = { '5': ['Lamp is out of stock'], '8': ['Desk is not available'] }
    api.respond({ json: { data: { product: [map] }, status: 201, token: null, message: map } })
    const error = await rejection(client().cart.updateShipping({ cart: {}, selected_address: 1 }))
    expect(error).toBeInstanceOf(FormError)
    expect(error).toMatchObject({ lineErrors: map, message: 'Lamp is out of stock' })
  })

  it('rejects the bare-array frontend error as a NotFoundError', async () => {
    api.respond({
      json: { data: ['Product not found'], status: 201, token: null, message: 'Product not found' },
    })
    const error = await rejection(client().catalog.product(999))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error).toMatchObject({ statusCode: 404, message: 'Product not found', code: 'errors.notFound' })
  })

  it('rejects status 403 as a ForbiddenError carrying the form messages', async () => {
    api.respond({
      json: { data: { form: ['Guest checkout is disabled'] }, status: 403, token: null, message: '' },
    })
    const error = await rejection(client().cart.action({ product_id: 1, inventory_id: 1, quantity: 1 }))
    expect(error).toBeInstanceOf(ForbiddenError)
    expect(error).toMatchObject({ statusCode: 403, messages: ['Guest checkout is disabled'] })
  })

  it('rejects the legacy status 204 (sent with HTTP 201) as unauthenticated and tells onUnauthenticated', async () => {
    api.respond({ status: 201, json: { data: null, status: 204, token: null, message: 'Unauthenticated.' } })
    const onUnauthenticated = vi.fn()
    const error = await rejection(client({ onUnauthenticated }).wishlist.all())
    expect(error).toBeInstanceOf(UnauthenticatedError)
    expect(error).toMatchObject({ statusCode: 401, message: 'Unauthenticated.' })
    expect(onUnauthenticated).toHaveBeenCalledOnce()
    expect(onUnauthenticated).toHaveBeenCalledWith(error)
  })

  it('rejects HTTP 401 as unauthenticated and tells onUnauthenticated', async () => {
    api.respond({ status: 401, json: { message: 'Unauthenticated.' } })
    const onUnauthenticated = vi.fn()
    const error = await rejection(client({ onUnauthenticated }).account.logout())
    expect(error).toBeInstanceOf(UnauthenticatedError)
    expect(onUnauthenticated).toHaveBeenCalledWith(error)
  })

  it('does not call onUnauthenticated for other failures', async () => {
    api.respond({ json: { data: { form: ['Nope'] }, status: 201, token: null, message: '' } })
    const onUnauthenticated = vi.fn()
    await rejection(client({ onUnauthenticated }).wishlist.all())
    expect(onUnauthenticated).not.toHaveBeenCalled()
  })

  it.each([
    ['no status', { data: [], message: '' }],
    ['status false', { data: null, status: false }],
  ])('rejects a reply with %s as ApiDownError "API is down."', async (_label, json) => {
    api.respond({ json })
    const error = await rejection(client().catalog.home())
    expect(error).toBeInstanceOf(ApiDownError)
    expect(error).toMatchObject({ message: 'API is down.', statusCode: 503, code: 'errors.apiDown' })
  })

  it('rejects an HTML HTTP 500 as HttpError 500 keeping the body', async () => {
    api.respond({ status: 500, text: '<html><h1>Server Error</h1></html>', contentType: 'text/html' })
    const error = await rejection(client().catalog.home())
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ statusCode: 500, body: '<html><h1>Server Error</h1></html>' })
  })

  it('reads the envelope of a non-2xx reply when there is one', async () => {
    api.respond({ status: 422, json: { data: { form: ['Rating is required'] }, status: 201, token: null } })
    const error = await rejection(client().catalog.home())
    expect(error).toBeInstanceOf(FormError)
    expect(error).toMatchObject({ message: 'Rating is required' })
  })

  it('rejects a refused connection as ApiDownError', async () => {
    const refused = createClient({ baseURL: await refusedBaseURL(), retry: 0 })
    const error = await rejection(refused.catalog.common())
    expect(error).toBeInstanceOf(ApiDownError)
    expect(error).toMatchObject({ message: 'API is down.' })
  })
})

describe('tokens', () => {
  it('hands a refreshed token to onToken', async () => {
    api.respond({ json: envelope([], { token: 'fresh-token' }) })
    const onToken = vi.fn()
    await client({ onToken }).wishlist.all()
    expect(onToken).toHaveBeenCalledExactlyOnceWith('fresh-token')
  })

  it('hands over a refreshed token even when the reply is a failure', async () => {
    api.respond({ json: { data: { form: ['No'] }, status: 201, token: 'fresh-token', message: '' } })
    const onToken = vi.fn()
    await rejection(client({ onToken }).wishlist.toggle(3))
    expect(onToken).toHaveBeenCalledWith('fresh-token')
  })

  it('does not call onToken for a null or empty token', async () => {
    const onToken = vi.fn()
    api.queue({ json: envelope(null) }, { json: envelope(null, { token: '' }) })
    await client({ onToken }).catalog.home()
    await client({ onToken }).catalog.home()
    expect(onToken).not.toHaveBeenCalled()
  })

  it('sends no Authorization without a token and no user_token without a guest token', async () => {
    await createClient({ baseURL: api.baseURL, token: () => null }).cart.byUser()
    expect(api.requests[0]?.headers.authorization).toBeUndefined()
    expect(api.requests[0]?.query).toEqual({})
  })

  it('reads the token and guest token at request time', async () => {
    let token = 'first'
    const live = client({ token: () => token })
    await live.catalog.home()
    token = 'second'
    await live.catalog.home()
    expect(api.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer first',
      'Bearer second',
    ])
  })
})

describe('retries and cancellation', () => {
  it('retries a GET once when the connection drops', async () => {
    api.queue({ drop: true })
    api.respond({ json: envelope({ ok: true }) })
    const reply = await client().catalog.home()
    expect(reply.data).toEqual({ ok: true })
    expect(api.requests).toHaveLength(2)
  })

  it('gives up on a GET after the retries allowed', async () => {
    api.queue({ drop: true }, { drop: true })
    const error = await rejection(client({ retry: 1 }).catalog.home())
    expect(error).toBeInstanceOf(ApiDownError)
    expect(api.requests).toHaveLength(2)
  })

  it('does not retry a POST when the connection drops', async () => {
    api.queue({ drop: true })
    const error = await rejection(client().cart.action({ product_id: 1, inventory_id: 1, quantity: 1 }))
    expect(error).toBeInstanceOf(ApiDownError)
    expect(api.requests).toHaveLength(1)
  })

  it('does not retry a reply, even an HTTP 503', async () => {
    api.respond({ status: 503, text: 'busy' })
    const error = await rejection(client().catalog.home())
    expect(error).toMatchObject({ statusCode: 503 })
    expect(error).toBeInstanceOf(HttpError)
    expect(api.requests).toHaveLength(1)
  })

  it('rethrows the AbortError untouched when the caller cancels', async () => {
    api.respond({ hang: true })
    const controller = new AbortController()
    const pending = rejection(client().catalog.home({ signal: controller.signal }))
    await api.received()
    controller.abort()
    const error = await pending
    expect(error).toMatchObject({ name: 'AbortError' })
    expect(isSoukError(error)).toBe(false)
    expect(api.requests).toHaveLength(1)
  })

  it('rethrows the TimeoutError of a timeout signal', async () => {
    api.respond({ hang: true })
    const error = await rejection(client().orders.list({}, { signal: AbortSignal.timeout(50) }))
    expect(error).toMatchObject({ name: 'TimeoutError' })
    expect(isSoukError(error)).toBe(false)
  })
})

describe('headers', () => {
  it('omits the Language header for the default language', async () => {
    await client({ language: () => 'en' }).catalog.home()
    await client({ language: () => 'fr', defaultLanguage: () => 'fr' }).catalog.common()
    await client({ language: () => undefined }).catalog.home()
    for (const request of api.requests) {
      expect(request.headers.language).toBeUndefined()
      expect(request.headers.lang).toBeUndefined()
    }
    expect(api.requests).toHaveLength(3)
  })

  it('sends Language for another language, and Lang instead on common', async () => {
    const arabic = client({ language: () => 'ar' })
    await arabic.catalog.home()
    await arabic.catalog.common()
    expect(api.requests[0]?.headers).toMatchObject({ language: 'ar' })
    expect(api.requests[0]?.headers.lang).toBeUndefined()
    expect(api.requests[1]?.headers).toMatchObject({ lang: 'ar' })
    expect(api.requests[1]?.headers.language).toBeUndefined()
  })

  it('adds the extra headers of the options', async () => {
    await client({ headers: { 'X-Souk-Widget': 'cart' } }).catalog.home()
    expect(api.requests[0]?.headers['x-souk-widget']).toBe('cart')
  })

  it('sends through the injected fetch', async () => {
    const seen: string[] = []
    const recording: typeof fetch = (input, init) => {
      seen.push(String(input))
      return fetch(input, init)
    }
    await client({ fetch: recording }).catalog.search('lamp')
    expect(seen).toEqual([`${api.baseURL}search?q=lamp`])
  })

  it('sends the runtime time zone when none is configured', async () => {
    await client().wishlist.all()
    expect(api.requests[0]?.query.time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })
})

describe('multipart review upload', () => {
  it('sends fields and image files as multipart form data with a boundary', async () => {
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' })
    const jpeg = new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' })
    await client().reviews.save({
      order_id: 7,
      product_id: 12,
      rating: 4,
      review: 'Solid lamp',
      images: [png, jpeg],
      deleted_images: [{ id: 3, image: 'old.jpg' }],
    })

    const request = api.requests[0]
    if (!request) throw new Error('no request')
    const contentType = String(request.headers['content-type'])
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(contentType)?.[1]
    expect(boundary).toBeTruthy()
    expect(request.body.toString('latin1')).toContain(`--${boundary}`)

    const form = await new Request('http://parse.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(request.body),
    }).formData()
    expect(form.get('order_id')).toBe('7')
    expect(form.get('product_id')).toBe('12')
    expect(form.get('rating')).toBe('4')
    expect(form.get('review')).toBe('Solid lamp')
    expect(form.get('user_token')).toBe('guest-1')
    expect(JSON.parse(String(form.get('deleted_images')))).toEqual([{ id: 3, image: 'old.jpg' }])
    const files = form.getAll('images[]') as File[]
    expect(files.map((file) => [file.name, file.type])).toEqual([
      ['front.png', 'image/png'],
      ['image-2.jpg', 'image/jpeg'],
    ])
    expect([...new Uint8Array(await (files[0] as File).arrayBuffer())]).toEqual([137, 80, 78, 71])
    expect([...new Uint8Array(await (files[1] as File).arrayBuffer())]).toEqual([255, 216, 255])
  })
})

describe('legacy order encryption', () => {
  const KEY = Buffer.from('0123456470abcdef0123456789abcdef', 'hex')
  const IV = Buffer.from('abcdef1876343516abcdef9876543210', 'hex')

  function decrypt(data: string): unknown {
    const decipher = createDecipheriv('aes-128-cbc', KEY, IV)
    decipher.setAutoPadding(false)
    const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()])
    return JSON.parse(plain.toString('utf8').replace(/\0+$/, ''))
  }

  it('sends the three order writes as {data: AES string} with the guest token inside', async () => {
    const legacy = client({ legacyOrderEncryption: true, timeZone: () => 'Asia/Kabul' })
    await legacy.orders.place({ order_method: 7, voucher: '' })
    await legacy.orders.paymentDone({ id: 5, payment_token: 5, order_method: 7 })
    await legacy.orders.transaction({ id: 5, trans_id: 'TX-9' })

    const bodies = api.requests.map((request) => request.json as { data: string })
    for (const body of bodies) expect(Object.keys(body)).toEqual(['data'])
    expect(bodies.map((body) => decrypt(body.data))).toEqual([
      { order_method: 7, voucher: '', time_zone: 'Asia/Kabul', user_token: 'guest-1' },
      { id: 5, payment_token: 5, order_method: 7, user_token: 'guest-1' },
      { id: 5, trans_id: 'TX-9', user_token: 'guest-1' },
    ])
    expect(api.requests[0]?.headers['content-type']).toBe('application/json')
  })

  it('leaves the other order calls in plain JSON', async () => {
    await client({ legacyOrderEncryption: true, timeZone: () => 'Asia/Kabul' }).orders.detail(5)
    expect(api.requests[0]?.json).toEqual({ order_id: 5, time_zone: 'Asia/Kabul', user_token: 'guest-1' })
  })

  it('sends plain JSON by default', async () => {
    await client({ timeZone: () => 'Asia/Kabul' }).orders.place({ order_method: 2 })
    expect(api.requests[0]?.json).toEqual({ order_method: 2, time_zone: 'Asia/Kabul', user_token: 'guest-1' })
  })
})

describe('URL helpers', () => {
  it('joins a base and a path with exactly one slash', () => {
    expect(joinUrl('/api/v1/', 'common')).toBe('/api/v1/common')
    expect(joinUrl('https://shop.example/api/v1', '/common')).toBe('https://shop.example/api/v1/common')
  })

  it('writes lists comma-separated, true as "true", and leaves out false and empty values', () => {
    expect(
      queryString({
        brand: [1, 2],
        sidebar_data: true,
        all_categories: false,
        q: undefined,
        min: 0,
        shipping: [],
      }),
    ).toBe('brand=1%2C2&sidebar_data=true&min=0')
  })
})
