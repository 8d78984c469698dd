/**
 * Cache coherence between the instances on one PostgreSQL database. A write empties the local caches at once
 * (`app.ts`); this tells the other instances through `LISTEN/NOTIFY` on the database itself (no other server):
 * `publish()` sends this instance's id on a channel, and a listener on a connection of its own (not from the
 * pool) empties the local caches when another instance's id arrives, usually within milliseconds. When the
 * listening connection drops, it reconnects with a growing delay and empties the caches once it is back (it may
 * have missed notifications meanwhile); the caches' time to live bounds what is served stale in that gap.
 * PGlite is one process: nothing to tell, no listener.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import type { Db } from '../db/openDb'

/** The channel every instance of a database listens on. */
export const CACHE_CHANNEL = 'souk_cache'

/** How the caches stay in step. */
export interface CacheSyncOptions {
  /** The database (its pool): notifications are sent through it. */
  db: Db
  /** The same database's URL: the listener opens its own connection there. */
  databaseUrl: string
  /** Empties this instance's caches (called for other instances' writes, and after a reconnection). */
  clear: () => void
  /** This instance's id (default: a random one). */
  instanceId?: string
  /** Where a lost connection is reported. */
  log?: (message: string, error?: unknown) => void
  /** First delay before reconnecting (doubled per failure, at most 30 s; default 250 ms). */
  retryMs?: number
}

/** A running cache sync. */
export interface CacheSync {
  /** This instance's id, as its notifications carry it. */
  readonly instanceId: string
  /** Tells the other instances to empty their caches (after a committed write); bursts share a notification. */
  publish: () => void
  /** Settles once the listener listens (tests: before writing). */
  ready: Promise<void>
  /** Stops listening and closes the connection. */
  stop: () => Promise<void>
}

const MAX_RETRY_MS = 30_000

/** Starts listening (in the background) and returns how to publish. */
export function startCacheSync(options: CacheSyncOptions): CacheSync {
  const instanceId = options.instanceId ?? randomUUID()
  const log = options.log ?? ((message, error) => console.error(`[souk-api] ${message}`, error ?? ''))
  const firstRetryMs = options.retryMs ?? 250
  let client: pg.Client | null = null
  let stopped = false
  let retryMs = firstRetryMs
  let retryTimer: NodeJS.Timeout | undefined
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
  })

  async function listen(reconnecting: boolean): Promise<void> {
    const { default: pgModule } = await import('pg')
    const connection = new pgModule.Client({ connectionString: options.databaseUrl })
    client = connection
    connection.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload !== instanceId) options.clear()
    })
    connection.on('error', (error) => dropped(connection, error))
    connection.on('end', () => dropped(connection, new Error('connection ended')))
    try {
      await connection.connect()
      await connection.query(`LISTEN ${CACHE_CHANNEL}`)
    } catch (error) {
      dropped(connection, error)
      return
    }
    if (stopped) {
      await connection.end().catch(() => {})
      return
    }
    retryMs = firstRetryMs
    // Notifications sent while nobody listened are lost: start afresh.
    if (reconnecting) {
      options.clear()
      log('cache sync: listening again')
    }
    markReady()
  }

  function dropped(connection: pg.Client, error: unknown) {
    if (stopped || client !== connection) return
    client = null
    connection.removeAllListeners('end')
    connection.end().catch(() => {})
    log(`cache sync: the listening connection dropped, retrying in ${retryMs} ms`, error)
    retryTimer = setTimeout(() => {
      void listen(true)
    }, retryMs)
    retryTimer.unref()
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
  }

  let sending: Promise<void> | null = null
  let again = false
  function publish() {
    if (stopped) return
    if (sending) {
      again = true
      return
    }
    sending = options.db
      .execute(sql`SELECT pg_notify(${CACHE_CHANNEL}, ${instanceId})`)
      .then(() => undefined)
      .catch((error) => log('cache sync: could not notify the other instances', error))
      .finally(() => {
        sending = null
        if (again) {
          again = false
          publish()
        }
      })
  }

  void listen(false)
  return {
    instanceId,
    publish,
    ready,
    stop: async () => {
      stopped = true
      clearTimeout(retryTimer)
      while (sending) await sending
      const connection = client
      client = null
      await connection?.end().catch(() => {})
    },
  }
}
