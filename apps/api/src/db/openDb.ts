/** Opens the database: embedded PGlite (a data folder, or memory) or a PostgreSQL server, migrated on open. */
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite, types } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { SQL } from 'drizzle-orm'
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import * as schema from './schema'

/** The Drizzle database, the same API over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** An open database and how to close it. */
export interface OpenDb {
  db: Db
  /** `pglite` (embedded) or `postgres` (a server through `pg`). */
  kind: 'pglite' | 'postgres'
  /** The server's URL (`postgres` only): what a dedicated connection such as the cache listener opens. */
  databaseUrl?: string
  /**
   * Runs `task` while no other instance starting on this database runs one (a PostgreSQL advisory lock, the one
   * the migrations take): the first start's seed, for instances started together. PGlite: just runs it.
   */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>
  close: () => Promise<void>
}

/** Where the database lives. */
export interface OpenDbOptions {
  /** A PostgreSQL server (`postgres://…`); wins over `dataDir`. */
  databaseUrl?: string | undefined
  /** PGlite data folder, or `memory://` (the default) for a throw-away database. */
  dataDir?: string | undefined
  /** Folder of the SQL migrations; found next to the package by default. */
  migrationsFolder?: string
  /** Connections of the pool to a server (default 10). */
  poolSize?: number | undefined
}

/** How named statements run on a server's pool, per database (PGlite has none: it runs them as plain queries). */
const namedRunners = new WeakMap<Db, (name: string, text: string, values: unknown[]) => Promise<unknown[]>>()
const dialect = new PgDialect()
/**
 * The advisory lock several instances starting together take on a server, so the migrations (and the first seed)
 * run once: the first applies them, the others wait, then find nothing left to do. An arbitrary constant ("souk").
 */
export const MIGRATION_LOCK = 0x736f756b

/** The `drizzle/` folder of this package, from the source tree or from `dist/`. */
export function findMigrationsFolder(start = dirname(fileURLToPath(import.meta.url))): string {
  let folder = start
  for (let depth = 0; depth < 6; depth++) {
    const candidate = join(folder, 'drizzle')
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate
    folder = resolve(folder, '..')
  }
  throw new Error(`No drizzle migrations folder found above ${start}`)
}

/** Opens and migrates the database. */
export async function openDb(options: OpenDbOptions = {}): Promise<OpenDb> {
  const migrationsFolder = options.migrationsFolder ?? findMigrationsFolder()
  if (options.databaseUrl) {
    // Loaded only for a server: the embedded database never needs the `pg` driver.
    const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ])
    /** Runs `task` holding the advisory lock, on a connection of its own (not the pool's), released after. */
    const underLock = async <T>(task: (client: InstanceType<typeof pg.Client>) => Promise<T>): Promise<T> => {
      const client = new pg.Client({ connectionString: options.databaseUrl })
      await client.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
        const result = await task(client)
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
        return result
      } finally {
        // Ending the session releases the lock too, should the task have failed.
        await client.end()
      }
    }
    await underLock((client) => migrateNodePg(drizzleNodePg({ client }), { migrationsFolder }))
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 })
    // An idle connection the server closes (a restart, a failover, an administrator) is dropped from the pool
    // and replaced on next use; unhandled, its error would stop the process.
    pool.on('error', (error) => console.error('[souk-api] idle database connection lost:', error.message))
    const db = drizzleNodePg({ client: pool, schema })
    // Named statements: each connection parses the text once and binds new values after that.
    // The same type parsing as Drizzle's raw queries: times stay the text PostgreSQL sent.
    const asText = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231])
    const types = {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        asText.has(oid)
          ? (value: string) => value
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    }
    namedRunners.set(db, async (name, text, values) => (await pool.query({ name, text, values, types })).rows)
    return {
      db,
      kind: 'postgres',
      databaseUrl: options.databaseUrl,
      exclusive: (task) => underLock(() => task()),
      close: () => pool.end(),
    }
  }
  const client = await PGlite.create(options.dataDir ?? 'memory://', { extensions: { pg_trgm } })
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder })
  namedRunners.set(db, pgliteNamedRunner(client))
  return { db, kind: 'pglite', exclusive: (task) => task(), close: () => client.close() }
}

