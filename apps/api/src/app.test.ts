import { request as httpRequest } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApi } from './app'
import { loadConfig } from './config'
import type { Db } from './db/openDb'
import { type TestServer, testServer } from './test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

describe('the API', () => {
  it('answers /healthz without touching the database', async () => {
    const reply = await fetch(`${new URL(server.baseURL).origin}/healthz`)
    expect(reply.status).toBe(200)
    expect(await reply.text()).toBe('ok')
  })

  it('answers an unknown path with a 404 envelope', async () => {
    const reply = await server.raw('no/such/route')
    expect(reply.status).toBe(404)
    expect(await reply.json()).toEqual({ data: null, status: 404, token: null, message: 'Not found.' })
  })

  it('allows only the configured origins, without credentials', async () => {
    const allowed = await server.raw('common', { headers: { Origin: 'http://partner.test' } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://partner.test')
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull()
    const other = await server.raw('common', { headers: { Origin: 'http://evil.test' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await server.raw('contact', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://partner.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'language',
      },
    })
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('language')
  })

  it('allows the partner demo page by default, on its port and in both loopback forms', async () => {
    const originOf = async (config: ReturnType<typeof loadConfig>, origin: string) => {
      const app = createApi({ db: server.db, config: { ...config, dataDir: server.config.dataDir } })
      const preflight = await app.request('http://localhost/api/v1/cart/action', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      })
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
      return preflight.headers.get('access-control-allow-origin')
    }
    const unset = loadConfig({})
    expect(await originOf(unset, 'http://localhost:3001')).toBe('http://localhost:3001')
    expect(await originOf(unset, 'http://127.0.0.1:3001')).toBe('http://127.0.0.1:3001')
    expect(await originOf(unset, 'http://localhost:3002')).toBeNull()
    expect(await originOf(unset, 'https://localhost:3001')).toBeNull()
    const moved = loadConfig({ SOUK_PARTNER_PORT: '4100' })
    expect(await originOf(moved, 'http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100')
    expect(await originOf(moved, 'http://localhost:3001')).toBeNull()
    // A configured list replaces the default; an empty one allows no origin at all.
    const listed = loadConfig({ SOUK_ALLOWED_ORIGINS: 'https://shop.example/, https://partner.example' })
    expect(listed.allowedOrigins).toEqual(['https://shop.example', 'https://partner.example'])
    expect(await originOf(listed, 'https://partner.example')).toBe('https://partner.example')
    expect(await originOf(listed, 'http://localhost:3001')).toBeNull()
    expect(await originOf(loadConfig({ SOUK_ALLOWED_ORIGINS: '' }), 'http://localhost:3001')).toBeNull()
  })

  it('turns an unexpected failure into a 201 envelope without internals, and logs it', async () => {
    const logged: unknown[] = []
    const broken = {
      execute: () => Promise.reject(new Error('relation "secret_table" does not exist')),
    } as unknown as Db
    const app = createApi({ db: broken, config: loadConfig({}), logError: (error) => logged.push(error) })
    const reply = await app.request('http://localhost/api/v1/home')
    expect(reply.status).toBe(200)
    const body = (await reply.json()) as { status: number }
    expect(body.status).toBe(201)
    expect(JSON.stringify(body)).not.toContain('secret_table')
    expect(logged).toHaveLength(1)
  })

  it('rejects an oversized body with a 201 envelope', async () => {
    // Its own connection: the server stops reading the body, so the socket is not reused.
    const body = JSON.stringify({ message: 'x'.repeat(3 * 1024 * 1024) })
    const reply = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        `${server.baseURL}contact`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
          agent: false,
        },
        (response) => {
          let text = ''
          response.on('data', (chunk) => {
            text += chunk
          })
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
        },
      )
      request.on('error', reject)
      request.end(body)
    })
    expect(reply.status).toBe(200)
    expect(JSON.parse(reply.text).data.form).toEqual(['The request is too large.'])
  })

  it('ignores a bearer token it does not know', async () => {
    const { status } = await server.client({ token: 'not-a-real-token-000000' }).catalog.brands()
    expect(status).toBe(200)
  })
})
