// `node scripts/bench-pictures.mjs`: what a fresh store's first pictures cost the other requests. It starts the
// built store (apps/reference-store/dist/server.js, `pnpm run build` first) on a fresh embedded database, reads the
// HTML of the home page and of /all/electronics, then asks for every picture they name (`src`, `srcset`: the seed's
// pictures, drawn on their first request, and their width variants) six at a time, as a browser does, with the
// type a browser accepts. Meanwhile it times `/healthz` every 20 ms and renders a few product pages not yet
// visited; it prints those times and the store's event-loop delay over the same span (`GET /_souk/load`).
// Figures, not a test: PORT (default 3402) sets the port, BENCH_PAGES=path,path the pages read, BENCH_RENDERS=n
// how many product pages are rendered meanwhile (3; 0 leaves the event loop to the pictures alone).
import { startStore } from './store-server.mjs'

const port = Number(process.env.PORT ?? 3402)
const pages = (process.env.BENCH_PAGES ?? '/,/all/electronics').split(',')
const ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const CONNECTIONS = 6

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const round = (ms) => Math.round(ms)
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** The `/uploads/` URLs an HTML page names in `src`, `srcset` and `imagesrcset` attributes. */
function pictureUrls(html, origin) {
  const urls = new Set()
  for (const [, name, value] of html.matchAll(/\s((?:image)?src(?:set)?)="([^"]+)"/g)) {
    const candidates = name.endsWith('set')
      ? value.split(',').map((part) => part.trim().split(/\s+/)[0])
      : [value]
    for (const candidate of candidates) {
      if (!candidate?.includes('/uploads/')) continue
      urls.add(new URL(candidate.replaceAll('&amp;', '&'), origin).href)
    }
  }
  return [...urls]
}

const store = await startStore({ port })
try {
  const { origin } = store
  const htmls = []
  for (const page of pages) htmls.push(await fetch(origin + page).then((response) => response.text()))
  const urls = [...new Set(htmls.flatMap((html) => pictureUrls(html, origin)))]
  const products = [
    ...new Set(
      htmls.flatMap((html) => [...html.matchAll(/href="(\/[^"?#]*product\/[^"?#]+)"/g)].map((m) => m[1])),
    ),
  ].slice(0, Number(process.env.BENCH_RENDERS ?? 3))
  await fetch(`${origin}/_souk/load?reset=1`)

  let done = false
  const health = []
  const probe = (async () => {
    while (!done) {
      const started = performance.now()
      await fetch(`${origin}/healthz`).then((response) => response.text())
      health.push(performance.now() - started)
      await sleep(20)
    }
  })()
  const pageTimes = []
  const pagesRun = (async () => {
    for (const product of products) {
      await sleep(150)
      const started = performance.now()
      await fetch(origin + product).then((response) => response.text())
      pageTimes.push([product, performance.now() - started])
    }
  })()

  const started = performance.now()
  const queue = [...urls]
  const statuses = new Map()
  let bytes = 0
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await fetch(url, { headers: { accept: ACCEPT } })
        bytes += (await response.arrayBuffer()).byteLength
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      }
    }),
  )
  const picturesMs = performance.now() - started
  await pagesRun
  done = true
  await probe
  const load = await fetch(`${origin}/_souk/load`).then((response) => response.json())

  console.log(
    `Pictures of ${pages.join(', ')}: ${urls.length} URLs (${[...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')}), ${round(bytes / 1024)} KB, all in ${round(picturesMs)} ms (${CONNECTIONS} at a time)`,
  )
  console.log(
    `/healthz meanwhile (every 20 ms): ${health.length} answers, p50 ${round(percentile(health, 50))} ms, p95 ${round(percentile(health, 95))} ms, max ${round(Math.max(...health))} ms`,
  )
  for (const [product, ms] of pageTimes) console.log(`page ${product} meanwhile: ${round(ms)} ms`)
  const delay = load.eventLoopDelayMs
  console.log(
    `store's event-loop delay over the same span: p50 ${delay.p50} ms, p99 ${delay.p99} ms, max ${delay.max} ms`,
  )
} finally {
  await store.stop()
}
