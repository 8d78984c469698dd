import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../app'
import { type TestServer, testServer } from '../test/testServer'
import { createLogger } from './requestLog'

/** An API on a real socket (the proxy rule reads the socket's peer), writing its logs into `lines`. */
async function loggedApi(server: TestServer, trustedProxies: string[]) {
  const lines: string[] = []
  const logger = createLogger('json', { out: (line) => lines.push(line), err: (line) => lines.push(line) })
  const app = createApi({ db: server.db, config: { ...server.config, trustedProxies }, logger })
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(instance))
  })
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  return {
    lines,
    get: (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers }),
    /** The parsed lines of a request id. */
    linesOf: (requestId: string) =>
      lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.requestId === requestId),
    close: async () => {
      await app.close()
      await new Promise<void>((done) => http.close(() => done()))
    },
  }
}

describe('request ids and JSON logs', () => {
  let server: TestServer
  let behindProxy: Awaited<ReturnType<typeof loggedApi>>
  let direct: Awaited<ReturnType<typeof loggedApi>>
  beforeAll(async () => {
    server = await testServer()
    behindProxy = await loggedApi(server, ['127.0.0.1'])
    direct = await loggedApi(server, [])
  })
  afterAll(async () => {
    await behindProxy.close()
    await direct.close()
  })

  it('logs one JSON line per request under the id the trusted load balancer sent, and echoes it', async () => {
    const response = await behindProxy.get('/api/v1/common', { 'X-Request-Id': 'haproxy-7f3a:1234_5' })
    expect(response.status).toBe(200)
    expect(response.headers.get('X-Request-Id')).toBe('haproxy-7f3a:1234_5')
    const [line, ...more] = behindProxy.linesOf('haproxy-7f3a:1234_5')
    expect(more).toEqual([])
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: 'haproxy-7f3a:1234_5',
      method: 'GET',
      path: '/api/v1/common',
      status: 200,
    })
    expect(Object.keys(line ?? {})).toEqual([
      'time',
      'level',
      'msg',
      'requestId',
      'method',
      'path',
      'status',
      'ms',
    ])
    expect(Number.isNaN(Date.parse(String(line?.time)))).toBe(false)
    expect(typeof line?.ms).toBe('number')
  })

  it('ignores the X-Request-Id of a client that is not a trusted proxy, and gives a fresh one', async () => {
    const response = await direct.get('/healthz', { 'X-Request-Id': 'chosen-by-the-client' })
    const id = response.headers.get('X-Request-Id') ?? ''
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(direct.linesOf('chosen-by-the-client')).toEqual([])
    expect(direct.linesOf(id)).toMatchObject([{ msg: 'request', path: '/healthz', status: 200 }])
  })

  it('gives a fresh id when even a trusted proxy sends one that is not a sane token', async () => {
    for (const offered of ['two words', 'x'.repeat(129), '"quoted"', '{"level":"error"}']) {
      const response = await behindProxy.get('/healthz', { 'X-Request-Id': offered })
      expect(response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
    }
    // Every response carries one, the 404s too.
    const missing = await behindProxy.get('/no/such/thing')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('writes an unexpected error as a JSON line carrying the request id', async () => {
    const lines: string[] = []
    const logger = createLogger('json', { out: () => {}, err: (line) => lines.push(line) })
    // A database that fails every query, raw or built: the languages lookup of each request throws.
    const lost = () => {
      throw new Error('connection to the database lost')
    }
    const failing = new Proxy(server.db, {
      get: (target, key, receiver) =>
        key === 'execute' || key === 'select' || key === 'selectDistinct'
          ? lost
          : Reflect.get(target, key, receiver),
    })
    const app = createApi({ db: failing, config: server.config, logger })
    const response = await app.request('http://store.test/api/v1/common')
    expect(response.status).toBe(200)
    const id = response.headers.get('X-Request-Id')
    const errors = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(errors).toMatchObject([
      { level: 'error', msg: 'GET /api/v1/common', requestId: id, error: 'connection to the database lost' },
    ])
  })
})
