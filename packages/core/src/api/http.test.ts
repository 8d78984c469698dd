import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createHttp } from './http'

describe("core's HTTP", () => {
  let server: Server
  let base = ''
  const received: { method?: string; type?: string; body: string }[] = []

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      request.on('end', () => {
        received.push({ method: request.method, type: request.headers['content-type'], body })
        if (request.url === '/empty') return response.writeHead(204).end()
        if (request.url === '/html') return response.writeHead(502).end('<h1>Bad gateway</h1>')
        response.writeHead(422, { 'content-type': 'application/json' }).end('{"message":"nope"}')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('sends a plain-object body as JSON and reads the reply whatever its status', async () => {
    const http = createHttp()
    const reply = await http.request(`${base}/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { qty: 2 },
    })
    expect(received.at(-1)).toEqual({ method: 'POST', type: 'application/json', body: '{"qty":2}' })
    expect(reply.status).toBe(422)
    expect(reply.data).toEqual({ message: 'nope' })
  })

  it('parses the body with the given parser (an HTML error page stays text)', async () => {
    const parseResponse = vi.fn((text: string) => {
      try {
        return JSON.parse(text)
      } catch {
        return text
      }
    })
    const reply = await createHttp({ parseResponse }).request(`${base}/html`)
    expect(reply.status).toBe(502)
    expect(reply.data).toBe('<h1>Bad gateway</h1>')
  })

  it('passes form data through untouched and reads no body from a 204', async () => {
    const form = new FormData()
    form.set('image', 'x')
    const reply = await createHttp().request(`${base}/empty`, { method: 'POST', body: form })
    expect(received.at(-1)?.type).toMatch(/^multipart\/form-data; boundary=/)
    expect(received.at(-1)?.body).toContain('name="image"')
    expect(reply.status).toBe(204)
    expect(reply.data).toBeUndefined()
  })

  it('uses the fetch it was given, else the global one read at each request', async () => {
    const given = vi.fn(async () => new Response('{"from":"given"}'))
    expect((await createHttp({ fetch: given }).request('http://shop.test/x')).data).toEqual({ from: 'given' })
    const http = createHttp()
    const stub = vi.fn(async () => new Response('{"from":"global"}'))
    vi.stubGlobal('fetch', stub)
    try {
      expect((await http.request('http://shop.test/x')).data).toEqual({ from: 'global' })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('rejects with what fetch threw when no reply came', async () => {
    const failure = new TypeError('fetch failed')
    const http = createHttp({ fetch: async () => Promise.reject(failure) })
    await expect(http.request(`${base}/cart`)).rejects.toBe(failure)
  })
})
