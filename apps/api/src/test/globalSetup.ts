/**
 * With `DATABASE_URL` set, the API suite runs against that PostgreSQL server: a fresh database per run
 * (`souk_test_<time>_<random>`), created here and dropped when the run ends. Without it, the suite uses an
 * in-memory PGlite (`testServer.ts`).
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's own database on the PostgreSQL server of `DATABASE_URL`, or '' for PGlite. */
    databaseUrl: string
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    project.provide('databaseUrl', '')
    return
  }
  const name = `souk_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  project.provide('databaseUrl', url.toString())
  return async () => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    } finally {
      await client.end()
    }
  }
}
