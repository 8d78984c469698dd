// Benchmark of the server-rendered store (`apps/reference-store/dist/server.js`, the API in-process), a script
// rather than a test: it prints figures. Starts the built store on 127.0.0.1 with a fresh temporary data folder
// (PGlite), or with --pg on a throw-away PostgreSQL cluster (`apps/api/scripts/pg-cluster.mjs`); warms it up,
// then drives it with autocannon (loopback only) page by page at each number of connections, while polling
// `/healthz` on new connections on the side (as a load balancer's health check does; from a worker thread, so the
// figure is the store's answer, not this process's busy loop), and prints per row: req/s,
// p50/p95/p99 latency, errors (non-2xx), resets and timeouts, the event-loop delay p99 and max of the store's process
// (from its loopback-only `/_souk/load`) and the `/healthz` p99.
//
//   node scripts/bench-store.mjs [--pg] [--duration 5] [--connections 32,200] [--no-page-cache] [--gzip]
//                                [--main apps/reference-store/dist/server.js] [--only product]
//
// --pg             PostgreSQL instead of PGlite (skipped with a notice when PostgreSQL is not installed).
// --no-page-cache  starts the store with SOUK_PAGE_CACHE=0: every page rendered per request (the figures before).
// --gzip           sends `Accept-Encoding: gzip` as browsers do (each answer compressed on the way out).
// --main           another build of the store's server (a before/after comparison run back to back).
// --only           the rows whose name contains this text.
// Rows: home, a category listing, one product page (the same id: answered from the page cache after the first),
// product pages over every public product in turn (each new to the cache: uncached renders), the cart page.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { Worker } from 'node:worker_threads'
import { freePort, startPostgres } from '../apps/api/scripts/pg-cluster.mjs'
import { root, runPnpm } from './lib.mjs'
import { startStore as startServedStore } from './store-server.mjs'

const args = process.argv.slice(2)
const text = (name) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 && args[index + 1] ? args[index + 1] : undefined
}
const duration = Number(text('duration') ?? 5)
const connectionCounts = (text('connections') ?? '32,200').split(',').map(Number)
const usePostgres = args.includes('--pg')
const pageCache = !args.includes('--no-page-cache')
const gzip = args.includes('--gzip')
const only = text('only')

// autocannon is a devDependency of @souk/api.
const autocannon = createRequire(join(root, 'apps/api/package.json'))('autocannon')
const main = resolve(root, text('main') ?? 'apps/reference-store/dist/server.js')
if (!existsSync(main)) runPnpm(['run', 'build'])

