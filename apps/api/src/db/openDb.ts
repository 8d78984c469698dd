/** Opens the database: embedded PGlite (a data folder, or memory) or a PostgreSQL server, migrated on open. */
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
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
}

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
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    const db = drizzleNodePg({ client: pool, schema })
    await migrateNodePg(db, { migrationsFolder })
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  const client = await PGlite.create(options.dataDir ?? 'memory://', { extensions: { pg_trgm } })
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder })
  return { db, kind: 'pglite', close: () => client.close() }
}

/** Runs a raw query and returns its rows (the row type is the caller's promise about the SELECT list). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[]
  }
  return []
}

/** The first row of a raw query, or undefined. */
export async function firstRow<T>(db: Db, query: SQL): Promise<T | undefined> {
  const [row] = await rows<T>(db, query)
  return row
}
