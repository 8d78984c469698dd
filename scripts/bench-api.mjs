// Benchmark of the reference API (`apps/api/dist/main.js`), a script rather than a test. Starts the API on
// 127.0.0.1 with a fresh temporary data folder, drives it with autocannon (loopback only), prints req/s and
// p50/p95/p99 latency per route. PGlite always; PostgreSQL too when it is installed (a throw-away cluster, as
// in `npm test`).
//
//   node scripts/bench-api.mjs [--large] [--duration 5] [--connections 32] [--pglite-only | --postgres-only]
//
// --large seeds SEED_PRODUCTS=100000 (slow to seed) instead of the default 420.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres } from '../apps/api/scripts/pg-cluster.mjs'
import { root, runPnpm } from './lib.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback
}
const large = args.includes('--large')
const duration = option('duration', 5)
const connections = option('connections', 32)
const products = large ? 100_000 : 420

// autocannon is a devDependency of @souk/api.
const autocannon = createRequire(join(root, 'apps/api/package.json'))('autocannon')
const main = join(root, 'apps/api/dist/main.js')
if (!existsSync(main)) runPnpm(['--filter', '@souk/api', 'build'])

/** Starts the API; resolves with its base URL and a stop function once it prints that it is ready. */
function startApi(env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'souk-bench-'))
  const started = Date.now()
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SOUK_DATA_DIR: dataDir,
      SEED_PRODUCTS: String(products),
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true })
        resolve()
      }
      if (child.exitCode !== null) return done()
      child.once('exit', done)
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      const ready = /http:\/\/localhost:(\d+)\/api\/v1\/.*ready in/.exec(output)
      if (ready) {
        child.stdout.removeAllListeners('data')
        child.stdout.resume()
        resolve({ origin: `http://127.0.0.1:${ready[1]}`, startMs: Date.now() - started, stop })
      }
    })
    child.once('exit', (code) =>
      reject(new Error(`the API exited (${code}) before it was ready:\n${output}`)),
    )
  })
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** One autocannon run; latencies are collected per response for exact p50/p95/p99. */
function bench(url, seconds = duration) {
  return new Promise((resolve, reject) => {
    const latencies = []
    const instance = autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) => {
      if (error) return reject(error)
      latencies.sort((a, b) => a - b)
      resolve({
        rps: result.requests.average,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        errors: result.errors + result.timeouts + result.non2xx,
      })
    })
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
}

/** Picks real parameters from the running API: a category with products, a product id and a title word. */
async function routesOf(origin) {
  const get = async (path) => (await (await fetch(`${origin}/api/v1/${path}`)).json()).data
  const listing = await get('products')
  const first = listing.result.data[0]
  const categories = await get('categories')
  const category = categories.data[0].slug
  const word =
    first.title.split(' ').find((part) => part.length > 3 && part !== first.title.split(' ')[0]) ?? 'pro'
  return [
    ['healthz (no DB: ceiling)', '/healthz'],
    ['home (response cache)', '/api/v1/home'],
    [`all?category=${category}`, `/api/v1/all?category=${category}`],
    ['products', '/api/v1/products'],
    [`product/${first.id}`, `/api/v1/product/${first.id}`],
    [`search?q=${word.toLowerCase()}`, `/api/v1/search?q=${encodeURIComponent(word.toLowerCase())}`],
    [`products?q=${word.toLowerCase()}`, `/api/v1/products?q=${encodeURIComponent(word.toLowerCase())}`],
  ]
}

const rows = []
async function benchBackend(label, env) {
  const api = await startApi(env)
  console.log(
    `${label}: ${products} products, first start (migrate + seed) ${(api.startMs / 1000).toFixed(1)} s`,
  )
  try {
    const routes = await routesOf(api.origin)
    for (const [name, path] of routes) {
      // Warm-up (JIT, query plans, generated images): one uncounted second of the same route.
      await bench(`${api.origin}${path}`, 1).catch(() => undefined)
      const result = await bench(`${api.origin}${path}`)
      rows.push({ backend: label, route: name, ...result })
      console.log(
        `  ${name.padEnd(28)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms`,
      )
    }
  } finally {
    await api.stop()
  }
}

console.log(
  `autocannon on loopback: ${duration} s per route, ${connections} connections (after a 1 s warm-up); node ${process.version}`,
)
if (!args.includes('--postgres-only')) await benchBackend('PGlite', {})
if (!args.includes('--pglite-only')) {
  const cluster = await startPostgres()
  if (cluster.skipped) console.log(`PostgreSQL: skipped (${cluster.skipped})`)
  else {
    const stopCluster = () => cluster.stop()
    process.once('SIGINT', () => {
      stopCluster()
      process.exit(130)
    })
    try {
      await benchBackend('PostgreSQL', { DATABASE_URL: cluster.url })
    } finally {
      stopCluster()
    }
  }
}

const cpu = spawnSync('nproc', { encoding: 'utf8' }).stdout.trim()
console.log(`\n| backend | route | req/s | p50 ms | p95 ms | p99 ms | errors |`)
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |')
for (const row of rows) {
  console.log(
    `| ${row.backend} | ${row.route} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.errors} |`,
  )
}
console.log(`\n${products} products, ${cpu || '?'} CPU cores, server and load generator on the same machine.`)