/** Starts the store (`scripts/store-server.mjs`) on a port of its own, with the page cache as asked. */
async function startStore(env) {
  return startServedStore({
    main,
    port: await freePort(),
    env: { ...(pageCache ? {} : { SOUK_PAGE_CACHE: '0' }), ...env },
  })
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/**
 * `/healthz` every 50 ms on a new connection each time (a load balancer's check), until `stop()`; a check not
 * answered within 5 s counts as failed. The poller runs in a worker thread: autocannon saturates this process's
 * event loop, and a poller on it would time its own wait for a turn, not the store's answer.
 */
const HEALTH_POLLER = `
const { parentPort, workerData } = require('node:worker_threads')
const { request } = require('node:http')
const latencies = []
let failed = 0
let running = true
parentPort.on('message', () => { running = false })
const once = () => new Promise((resolve) => {
  const started = performance.now()
  const req = request(workerData.origin + '/healthz', { agent: false, timeout: 5000 }, (response) => {
    response.resume()
    response.on('end', () => {
      if (response.statusCode === 200) latencies.push(performance.now() - started)
      else failed++
      resolve()
    })
  })
  req.on('timeout', () => req.destroy(new Error('timeout')))
  req.on('error', () => { failed++; resolve() })
  req.end()
})
;(async () => {
  while (running) await Promise.all([once(), new Promise((resolve) => setTimeout(resolve, 50))])
  parentPort.postMessage({ latencies, failed })
})()
`
function pollHealth(origin) {
  const worker = new Worker(HEALTH_POLLER, { eval: true, workerData: { origin } })
  const done = new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  return async () => {
    worker.postMessage('stop')
    const { latencies, failed } = await done
    await worker.terminate()
    latencies.sort((a, b) => a - b)
    return { p99: percentile(latencies, 99), checks: latencies.length, failed }
  }
}

/** The store's own view of its load since the last reset (event-loop delay, page cache counts). */
async function loadReport(origin, reset) {
  const response = await fetch(`${origin}/_souk/load${reset ? '?reset=1' : ''}`)
  return response.ok ? response.json() : null
}

/**
 * One autocannon run with `/healthz` polled beside it. With `rotate` (a list of paths), each request takes the
 * next path of the list (shared across runs, so a later run starts where the last one stopped).
 */
const rotation = { next: 0 }
async function bench(origin, path, connections, seconds, rotate) {
  const latencies = []
  let resets = 0
  let sent = 0
  const headers = gzip ? { 'accept-encoding': 'gzip' } : {}
  const requests = rotate && [
    {
      setupRequest: (request) => {
        sent++
        return { ...request, path: rotate[rotation.next++ % rotate.length] }
      },
    },
  ]
  await loadReport(origin, true)
  const stopHealth = pollHealth(origin)
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}${path}`,
        connections,
        duration: seconds,
        pipelining: 1,
        headers,
        ...(requests ? { requests } : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
    instance.on('reqError', (error) => {
      if (error?.code === 'ECONNRESET' || error?.code === 'EPIPE') resets++
    })
  })
  const health = await stopHealth()
  const load = await loadReport(origin, false)
  latencies.sort((a, b) => a - b)
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors,
    resets,
    timeouts: result.timeouts,
    loopP99: load?.eventLoopDelayMs.p99 ?? Number.NaN,
    loopMax: load?.eventLoopDelayMs.max ?? Number.NaN,
    healthP99: health.p99,
    healthFailed: health.failed,
    cache: load?.pageCache ?? null,
    ...(rotate ? { sent, distinct: rotate.length } : {}),
  }
}

/** Real paths from the running store's API: a category, a product, and every public product in turn. */
async function pathsOf(origin) {
  const get = async (path) => (await (await fetch(`${origin}/api/v1/${path}`)).json()).data
  const categories = await get('categories')
  const category = categories.data[0].slug
  const products = []
  for (let page = 1; page <= 30; page++) {
    const listing = await get(`products?page=${page}`)
    for (const card of listing.result.data)
      products.push(`/${encodeURIComponent(card.slug)}/product/${card.id}`)
    if (listing.result.data.length === 0 || page >= listing.result.last_page) break
  }
  // A fixed shuffle: neighbours in the list are not neighbours in the catalogue.
  let state = 7
  for (let i = products.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31
    const j = state % (i + 1)
    ;[products[i], products[j]] = [products[j], products[i]]
  }
  return { category, products }
}

const rows = []
async function benchBackend(label, env) {
  const store = await startStore(env)
  try {
    const { category, products } = await pathsOf(store.origin)
    const fixed = products[0]
    // The rotating rows must not start with the fixed product (it is in the cache by then).
    const rotating = products.slice(1)
    console.log(
      `${label}: store ready in ${(store.startMs / 1000).toFixed(1)} s; ${products.length} public products; page cache ${pageCache ? 'on' : 'off'}${gzip ? '; gzip' : ''}`,
    )
    const allRoutes = [
      ['home', '/'],
      [`listing /all/${category}`, `/all/${category}`],
      ['product (one id: cached)', fixed],
      [`product (${rotating.length} ids in turn: uncached)`, fixed, rotating],
      ['cart', '/cart'],
    ]
    const routes = only ? allRoutes.filter(([name]) => name.includes(only)) : allRoutes
    // Warm-up (JIT, query plans, generated pictures): each page a few times, one product of the rotation.
    for (const [, path] of routes) await bench(store.origin, path, 4, 1).catch(() => undefined)
    for (const connections of connectionCounts) {
      for (const [name, path, rotate] of routes) {
        const result = await bench(store.origin, path, connections, duration, rotate)
        rows.push({ backend: label, connections, route: name, ...result })
        console.log(
          `  ${String(connections).padStart(3)} conn  ${name.padEnd(36)} ${result.rps.toFixed(0).padStart(5)} req/s  p50 ${result.p50.toFixed(0)} ms  p95 ${result.p95.toFixed(0)} ms  p99 ${result.p99.toFixed(0)} ms  non-2xx ${result.non2xx}  errors ${result.errors} (resets ${result.resets}, timeouts ${result.timeouts})  loop p99 ${result.loopP99} ms (max ${result.loopMax})  healthz p99 ${result.healthP99.toFixed(1)} ms${result.healthFailed ? ` (${result.healthFailed} failed)` : ''}${result.cache ? `  cache ${result.cache.hit} hit / ${result.cache.stale ?? 0} stale / ${result.cache.miss} miss` : ''}`,
        )
        // Let the requests still running after the row's end finish before the next row.
        await new Promise((resolve) => setTimeout(resolve, 1_000))
      }
    }
  } finally {
    await store.stop()
  }
}

console.log(
  `autocannon on loopback: ${duration} s per row at ${connectionCounts.join(' and ')} connections, after a warm-up; node ${process.version}`,
)
if (!usePostgres) await benchBackend('PGlite', {})
else {
  const cluster = await startPostgres()
  if (cluster.skipped) console.log(`PostgreSQL: skipped (${cluster.skipped})`)
  else {
    process.once('SIGINT', () => {
      cluster.stop()
      process.exit(130)
    })
    try {
      await benchBackend('PostgreSQL', { DATABASE_URL: cluster.url })
    } finally {
      cluster.stop()
    }
  }
}

const cpu = spawnSync('nproc', { encoding: 'utf8' }).stdout.trim()
const load = spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.split(' ')[0]
console.log(
  '\n| backend | conn | page | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | resets | timeouts | loop p99 ms | loop max ms | healthz p99 ms |',
)
console.log(
  '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
)
for (const row of rows) {
  console.log(
    `| ${row.backend} | ${row.connections} | ${row.route} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(0)} | ${row.p95.toFixed(0)} | ${row.p99.toFixed(0)} | ${row.non2xx} | ${row.errors} | ${row.resets} | ${row.timeouts} | ${row.loopP99} | ${row.loopMax} | ${row.healthP99.toFixed(1)} |`,
  )
}
const rotated = rows.filter((row) => row.distinct)
console.log(
  `\n${cpu || '?'} CPU cores (load average ${load} at the end), store and load generator on the same machine.${
    rotated.length
      ? ` Rotating rows: ${rotated.map((row) => `${row.sent} requests over ${row.distinct} ids`).join('; ')} (an id asked again within the page cache's 10 s is a hit; within 40 s a stale answer, its page rendered again in the background).`
      : ''
  }`,
)
