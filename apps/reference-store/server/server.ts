/**
 * The reference store's one process (ARCHITECTURE: server topology): the API at /api/v1/, the server-rendered
 * pages, and the static assets with long-cache hashed names, on PORT (default 3000). Data in SOUK_DATA_DIR
 * (PGlite, created and seeded on first start) or a PostgreSQL server through DATABASE_URL. When the widgets
 * are built (packages/web-components/dist), the shop serves them at /widgets/ and a partner's demo page runs
 * on SOUK_PARTNER_PORT (default 3001): another origin embedding them.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import type { IncomingMessage, Server } from 'node:http'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import {
  createApi,
  createLogger,
  gracefulShutdown,
  isSeeded,
  loadConfig,
  openDb,
  seedDatabase,
  stopOnSignals,
  trustedProxies,
} from '@souk/api'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { createNonce, setSecurityHeaders } from '../app/lib/securityHeaders'
import { extraHostsOf, otherHostAnswer } from './canonicalHost'
import { createEventLoopTurns } from './eventLoopTurns'
import { createLoadMonitor, isLoopbackRequest } from './loadMonitor'
import { PageCache } from './pageCache'
import { createRenderLimit, RenderQueueFull, renderKindOf } from './renderLimit'

const started = Date.now()
const config = loadConfig()
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true })
const database = await openDb({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db`,
})
// One instance seeds a new database; others starting together wait, then find it seeded.
await database.exclusive(async () => {
  if (await isSeeded(database.db)) return
  console.log('[souk] first start: seeding the database…')
  await seedDatabase(database.db, { products: config.seedProducts })
})
// Several instances on one PostgreSQL database keep their caches in step (LISTEN/NOTIFY).
const logger = createLogger(config.logFormat)
// Guests' pages, rendered once and answered from memory until a write empties them (see `pageCache.ts`);
// SOUK_PAGE_CACHE=0 turns it off (every page rendered per request, as before).
const pageCache =
  process.env.SOUK_PAGE_CACHE === '0'
    ? null
    : new PageCache({ createNonce, ttlMs: Number(process.env.SOUK_PAGE_CACHE_TTL_MS ?? 10_000) })
// Renders at once (SOUK_RENDER_CONCURRENCY, default 4): more only slows each one down (see `renderLimit.ts`).
// At most SOUK_RENDER_QUEUE (default 256) wait for a turn; one more is answered 503 with `Retry-After` at once.
// Waiting costs the loop nothing, so the bound is above the connections a load balancer opens to one instance
// (the benchmark's 200): it sheds a flood, not a busy minute.
const renders = createRenderLimit(Math.max(1, Number(process.env.SOUK_RENDER_CONCURRENCY) || 4), {
  maxWaiting: Math.max(0, Number(process.env.SOUK_RENDER_QUEUE ?? 256)),
})
/** Seconds a refused request is told to wait before asking again. */
const RETRY_AFTER_SECONDS = '2'
const api = createApi({
  db: database.db,
  config,
  logger,
  cacheSync: database.databaseUrl ? { databaseUrl: database.databaseUrl } : null,
  // The same notifications that empty the API's caches (a write here, or on another instance) empty the pages.
  onCacheClear: () => pageCache?.clear(),
})

const buildDir = fileURLToPath(new URL('../build/', import.meta.url))
const build = (await import(new URL('../build/server/index.js', import.meta.url).href)) as ServerBuild
const handle = createRequestHandler(
  build,
  process.env.NODE_ENV === 'development' ? 'development' : 'production',
)
/**
 * Loaders reach the API in this process: no network hop, same code as over HTTP. Each call carries the page
 * request's socket and `X-Forwarded-For`, so the API sees the same client (rate limits, loopback-only helpers)
 * whether the browser calls it or a loader does on the browser's behalf.
 */
function apiFetchFor(page: Request, bindings: unknown): typeof fetch {
  const forwardedFor = page.headers.get('X-Forwarded-For')
  return async (input, init) => {
    const request = new Request(input, init)
    if (forwardedFor) request.headers.set('X-Forwarded-For', forwardedFor)
    else request.headers.delete('X-Forwarded-For')
    // A turn of the event loop first, one call per turn (`eventLoopTurns.ts`): the embedded database (PGlite)
    // runs its statements on this thread and answers through promises only, so renders chained call after call
    // would hold the loop for seconds under load (`/healthz`, cached pages and new connections waiting). Between
    // calls, they get their turn.
    await loopTurns.wait()
    return api.fetch(request, bindings)
  }
}
/** The turns of the loop's long tasks: the loaders' API calls and the start of each page's render. */
const loopTurns = createEventLoopTurns()
const waitForTurn = () => loopTurns.wait()

