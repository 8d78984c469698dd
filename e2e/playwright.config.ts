import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/chromium.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = Number(process.env.E2E_PORT ?? 3100)
// The partner's demo page (another origin embedding the widgets), started by the store's server.
const partnerPort = Number(process.env.SOUK_PARTNER_PORT ?? port + 1)
process.env.SOUK_PARTNER_PORT = String(partnerPort)
// A fresh embedded database per run: the journeys start from the deterministic seed.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'souk-e2e-'))

/** The visual snapshots (`npm run test:visual:update` re-records their pictures). */
const VISUAL = /specs\/visual\/.*\.spec\.ts$/

/**
 * The specs that only read the seed: pages opened as a guest or as a seeded shopper, and what the server answers.
 * Nothing they do shows on another spec's pages. With the visual snapshots they make the group `pages`, about
 * half of the suite's time (the pass over every route, axe included, in English, Arabic and one more language is the longest spec).
 */
const PAGE_SPECS = [
  'store/routes',
  'store/banners',
  'store/seo',
  'store/first-load',
  'store/no-js',
  'store/security-headers',
  'store/images',
  'store/page-cache',
  'store/chunk-reload',
  'store/stylesheets',
]
const PAGES = new RegExp(`specs/(${PAGE_SPECS.join('|')})\\.spec\\.ts$`)

/**
 * `npm test` runs the suite in two Playwright processes at once (scripts/e2e.mjs), each with its own server and
 * fresh database: E2E_GROUP=pages (the visual snapshots first, on the fresh seed, then the read-only page specs)
 * and E2E_GROUP=journeys (every other spec, so a new spec lands there). Without E2E_GROUP: the whole suite.
 */
const group = process.env.E2E_GROUP
if (group !== undefined && group !== 'pages' && group !== 'journeys')
  throw new Error(`E2E_GROUP=${group}: expected pages or journeys`)
// With one worker the projects run in this order: the visual snapshots first, on the fresh seeded database (no
// journey's order, review or saved list shows in them yet), then every journey.
const projects =
  group === 'pages'
    ? [
        { name: 'visual', testMatch: VISUAL },
        { name: 'journeys', testMatch: PAGES },
      ]
    : group === 'journeys'
      ? [{ name: 'journeys', testIgnore: [VISUAL, PAGES] }]
      : [
          { name: 'visual', testMatch: VISUAL },
          { name: 'journeys', testIgnore: VISUAL },
        ]

export default defineConfig({
  testDir: './specs',
  // Two processes at once (scripts/e2e.mjs) write their own report and results folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // The reference pictures of the visual snapshots (specs/visual/): one set for the one machine kind the suite
  // runs on (Linux, the system Chromium), named without the platform so a re-record replaces them in place.
  snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}{ext}',
  // A wait for what a click leads to (a client-side navigation asks the server for the route, its modules and its
  // data) gets 10 s: on a busy 2-core machine the server may answer slowly; no test measures speed (the
  // benchmarks in scripts/ do).
  expect: { timeout: 10_000, toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' } },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? join(root, '.reports/e2e.json') }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // No region in the language and a zone that names no country: a new address starts on the shop's country
    // (the seed's Afghanistan), as the journeys expect (core's shopperCountry would take the US from en-US).
    locale: 'en',
    timezoneId: 'UTC',
    // The system Chromium (Debian's); Playwright downloads no browser here.
    launchOptions: chromiumLaunchOptions(),
  },
  projects,
  // The production build, started the way `npm start` starts it.
  webServer: {
    command: 'node apps/reference-store/dist/server.js',
    cwd: root,
    url: `http://localhost:${port}/api/v1/common`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // As `npm start` runs it: the payment sandbox and the development mailbox on (no provider, no SMTP here).
    env: {
      PORT: String(port),
      SOUK_DATA_DIR: dataDir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      // No request lines in the test output (set SOUK_LOG=json to see them).
      SOUK_LOG: process.env.SOUK_LOG ?? 'off',
      SOUK_SANDBOX: '1',
      SOUK_DEV_PAGES: '1',
      SOUK_PARTNER_PORT: String(partnerPort),
      // The partner page calls the API from its own origin.
      SOUK_ALLOWED_ORIGINS: `http://localhost:${partnerPort},http://127.0.0.1:${partnerPort}`,
    },
  },
})
