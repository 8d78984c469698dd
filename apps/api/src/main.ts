/** Starts the API alone: opens (and on first start seeds) the database, then serves `/api/v1/` on PORT. */
import { mkdirSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { createApi } from './app'
import { loadConfig } from './config'
import { openDb } from './db/openDb'
import { seedIfEmpty } from './seed/seedOnce'

const started = Date.now()
const config = loadConfig()
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true })
const database = await openDb({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db`,
})
const { db, close, kind } = database
const summary = await seedIfEmpty(database, { products: config.seedProducts })
if (summary) {
  console.log(
    `[souk-api] seeded ${summary.products ?? 0} products in ${Object.keys(summary).length} entities`,
  )
}
const app = createApi({ db, config })
const server = serve(
  { fetch: app.fetch, port: config.port, hostname: process.env.HOST || undefined },
  (info) => {
    const where = kind === 'pglite' ? `PGlite in ${config.dataDir}/db` : 'PostgreSQL'
    console.log(
      `[souk-api] http://localhost:${info.port}/api/v1/ (${where}) ready in ${Date.now() - started} ms`,
    )
  },
)

let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  server.close(() => {
    app
      .close()
      .then(close)
      .finally(() => process.exit(0))
  })
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
