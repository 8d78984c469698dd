/** The server every API test drives: one in-memory PGlite, seeded small, on 127.0.0.1 with a random port. */
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createClient, type Envelope, type FormErrorData, type SoukClient } from '@souk/core'
import { createApi } from '../app'
import { loadConfig } from '../config'
import { type Db, openDb } from '../db/openDb'
import { seedDatabase } from '../seed/seed'

/** What the tests get. */
export interface TestServer {
  db: Db
  /** `http://127.0.0.1:<port>/api/v1/` */
  baseURL: string
  /** A core client speaking to the server, optionally in a language or with a bearer token. */
  client: (options?: { language?: string; token?: string; guestToken?: string }) => SoukClient
  /** A raw request to a path under the base (for what the client does not send: bad JSON, odd headers). */
  raw: (path: string, init?: RequestInit) => Promise<Response>
  /** A raw request's parsed envelope; `T` is what the test expects in `data` (a form error by default). */
  json: <T = FormErrorData>(path: string, init?: RequestInit) => Promise<Envelope<T>>
}

/** Products in the test catalogue. */
export const TEST_PRODUCTS = 60

let started: Promise<TestServer> | undefined

async function start(): Promise<TestServer> {
  const { db } = await openDb({ dataDir: 'memory://' })
  await seedDatabase(db, { products: TEST_PRODUCTS })
  const config = { ...loadConfig({}), allowedOrigins: ['http://partner.test'] }
  const app = createApi({ db, config, logError: () => {} })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(instance))
  })
  server.unref()
  const { port } = server.address() as AddressInfo
  const baseURL = `http://127.0.0.1:${port}/api/v1/`
  return {
    db,
    baseURL,
    client: (options = {}) =>
      createClient({
        baseURL,
        language: () => options.language,
        token: () => options.token,
        guestToken: () => options.guestToken ?? 'test-guest-token-0001',
        retry: 0,
      }),
    raw: (path, init) => fetch(`${baseURL}${path}`, init),
    json: async <T>(path: string, init?: RequestInit) =>
      (await (await fetch(`${baseURL}${path}`, init)).json()) as Envelope<T>,
  }
}

/** The shared test server (started on first use). */
export function testServer(): Promise<TestServer> {
  started ??= start()
  return started
}