const clientRoot = relative(process.cwd(), `${buildDir}client`) || '.'
// The widgets' build (its hashed chunks under chunks/): `<script type="module" src="/widgets/souk.js">` on any
// site. Module scripts load in CORS mode, so other origins may fetch these public files.
const widgetsDir = fileURLToPath(new URL('../../../packages/web-components/', import.meta.url))
const widgetsBuilt = existsSync(`${widgetsDir}dist/souk.js`)
const app = new Hono()
// Liveness first, before any other middleware (compression, headers, the canonical host, the pages): the API's
// own answer (its request id and log line), nothing else on its way.
app.get('/healthz', (c) => api.fetch(c.req.raw, c.env))
// Text answers (pages, the API's JSON, scripts, styles) travel compressed when the browser accepts it.
app.use(compress())
const load = createLoadMonitor()
// How loaded this process is (event-loop delay, the page cache's counts, open connections), for the benchmark and
// an operator on this machine: loopback only, never through a proxy. `?reset=1` starts a new measurement.
app.get('/_souk/load', (c) => {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  if (!isLoopbackRequest(incoming?.socket.remoteAddress, c.req.raw.headers)) return c.notFound()
  const report = load.report({
    pageCache: pageCache ? { entries: pageCache.size, bytes: pageCache.byteSize, ...pageCache.counts } : null,
    renders: renders.counts,
  })
  if (c.req.query('reset') === '1') load.reset()
  c.header('Cache-Control', 'no-store')
  return c.json(report)
})
// Every answer (pages, assets, the widgets, the API's JSON) is read as the type it declares, never sniffed.
app.use(async (c, next) => {
  await next()
  c.res.headers.set('X-Content-Type-Options', 'nosniff')
})
// One name for the shop: a request under another host than SOUK_PUBLIC_URL's goes there before anything is
// stored (payment and social returns come back to the public URL only). See canonicalHost.ts.
const proxies = trustedProxies(config.trustedProxies)
const extraHosts = extraHostsOf(process.env.SOUK_EXTRA_HOSTS)
app.use(async (c, next) => {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  const answer = otherHostAnswer(c.req.raw, incoming?.socket.remoteAddress, {
    publicUrl: config.publicUrl,
    trusted: proxies,
    extraHosts,
  })
  if (answer) return answer
  await next()
})
app.route('/', api)
// An address under /api/ that no route of the API knows is the API's to answer (its JSON 404 envelope), not a
// store page: a mounted app's own not-found handler does not run, so hand such requests to the API itself.
app.all('/api/*', (c) => api.fetch(c.req.raw, c.env))
if (widgetsBuilt) {
  app.use(
    '/widgets/*',
    serveStatic({
      root: relative(process.cwd(), `${widgetsDir}dist`) || '.',
      rewriteRequestPath: (path) => path.replace(/^\/widgets/, ''),
      onFound: (path, c) => {
        c.header('Access-Control-Allow-Origin', '*')
        c.header('Cross-Origin-Resource-Policy', 'cross-origin')
        // Entry names are stable (souk.js, define/…): revalidate them; chunks have hashed names.
        c.header(
          'Cache-Control',
          path.includes('/chunks/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        )
      },
    }),
  )
}
app.use(
  '/assets/*',
  serveStatic({
    root: clientRoot,
    // Hashed file names: cache for a year.
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
  }),
)
// The few public files beside the assets (the favicon…), each at its own address: a page's path never costs a
// look at the disk (a `stat` per request, ~5 % of a cached page's time under load). Top-level files with plain
// names only (a name is a route here); a folder under `public/` would need a route of its own.
for (const file of readdirSync(clientRoot, { withFileTypes: true })) {
  if (file.isFile() && /^[\w.-]+$/.test(file.name))
    app.get(`/${file.name}`, serveStatic({ root: clientRoot }))
}
// The pages: a nonce of their own per response (never shared between responses), the security headers, and the
// public URL as the base of their absolute URLs (never the request's Host or X-Forwarded-* headers).
// Guests' catalogue pages come from the page cache, which stamps a fresh nonce into each answer it serves.
app.all('*', async (c) => {
  // `background`: a stale page rendered again while its stale copy is answered (`pageCache.ts`). Nobody waits for
  // it, so it waits behind shoppers' renders as a prefetch does, and on a request of its own: the shopper who was
  // answered may leave without cancelling it.
  const render = (nonce: string, background = false) => {
    // Given up after 15 s (a render's stream gives up after 6), so that a stuck one does not hold its page's refresh.
    const request = background
      ? new Request(c.req.raw.url, { headers: c.req.raw.headers, signal: AbortSignal.timeout(15_000) })
      : c.req.raw
    return renders.run(
      async () => {
        const options = { nonce, publicUrl: config.publicUrl, assetUrl: config.publicAssetUrl }
        const response = await handle(request, {
          apiFetch: apiFetchFor(request, c.env),
          waitForTurn,
          ...options,
        })
        const headers = setSecurityHeaders(new Headers(response.headers), options)
        return new Response(response.body, {
          status: response.status,
          statusText: response.statusText,
          headers,
        })
      },
      request.signal,
      background ? 'prefetch' : renderKindOf(request.headers, c.req.path),
    )
  }
  try {
    return await (pageCache ? pageCache.handle(c.req.raw, render) : render(createNonce()))
  } catch (error) {
    // The client left while its page waited for a turn: nobody reads this answer.
    if (c.req.raw.signal.aborted) return new Response(null, { status: 499 })
    // Too many pages waiting for a turn already: ask again shortly rather than wait behind all of them.
    if (error instanceof RenderQueueFull) {
      return new Response(null, {
        status: 503,
        headers: { 'Retry-After': RETRY_AFTER_SECONDS, 'Cache-Control': 'no-store' },
      })
    }
    throw error
  }
})

/** The port the store listens on, once it does (the ready lines wait for it and for the partner page). */
let resolveListening: (port: number) => void = () => {}
const listening = new Promise<number>((resolve) => {
  resolveListening = resolve
})
const server = serve(
  {
    fetch: app.fetch,
    port: config.port,
    hostname: process.env.HOST || undefined,
    // Headers and request timeouts are checked every 5 s (Node's default: 30 s, which lets them run over by as much).
    serverOptions: { connectionsCheckingInterval: 5_000 },
  },
  (info) => resolveListening(info.port),
) as Server
load.watch(server)
// Timeouts chosen, not inherited (docs/SCALING.md, "One instance under many shoppers"):
// - keep-alive 65 s: longer than a load balancer's idle timeout (60 s at AWS ALB), so the balancer, not this
//   process, closes an idle connection; a server that closes first races the balancer's next request on it, which
//   the balancer sees as a reset (502). Node's 5 s default also reset busy clients here: a socket's idle timer
//   fires before the next request waiting on it is read when the event loop was blocked longer than that.
// - headers 66 s: more than keep-alive, as Node's documentation advises, and a bound on a client that sends its
//   headers a byte at a time (slowloris); checked every 5 s (`connectionsCheckingInterval` above).
// - request 120 s: a whole request (a 6 MB review upload on a slow line) must arrive within it.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.requestTimeout = 120_000

/** What a shop owner must know before strangers reach this process: helpers that are on, and durability. */
function startWarnings(settings: typeof config): string[] {
  const lines: string[] = []
  const helpers = [
    settings.devPages ? 'the development mailbox (/api/v1/dev/mailbox/page: every code the shop mails)' : '',
    settings.sandbox ? 'the payment and social sign-in sandboxes (/api/v1/sandbox/…)' : '',
  ].filter(Boolean)
  if (helpers.length) {
    lines.push(
      '[souk] !!! DEVELOPMENT HELPERS ARE ON:',
      ...helpers.map((helper) => `[souk] !!!   ${helper}`),
      `[souk] !!! They answer only this machine (loopback)${settings.devToken ? ' and holders of SOUK_DEV_TOKEN' : ''}. Switch them off for a real shop: SOUK_DEV_PAGES=0 SOUK_SANDBOX=0.`,
    )
  }
  if (!settings.databaseUrl) {
    lines.push(
      '[souk] !!! The embedded database (PGlite) does not fsync: a crash of this process loses nothing committed, but a power',
      '[souk] !!! loss or a kernel crash can lose the last orders. A real shop runs on PostgreSQL: set DATABASE_URL.',
    )
  }
  return lines
}

// The partner's page: a magazine on another origin that embeds the widgets from this shop.
const partnerPort = Number(process.env.SOUK_PARTNER_PORT ?? 3001)
const partner =
  widgetsBuilt && partnerPort > 0
    ? await import('@souk/web-components/partner-server')
        .then((module: { startPartnerServer: StartPartnerServer }) =>
          module.startPartnerServer({
            port: partnerPort,
            host: process.env.HOST || undefined,
            shopUrl: `${config.publicUrl}/`,
          }),
        )
        .catch((error: unknown) => {
          console.error('[souk] the partner page did not start:', error)
          return null
        })
    : null

// The warnings first, then the ready lines last: they are what a person starting the shop looks for.
await listening
for (const line of startWarnings(config)) console.warn(line)
// The public URL: the one name the shop answers under (another host is redirected to it).
console.log(`[souk] store ready in ${Date.now() - started} ms: ${config.publicUrl}/`)
console.log(`[souk] API: ${config.publicUrl}/api/v1/`)
if (widgetsBuilt) console.log(`[souk] widgets: ${config.publicUrl}/widgets/souk.js`)
if (partner) console.log(`[souk] partner page (another origin): ${partner.url}`)

type StartPartnerServer = (options: {
  port: number
  host?: string
  shopUrl: string
}) => Promise<{ url: string; close: () => Promise<void> }>

// SIGTERM (the load balancer's cluster, a process manager): /readyz answers 503 and responses close their
// connections for SOUK_DRAIN_DELAY_MS, then no new connections; requests in flight finish (at most
// SOUK_SHUTDOWN_TIMEOUT_MS), the mail sender and the cache listener stop, the database closes, exit 0.
const shutdown = gracefulShutdown({
  server,
  drainDelayMs: config.drainDelayMs,
  timeoutMs: config.shutdownTimeoutMs,
  onDraining: api.drain,
  cleanup: async () => {
    void partner?.close()
    await api.close()
    await database.close()
  },
  log: logger.info,
})
// Should closing hang (an SMTP server that does not answer), leave anyway.
stopOnSignals(shutdown, { giveUpMs: config.drainDelayMs + config.shutdownTimeoutMs + 5_000, name: 'souk' })
