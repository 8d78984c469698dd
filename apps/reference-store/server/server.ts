/**
 * The reference store's one process (ARCHITECTURE: server topology): the API at /api/v1/, the server-rendered
 * pages, and the static assets with long-cache hashed names, on PORT (default 3000). Data in SOUK_DATA_DIR
 * (PGlite, created and seeded on first start) or a PostgreSQL server through DATABASE_URL.
 */
import { mkdirSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { createApi, isSeeded, loadConfig, openDb, seedDatabase } from '@souk/api'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { createRequestHandler, type ServerBuild } from 'react-router'

const started = Date.now()
const config = loadConfig()
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true })
const database = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db`,
})
if (!(await isSeeded(database.db))) {
  console.log('[souk] first start: seeding the database…')
  await seedDatabase(database.db, { products: config.seedProducts })
}
const api = createApi({ db: database.db, config })

const buildDir = fileURLToPath(new URL('../build/', import.meta.url))
const build = (await import(new URL('../build/server/index.js', import.meta.url).href)) as ServerBuild
const handle = createRequestHandler(
  build,
  process.env.NODE_ENV === 'development' ? 'development' : 'production',
)
// Loaders reach the API in this process: no network hop, same code as over HTTP.
const apiFetch: typeof fetch = (input, init) => Promise.resolve(api.fetch(new Request(input, init)))

const clientRoot = relative(process.cwd(), `${buildDir}client`) || '.'
const app = new Hono()
// Text answers (pages, the API's JSON, scripts, styles) travel compressed when the browser accepts it.
app.use(compress())
app.route('/', api)
app.use(
  '/assets/*',
  serveStatic({
    root: clientRoot,
    // Hashed file names: cache for a year.
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
  }),
)
app.use('/*', serveStatic({ root: clientRoot }))
app.all('*', (c) => handle(c.req.raw, { apiFetch }))

const server = serve(
  { fetch: app.fetch, port: config.port, hostname: process.env.HOST || undefined },
  (info) => {
    console.log(`[souk] store ready in ${Date.now() - started} ms: http://localhost:${info.port}/`)
    console.log(`[souk] API: http://localhost:${info.port}/api/v1/`)
  },
)

function stop() {
  server.close(() => {
    database.close().finally(() => process.exit(0))
  })
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
