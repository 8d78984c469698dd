import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../app'
import { findMigrationsFolder } from '../db/openDb'
import { createDiskStorage, uploadsDir } from '../storage'
import { type TestServer, testServer } from '../test/testServer'
import { databaseChecks } from './readiness'

interface Readiness {
  status: string
  checks: Record<string, string>
}

describe('/readyz', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer()
  })
  const readyz = async (app: ReturnType<typeof createApi>) => {
    const response = await app.request('http://store.test/readyz')
    return {
      status: response.status,
      cache: response.headers.get('Cache-Control'),
      body: (await response.json()) as Readiness,
    }
  }

  it('answers 200 with each check when the database answers, its migrations are applied and the storage is there', async () => {
    const app = createApi({ db: server.db, config: server.config, logError: () => {} })
    expect(await readyz(app)).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } },
    })
  })

  it('answers 503 when the uploads storage cannot be reached', async () => {
    const storage = createDiskStorage(uploadsDir(server.config))
    const app = createApi({
      db: server.db,
      config: server.config,
      logError: () => {},
      storage: { ...storage, check: () => Promise.reject(new Error('bucket gone')) },
    })
    const answer = await readyz(app)
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({
      status: 'not ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'failed' },
    })
  })

  it('answers 503 naming the failed check, never its reason, and runs the extra checks it is given', async () => {
    const reasons: string[] = []
    const app = createApi({
      db: server.db,
      config: server.config,
      logError: (error, where) => reasons.push(`${where}: ${String(error)}`),
      readinessChecks: {
        storage: () => Promise.reject(new Error('bucket souk-private at 10.0.0.7 refused')),
        search: () => Promise.resolve(),
      },
    })
    const answer = await readyz(app)
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({
      status: 'not ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'failed', search: 'ok' },
    })
    expect(JSON.stringify(answer.body)).not.toContain('10.0.0.7')
    expect(reasons).toEqual(['readiness: storage: Error: bucket souk-private at 10.0.0.7 refused'])
  })

  it('finds the migrations not applied while the journal has one the database has not recorded', async () => {
    // The journal of a newer release: one migration more than the database has.
    const folder = mkdtempSync(join(tmpdir(), 'souk-journal-'))
    try {
      const journal = JSON.parse(readFileSync(join(findMigrationsFolder(), 'meta', '_journal.json'), 'utf8'))
      journal.entries.push({
        idx: journal.entries.length,
        version: '7',
        when: Date.now() + 60_000,
        tag: 'next',
      })
      mkdirSync(join(folder, 'meta'))
      writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal))
      await expect(databaseChecks(server.db, folder).migrations?.()).rejects.toThrow(/is not applied/)
      await expect(databaseChecks(server.db).migrations?.()).resolves.toBeUndefined()
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('answers 503 once the instance drains, while /healthz still answers ok', async () => {
    const app = createApi({ db: server.db, config: server.config, logError: () => {} })
    app.drain()
    expect(await readyz(app)).toEqual({
      status: 503,
      cache: 'no-store',
      body: { status: 'draining', checks: {} },
    })
    const health = await app.request('http://store.test/healthz')
    expect([health.status, await health.text()]).toEqual([200, 'ok'])
  })
})
