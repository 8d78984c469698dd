// Benchmark of the reference API (`apps/api/dist/main.js`), a script rather than a test. Starts the API on
// 127.0.0.1 with a fresh temporary data folder, drives it with autocannon (loopback only), prints req/s and
// p50/p95/p99 latency per route. PGlite always; PostgreSQL too when it is installed (a throw-away cluster, as
// in `npm test`).
//
//   node scripts/bench-api.mjs [--large] [--duration 5] [--connections 32] [--pglite-only | --postgres-only]
//                              [--database-url postgres://…]
//
// --large seeds SEED_PRODUCTS=100000 (slow to seed) instead of the default 420.
// --listings drives the product listings only (category, sub-category, brand, collection, store, flash sale, search
// results; with and without filters and sorts; search texts in rotation so that each total is computed afresh).
// --database-url runs against that PostgreSQL database only (no PGlite run, no throw-away cluster): the API
// migrates it and seeds it only when it is empty, so an already seeded 100k database is reused as it is.
// --origin http://127.0.0.1:PORT drives an API that is already running there instead (another build, say).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { startPostgres } from '../apps/api/scripts/pg-cluster.mjs'
import { root, runPnpm, startApi as startBuiltApi } from './lib.mjs'

const args = process.argv.slice(2)
const text = (name) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 && args[index + 1] ? args[index + 1] : undefined
}
const option = (name, fallback) => (text(name) === undefined ? fallback : Number(text(name)))
const large = args.includes('--large')
const duration = option('duration', 5)
const connections = option('connections', 32)
const products = large ? 100_000 : 420
const databaseUrl = text('database-url')
const origin = text('origin')
const listingsOnly = args.includes('--listings')

// autocannon is a devDependency of @souk/api.
const autocannon = createRequire(join(root, 'apps/api/package.json'))('autocannon')
const main = join(root, 'apps/api/dist/main.js')
if (!existsSync(main)) runPnpm(['--filter', '@souk/api', 'build'])

/** Starts the API; resolves with its base URL and a stop function once it prints that it is ready. */
function startApi(env) {
  return startBuiltApi({
    main,
    folderPrefix: 'souk-bench-',
    env: {
      SEED_PRODUCTS: String(products),
      NODE_ENV: 'production',
      // The figures measure the API, not a log line per request.
      SOUK_LOG: 'off',
      ...env,
    },
  })
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/**
 * One autocannon run; latencies are collected per response for exact p50/p95/p99. With `rotate` (a list of
 * `{ path, headers }`), every request of every connection takes the next entry of that list, so each is sent
 * once until the list runs out (then it starts again): `sent` and `distinct` tell how it went.
 */
function bench(url, seconds = duration, rotate = undefined) {
  return new Promise((resolve, reject) => {
    const latencies = []
    let sent = 0
    const requests = rotate && [
      {
        setupRequest: (request) => {
          const next = rotate[sent++ % rotate.length]
          return { ...request, path: next.path, headers: { ...request.headers, ...next.headers } }
        },
      },
    ]
    const options = { url, connections, duration: seconds, pipelining: 1, ...(requests ? { requests } : {}) }
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error)
      latencies.sort((a, b) => a - b)
      resolve({
        rps: result.requests.average,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        errors: result.errors + result.timeouts + result.non2xx,
        ...(rotate ? { sent, distinct: rotate.length } : {}),
      })
    })
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
}

/** A fixed shuffle (the same list every run). */
function shuffled(list, seed = 7) {
  const copy = [...list]
  let state = seed
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31
    const j = state % (i + 1)
    ;[copy[i], copy[j]] = [copy[j], copy[i]]
  }
  return copy
}

/**
 * Distinct texts a shopper might type into the search box, taken from real product titles in a language (40
 * listing pages, 1 200 titles): every word's prefixes from 3 characters on, and two-word phrases typed up to each
 * character of the second word ("modern", "modern p", "modern ph", …).
 */
