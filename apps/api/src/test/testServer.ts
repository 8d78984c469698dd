/** The server every API test drives: one in-memory PGlite, seeded small, on 127.0.0.1 with a random port. */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createClient, type Envelope, type FormErrorData, type SoukClient } from '@souk/core'
import { inject } from 'vitest'
import { createApi } from '../app'
import { type ApiConfig, loadConfig } from '../config'
import { type Db, openDb } from '../db/openDb'
import { seedDatabase } from '../seed/seed'
import type { ObjectStorage } from '../storage'

/** What the tests get. */
export interface TestServer {
  db: Db
  /** The API's settings (data folder, public URL). */
  config: ApiConfig
  /** `http://127.0.0.1:<port>/api/v1/` */
  baseURL: string
  /** A core client speaking to the server, optionally in a language or with a bearer token. */
  client: (options?: ClientOptionsForTest) => SoukClient
  /** A raw request to a path under the base (for what the client does not send: bad JSON, odd headers). */
  raw: (path: string, init?: RequestInit) => Promise<Response>
  /** A raw request's parsed envelope; `T` is what the test expects in `data` (a form error by default). */
  json: <T = FormErrorData>(path: string, init?: RequestInit) => Promise<Envelope<T>>
}

/** Who a test client speaks for, and how. */
export interface ClientOptionsForTest {
  language?: string
  token?: string
  guestToken?: string
  /** Send the order writes as the legacy encrypted body (contract 7.1). */
  legacy?: boolean
}

/** Products in the test catalogue. */
export const TEST_PRODUCTS = 60

let started: Promise<TestServer> | undefined

/** A fresh folder for the run's uploads; folders of runs older than an hour are removed (workers exit abruptly). */
function testDataDir(): string {
  const base = join(tmpdir(), 'souk-api-tests')
  mkdirSync(base, { recursive: true })
  for (const name of readdirSync(base)) {
    const path = join(base, name)
    if (Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true })
  }
  return mkdtempSync(join(base, 'run-'))
}

async function start(): Promise<TestServer> {
  // A PostgreSQL server's fresh database when the run has one (`DATABASE_URL`, see globalSetup.ts), else PGlite.
  const databaseUrl = inject('databaseUrl') || undefined
  const { db } = await openDb(databaseUrl ? { databaseUrl } : { dataDir: 'memory://' })
  await seedDatabase(db, { products: TEST_PRODUCTS })
  // Uploads go to a throw-away folder, never into the repository's data folder.
  const dataDir = testDataDir()
  const config = {
    ...loadConfig({}),
    dataDir,
    allowedOrigins: ['http://partner.test'],
  }
  // No response cache: tests edit the database directly and expect to read their edits at once
  // (the cache has its own tests in src/http/responseCache.test.ts and src/catalog/catalogueCache.test.ts).
  return serveForTests(db, config, { responseCache: false })
}

/**
 * Another API over the same database and settings on 127.0.0.1 with a random port (e.g. one with the response
 * cache on, or its uploads in a bucket), with the same helpers as the shared test server. Its public URL is its own address, so the absolute
 * URLs it writes (images, paginator links, payment pages) can be fetched.
 */
export async function serveForTests(
  db: Db,
  config: ApiConfig,
  { responseCache, storage }: { responseCache: boolean; storage?: ObjectStorage },
): Promise<TestServer> {
  // The port is known once the server listens: the API is made then, with that address as its public URL.
  let app: ReturnType<typeof createApi> | undefined
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve(
      {
        // The bindings carry the socket: the API reads the client's address from them.
        fetch: (request, bindings) =>
          app ? app.fetch(request, bindings) : new Response('starting', { status: 503 }),
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(instance),
    )
  })
  server.unref()
  const { port } = server.address() as AddressInfo
  const own: ApiConfig = { ...config, publicUrl: `http://127.0.0.1:${port}` }
  app = createApi({ db, config: own, logError: () => {}, responseCache, storage })
  const baseURL = `${own.publicUrl}/api/v1/`
  return {
    db,
    config: own,
    baseURL,
    client: (options = {}) =>
      createClient({
        baseURL,
        language: () => options.language,
        token: () => options.token,
        guestToken: () => options.guestToken ?? 'test-guest-token-0001',
        legacyOrderEncryption: options.legacy ?? false,
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
