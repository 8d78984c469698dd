// `npm start`: install, build, then serve the reference store — pages, assets and the API at /api/v1/ in one
// process on PORT (default 3000). The embedded database lives in SOUK_DATA_DIR (default .souk-data), created
// and seeded on first start. The same process serves the partner demo page on SOUK_PARTNER_PORT (default 3001).
// Each phase prints one line; the install and build output goes to .souk-data/start.log (printed in full when
// a phase fails). The server prints its warnings, then the ready lines (store, API, widgets, partner page) last.
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { root, runPnpmQuietly } from './lib.mjs'

const port = process.env.PORT ?? '3000'
const dataDir = process.env.SOUK_DATA_DIR ?? join(root, '.souk-data')
mkdirSync(dataDir, { recursive: true })
const logFile = join(dataDir, 'start.log')
writeFileSync(logFile, `npm start, ${new Date().toISOString()}\n`)

console.log(
  '[souk] The first start takes a few minutes (install, build, seed the database); later ones are quicker.',
)
console.log(`[souk] Install and build output: ${logFile}`)

/** One phase: a line that says what runs, finished by its duration (or the log, when it fails). */
function phase(label, args) {
  process.stdout.write(`[souk] ${label}…`)
  try {
    const seconds = runPnpmQuietly(args, logFile)
    process.stdout.write(` done in ${seconds}s\n`)
  } catch (error) {
    console.error(`[souk] ${label} failed: ${error.message}`)
    process.exit(error.exitCode ?? 1)
  }
}

phase('1/3 installing dependencies (frozen lockfile)', ['install', '--frozen-lockfile'])
phase('2/3 building the packages, the API and the store', ['run', 'build'])

console.log(`[souk] 3/3 starting the store on port ${port} (data in ${dataDir})…`)
const server = spawn(process.execPath, [join(root, 'apps/reference-store/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    SOUK_DATA_DIR: dataDir,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // The demo reaches no payment provider and no SMTP server: the API's sandbox plays the providers and the
    // development mailbox shows the codes it mails, unless real ones are configured (or these are set to 0).
    SOUK_SANDBOX: process.env.SOUK_SANDBOX ?? '1',
    SOUK_DEV_PAGES: process.env.SOUK_DEV_PAGES ?? (process.env.SMTP_URL ? '0' : '1'),
  },
})
const stop = (signal) => server.kill(signal)
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
server.on('exit', (code) => process.exit(code ?? 0))
