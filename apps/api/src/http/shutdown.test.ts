import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../app'
import { type TestServer, testServer } from '../test/testServer'
import { gracefulShutdown } from './shutdown'

/** A GET over a real socket: status, the `Connection` header and the body, or the socket's error. */
function get(
  port: number,
  path: string,
): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        body += chunk
      })
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      )
      response.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The store's shape: the API mounted at the root of a server with a slow page, on a real port. */
async function instance(server: TestServer, slowMs: number) {
  const api = createApi({ db: server.db, config: server.config, logError: () => {} })
  const app = new Hono()
  app.route('/', api)
  app.get('/slow', async (c) => {
    await sleep(slowMs)
    return c.text('finished')
  })
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
  })
  return { api, http, port: (http.address() as AddressInfo).port }
}

describe('a graceful stop', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer()
  })

  it('drains (readyz 503, Connection: close), then refuses new connections while the request in flight finishes', async () => {
    const { api, http, port } = await instance(server, 900)
    let cleanedUp = false
    const shutdown = gracefulShutdown({
      server: http,
      drainDelayMs: 400,
      timeoutMs: 5_000,
      onDraining: api.drain,
      cleanup: async () => {
        await api.close()
        cleanedUp = true
      },
    })
    expect((await get(port, '/readyz')).status).toBe(200)
    const slow = get(port, '/slow')
    await sleep(100)
    const stopped = shutdown()
    // Draining: still served, but out of the load balancer and closing its connections.
    const during = await get(port, '/readyz')
    expect(during).toMatchObject({ status: 503, connection: 'close' })
    expect(JSON.parse(during.body)).toMatchObject({ status: 'draining' })
    await sleep(500)
    // After the delay: no new connection.
    await expect(get(port, '/healthz')).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(cleanedUp).toBe(false)
    // The request in flight finishes with its answer, then the rest stops.
    expect(await slow).toMatchObject({ status: 200, body: 'finished', connection: 'close' })
    await stopped
    expect(cleanedUp).toBe(true)
    expect(shutdown()).toBe(stopped)
  })

  it('cuts a request in flight that outlasts the shutdown timeout', async () => {
    const { api, http, port } = await instance(server, 10_000)
    const shutdown = gracefulShutdown({
      server: http,
      timeoutMs: 300,
      onDraining: api.drain,
      cleanup: api.close,
    })
    const slow = get(port, '/slow')
    await sleep(100)
    const started = Date.now()
    await shutdown()
    expect(Date.now() - started).toBeLessThan(2_000)
    await expect(slow).rejects.toMatchObject({ code: 'ECONNRESET' })
  })
})