/** Raw rows as Drizzle's PGlite session reads them: dates and times as PostgreSQL's text, not `Date`s. */
const PGLITE_RAW_ROWS = {
  rowMode: 'object' as const,
  parsers: Object.fromEntries(
    // timestamp, timestamptz, interval, date, and their arrays; numeric[]
    [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
      (oid) => [oid, (value: string) => value],
    ),
  ),
}

/**
 * A bind value as an SQL literal of unknown type (PostgreSQL casts it to the parameter's type, as it does a bound
 * text value), written by the `pg` driver's `escapeLiteral`; undefined for a value not written so (the statement
 * then runs as a plain query).
 */
function pgliteLiteral(value: unknown, escapeLiteral: (text: string) => string): string | undefined {
  if (value === null) return 'NULL'
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined
  const text = String(value)
  if (text.includes('\0')) return undefined
  return escapeLiteral(text)
}

/** At most this many statements prepared on PGlite (the API has a handful). */
const MAX_PGLITE_PREPARED = 100

/**
 * Named statements on PGlite, which plans every plain query anew on this very thread (the product detail, on a busy
 * 2-core machine: ~40 ms a call planned anew, ~13 ms prepared): the SQL text is prepared once (`PREPARE`), then run
 * with `EXECUTE` and its values as literals, so after five calls PostgreSQL may keep one generic plan, as on a
 * server. One prepared statement per text (a name given to another text gets a name of its own). Values that are
 * not plain (arrays, objects) run the statement as a plain query.
 */
function pgliteNamedRunner(client: PGlite) {
  const prepared = new Map<string, Promise<string>>()
  // The driver's own quoting of literals (loaded on the first named statement; nothing else of it runs here).
  let escaping: Promise<(text: string) => string> | undefined
  return async (name: string, text: string, values: unknown[]): Promise<unknown[]> => {
    escaping ??= import('pg').then(({ default: pg }) => pg.escapeLiteral)
    const escapeLiteral = await escaping
    const literals = values.map((value) => pgliteLiteral(value, escapeLiteral))
    if (literals.some((literal) => literal === undefined)) {
      return (await client.query(text, values, PGLITE_RAW_ROWS)).rows
    }
    let statement = prepared.get(text)
    // A text that changes with its values (against the rule above) would prepare without end: plain queries then.
    if (!statement && prepared.size >= MAX_PGLITE_PREPARED) {
      return (await client.query(text, values, PGLITE_RAW_ROWS)).rows
    }
    if (!statement) {
      const id = `souk_${name.replace(/[^a-z0-9_]/gi, '_')}_${prepared.size}`
      statement = client.exec(`PREPARE ${id} AS ${text}`).then(() => id)
      prepared.set(text, statement)
      // A failed PREPARE (a statement PostgreSQL cannot type) is tried again next time, and reported now.
      statement.catch(() => prepared.delete(text))
    }
    const id = await statement
    const list = literals.length ? `(${literals.join(', ')})` : ''
    return (await client.query(`EXECUTE ${id}${list}`, [], PGLITE_RAW_ROWS)).rows
  }
}

/** Runs a raw query and returns its rows (the row type is the caller's promise about the SELECT list). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[]
  }
  return []
}

/**
 * Runs a raw query as a named prepared statement on a server: each pooled connection parses it once, and after
 * five calls PostgreSQL may keep one generic plan for every value instead of planning each call (a product
 * detail: 0.9 ms a call instead of 2.9 ms). Only for statements whose plan suits every value, such as lookups by
 * id: not for text searches, whose best plan depends on the text (unnamed queries, `rows()`, are planned for
 * their values each time). The name must always go with the same SQL text: give each variant its own name.
 * On PGlite, the same through `PREPARE` and `EXECUTE` (`pgliteNamedRunner`).
 */
export async function namedRows<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const run = namedRunners.get(db)
  if (!run) return rows<T>(db, query)
  const { sql: text, params } = dialect.sqlToQuery(query)
  return (await run(name, text, params)) as T[]
}

/** The first row of a raw query, or undefined. */
export async function firstRow<T>(db: Db, query: SQL): Promise<T | undefined> {
  const [row] = await rows<T>(db, query)
  return row
}