async function typedTexts(origin, lang) {
  const headers = lang ? { Language: lang } : {}
  const pages = await Promise.all(
    Array.from({ length: 40 }, (_, index) =>
      fetch(`${origin}/api/v1/products?page=${index + 1}`, { headers }).then((response) => response.json()),
    ),
  )
  const texts = new Set()
  for (const page of pages) {
    for (const card of page.data.result.data) {
      const words = card.title.toLowerCase().split(/\s+/).filter(Boolean)
      words.forEach((word, index) => {
        const letters = [...word]
        for (let end = 3; end <= letters.length; end++) texts.add(letters.slice(0, end).join(''))
        const next = [...(words[index + 1] ?? '')]
        for (let end = 1; end <= next.length; end++) texts.add(`${word} ${next.slice(0, end).join('')}`)
      })
    }
  }
  return [...texts].map((q) => ({ path: `/api/v1/search?q=${encodeURIComponent(q)}`, headers }))
}

/** The typed texts of several languages (null: the default), interleaved: the same number from each, shuffled. */
async function interleavedTexts(origin, langs) {
  const perLanguage = await Promise.all(langs.map((lang) => typedTexts(origin, lang)))
  const fewest = Math.min(...perLanguage.map((list) => list.length))
  return shuffled(perLanguage.flatMap((list) => shuffled(list).slice(0, fewest)))
}

/** Ids of public products, 30 a listing page (4 500 from 150 pages), for a rotating `product/{id}` row. */
async function publicProductIds(origin, pages = 150) {
  const ids = []
  for (let first = 1; first <= pages; first += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, pages - first + 1) }, (_, index) =>
        fetch(`${origin}/api/v1/products?page=${first + index}`).then((response) => response.json()),
      ),
    )
    for (const page of batch) for (const card of page.data.result.data) ids.push(card.id)
  }
  return [...new Set(ids)].map((id) => ({ path: `/api/v1/product/${id}`, headers: {} }))
}

/**
 * Picks real parameters from the running API: a category with products, a product id and a title word, and
 * the typed texts of the rotating searches and product ids. Each route is `[name, path, rotate?]`.
 */
async function routesOf(origin) {
  const get = async (path) => (await (await fetch(`${origin}/api/v1/${path}`)).json()).data
  const listing = await get('products')
  const first = listing.result.data[0]
  const categories = await get('categories')
  const category = categories.data[0].slug
  const word =
    first.title.split(' ').find((part) => part.length > 3 && part !== first.title.split(' ')[0]) ?? 'pro'
  const english = shuffled(await typedTexts(origin, null))
  // The five languages of the seed, interleaved: the same number of texts from each.
  const languages = await interleavedTexts(origin, [null, 'fr', 'ar', 'tr', 'hi'])
  const products = shuffled(await publicProductIds(origin))
  return {
    total: listing.result.total,
    routes: [
      ['healthz (no DB: ceiling)', '/healthz'],
      ['home (response cache)', '/api/v1/home'],
      [`all?category=${category}`, `/api/v1/all?category=${category}`],
      ['products', '/api/v1/products'],
      [`product/${first.id}`, `/api/v1/product/${first.id}`],
      [`search?q=${word.toLowerCase()}`, `/api/v1/search?q=${encodeURIComponent(word.toLowerCase())}`],
      [`products?q=${word.toLowerCase()}`, `/api/v1/products?q=${encodeURIComponent(word.toLowerCase())}`],
      [`product/<${products.length} ids>`, `/api/v1/product/${first.id}`, products],
      // Last: requests still running on the server after a slow row's end would weigh on the next row.
      [`search?q=<${english.length} typed texts, en>`, '/api/v1/search?q=warm', english],
      [`search?q=<${languages.length} typed texts, 5 languages>`, '/api/v1/search?q=warm', languages],
    ],
  }
}

