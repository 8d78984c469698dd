import { readFileSync, writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenDb, openDb } from '../db/openDb'
import { fingerprintTables } from './fingerprint'
import { seedDatabase } from './seed'

/**
 * The seed the fingerprint was recorded with: a fixed moment long past, so the times the seed chooses are fixed
 * and earlier than the times the database fills in itself.
 */
const RECORDED = { products: 60, now: new Date('2020-01-01T12:00:00Z'), seed: 20261122 }
const FIXTURE = new URL('./fixtures/seed-fingerprint.json', import.meta.url)

let fresh: OpenDb
beforeAll(async () => {
  fresh = await openDb({ dataDir: 'memory://' })
})
afterAll(async () => {
  await fresh?.close()
})

describe('the seed steps', () => {
  it('write exactly the rows the seed wrote before it was split into steps', async () => {
    const writtenSince = new Date()
    await seedDatabase(fresh.db, RECORDED)
    const fingerprint = await fingerprintTables(fresh.db, writtenSince)
    if (process.env.SOUK_RECORD_SEED_FINGERPRINT === '1')
      writeFileSync(FIXTURE, `${JSON.stringify(fingerprint, null, 2)}\n`)
    expect(fingerprint).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')))
  })
})
