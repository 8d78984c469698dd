// `npm start`: install, build, then serve the reference store — pages, assets and the API at /api/v1/ in one
// process on PORT (default 3000). The embedded database lives in SOUK_DATA_DIR (default .souk-data), created
// and seeded on first start. The same process serves the partner demo page on SOUK_PARTNER_PORT (default 3001).
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { root, runPnpm, step } from './lib.mjs'

step('install')
runPnpm(['install', '--frozen-lockfile'])
step('build')
runPnpm(['run', 'build'])

step('serve')
const port = process.env.PORT ?? '3000'
const dataDir = process.env.SOUK_DATA_DIR ?? join(root, '.souk-data')
console.log(`Starting the store on port ${port} (data in ${dataDir}); the first start seeds the database.`)
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
