/** Starts the API alone: opens (and on first start seeds) the database, then serves `/api/v1/` on PORT. */
import { mkdirSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { createApi } from './app'
import { loadConfig } from './config'
import { openDb } from './db/openDb'
import { createLogger } from './http/requestLog'
import { gracefulShutdown, stopOnSignals } from './http/shutdown'
import { isSeeded, seedDatabase } from './seed/seed'

const started = Date.now()
const config = loadConfig()
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true })
const { db, close, kind, databaseUrl, exclusive } = await openDb({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db`,
})
// One instance seeds a new database; others starting together wait, then find it seeded.
await exclusive(async () => {
  if (await isSeeded(db)) return
  const summary = await seedDatabase(db, { products: config.seedProducts })
  console.log(
    `[souk-api] seeded ${summary.products ?? 0} products in ${Object.keys(summary).length} entities`,
  )
})
// Several instances on one PostgreSQL database keep their caches in step.
const logger = createLogger(config.logFormat)
const app = createApi({ db, config, logger, cacheSync: databaseUrl ? { databaseUrl } : null })
const server = serve(
  { fetch: app.fetch, port: config.port, hostname: process.env.HOST || undefined },
  (info) => {
    const where = kind === 'pglite' ? `PGlite in ${config.dataDir}/db` : 'PostgreSQL'
    console.log(
      `[souk-api] http://localhost:${info.port}/api/v1/ (${where}) ready in ${Date.now() - started} ms`,
    )
  },
)

// SIGTERM: /readyz answers 503 for SOUK_DRAIN_DELAY_MS, then no new connections, requests in flight finish
// (SOUK_SHUTDOWN_TIMEOUT_MS at most), the mail sender and the cache listener stop, the database closes.
const shutdown = gracefulShutdown({
  server,
  drainDelayMs: config.drainDelayMs,
  timeoutMs: config.shutdownTimeoutMs,
  onDraining: app.drain,
  cleanup: () => app.close().then(close),
  log: logger.info,
})
// Should closing hang (an SMTP server that does not answer), leave anyway.
stopOnSignals(shutdown, {
  giveUpMs: config.drainDelayMs + config.shutdownTimeoutMs + 5_000,
  name: 'souk-api',
})