/** The listing routes (`--listings`): every kind of listing, with and without filters, and new search texts. */
async function listingRoutesOf(origin) {
  const get = async (path) => (await (await fetch(`${origin}/api/v1/${path}`)).json()).data
  const listing = await get('products')
  const category = (await get('categories')).data.find((entry) => entry.public_sub_categories?.length)
  const sub = category.public_sub_categories[0].slug
  const word = 'modern'
  const asListing = ({ path, headers }) => ({
    path: path.replace('/api/v1/search?', '/api/v1/products?'),
    headers,
  })
  const texts = shuffled(await typedTexts(origin, null)).map(asListing)
  // The four other languages of the seed.
  const translated = (await interleavedTexts(origin, ['fr', 'ar', 'tr', 'hi'])).map(asListing)
  const api = (path) => `/api/v1/${path}`
  return {
    total: listing.result.total,
    routes: [
      [`all?category=${category.slug}`, api(`all?category=${category.slug}`)],
      [
        `all?category=… price range, by price`,
        api(`all?category=${category.slug}&min=20&max=300&sortby=price_low_to_high`),
      ],
      [`all?sub_category=${sub}`, api(`all?sub_category=${sub}`)],
      [
        `all?sub_category=… by rating, page 2`,
        api(`all?sub_category=${sub}&sortby=avg_customer_review&page=2`),
      ],
      ['products', api('products')],
      ['products by price', api('products?sortby=price_low_to_high')],
      ['products?brand=1', api('products?brand=1')],
      ['products?brand=1,2 rating 3, by price', api('products?brand=1,2&rating=3&sortby=price_high_to_low')],
      ['products?collection=1', api('products?collection=1')],
      ['products?collection=1 price range', api('products?collection=1&min=10&max=200')],
      ['store?slug=technest', api('store?slug=technest')],
      ['store?slug=technest by price', api('store?slug=technest&sortby=price_low_to_high')],
      ['flash-sale/1', api('flash-sale/1')],
      [`products?q=${word}`, api(`products?q=${word}`)],
      [`products?q=${word} by price`, api(`products?q=${word}&sortby=price_low_to_high`)],
      [`products?q=${word} brand, price range`, api(`products?q=${word}&brand=1,2,3&min=10&max=500`)],
      [
        `products?q=${word} (fr)`,
        api(`products?q=${word}`),
        [{ path: api(`products?q=${word}`), headers: { Language: 'fr' } }],
      ],
      [`products?q=<${texts.length} typed texts>`, api('products?q=warm'), texts],
      [`products?q=<${translated.length} typed texts, fr ar tr hi>`, api('products?q=warm'), translated],
    ],
  }
}

const rows = []
async function benchBackend(label, env) {
  const api = origin ? { origin, startMs: 0, stop: async () => {} } : await startApi(env)
  try {
    const { total, routes } = await (listingsOnly ? listingRoutesOf : routesOf)(api.origin)
    console.log(
      `${label}: ${total} public products, start (migrate, seed if empty) ${(api.startMs / 1000).toFixed(1)} s`,
    )
    for (const [name, path, rotate] of routes) {
      // Warm-up (JIT, query plans, generated images): one uncounted second of the same route (rotating rows
      // warm up on one other text or id, so that what they send is new to the cache).
      await bench(`${api.origin}${path}`, 1).catch(() => undefined)
      const result = await bench(`${api.origin}${path}`, duration, rotate)
      rows.push({ backend: label, route: name, ...result })
      const sent = rotate
        ? `  (${result.sent} requests${result.sent > result.distinct ? `: they repeat after ${result.distinct}` : ', none twice'})`
        : ''
      console.log(
        `  ${name.padEnd(28)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms${sent}`,
      )
    }
  } finally {
    await api.stop()
  }
}

console.log(
  `autocannon on loopback: ${duration} s per route, ${connections} connections (after a 1 s warm-up); node ${process.version}`,
)
const given = Boolean(databaseUrl || origin)
if (given) await benchBackend(origin ? `API at ${origin}` : 'PostgreSQL', { DATABASE_URL: databaseUrl })
if (!given && !args.includes('--postgres-only')) await benchBackend('PGlite', {})
if (!given && !args.includes('--pglite-only')) {
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
console.log(
  `\n${given ? 'the given database' : `${products} products`}, ${cpu || '?'} CPU cores, server and load generator on the same machine.`,
)
const rotating = rows.filter((row) => row.distinct)
if (rotating.length > 0) {
  console.log(
    `Rotating rows: ${rotating.map((row) => `${row.route} ${row.sent} requests over ${row.distinct}`).join('; ')} (a text or id sent again within 10 s is a cache hit).`,
  )
}
