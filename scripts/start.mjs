// `npm start`: install, build, then serve. Today that is the reference API at http://localhost:PORT/api/v1/
// (PGlite in SOUK_DATA_DIR, created and seeded on first start). The reference store and the partner page
// join this process when their issues land.
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
const server = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, SOUK_DATA_DIR: dataDir, NODE_ENV: process.env.NODE_ENV ?? 'production' },
})
console.log(
  `Starting the reference API on port ${port} (data in ${dataDir}); the first start seeds the database.`,
)
console.log('The storefront pages and the partner page are not built yet; see README.md.')
const stop = (signal) => server.kill(signal)
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
server.on('exit', (code) => process.exit(code ?? 0))
