/** The API as a Hono app: middleware, the envelope, and every route under `/api/v1/`. */
import { AUTH_COOKIE, GUEST_TOKEN_HEADER, serializeCookie, sessionCookies } from '@souk/core'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getCookie } from 'hono/cookie'
import { cors } from 'hono/cors'
import { type MailSender, startMailSender } from './auth/mailSender'
import { registerAccounts } from './auth/routes'
import { languageCodes } from './catalog/commonQueries'
import { registerCatalog } from './catalog/routes'
import type { ApiConfig } from './config'
import type { Db } from './db/openDb'
import { type CacheSync, startCacheSync } from './http/cacheSync'
import { clientAddress, trustedProxies } from './http/clientAddress'
import type { ApiServices, AppEnv } from './http/context'
import { guardDevelopmentHelpers } from './http/devGuard'
import { ApiError, envelope, fail } from './http/envelope'
import { bearerOf, cleanGuestToken, sameOriginBrowser, userOfToken } from './http/identity'
import { databaseChecks, type ReadinessCheck, readinessHandler } from './http/readiness'
import { createLogger, type Logger, requestIdOf } from './http/requestLog'
import { ResponseCache } from './http/responseCache'
import { changesShopData } from './http/shopWrites'
import { createImageGenerator } from './images/generate'
import { registerOrders } from './orders/routes'
import type { PaymentProviders } from './payments/gateway'
import { registerPayments } from './payments/routes'
import { registerReviews } from './reviews/routes'
import { registerUploads } from './reviews/uploads'
import { registerShop } from './shop/routes'
import { createStorage, type ObjectStorage } from './storage'

/** What the API needs to run. */
export interface CreateApiOptions {
  db: Db
  config: ApiConfig
  /** Where unexpected errors are reported (default `console.error`). */
  logError?: (error: unknown, where: string) => void
  /**
   * Real payment adapters by method code; they replace the built-in sandbox once `payments.sandbox` is 0
   * (see `payments/gateway.ts`).
   */
  paymentProviders?: PaymentProviders
  /**
   * Cache `common`, `home`, `page/{slug}`, listing pages and totals, search suggestions and the public part of
   * product details per language (default on; see `http/responseCache.ts`).
   */
  responseCache?: boolean
  /** Mail sending (default: an SMTP sender when `config.smtpUrl` is set, else none: the outbox only). */
  mailSender?: MailSender | null
  /** Where uploads live (default `createStorage(config)`: an S3 bucket when `config.s3Bucket` is set, else the disk). */
  storage?: ObjectStorage
  /**
   * Several instances on one PostgreSQL database: a write on any of them empties the caches of all (LISTEN/NOTIFY
   * on that database, see `http/cacheSync.ts`). Pass the database's URL (`OpenDb.databaseUrl`); default none
   * (one instance, or PGlite).
   */
  cacheSync?: { databaseUrl: string; instanceId?: string } | null
  /**
   * Called whenever the API empties its caches: after a write through it, and when another instance's write
   * arrives (`cacheSync`). The store's server empties its rendered-page cache with it.
   */
  onCacheClear?: () => void
  /** More checks of `/readyz` by name (object storage…), each resolving when fine; database ones are built in. */
  readinessChecks?: Record<string, ReadinessCheck>
  /** Request lines and error reports (default: a logger in `config.logFormat`, see `http/requestLog.ts`). */
  logger?: Logger
}

const LANGUAGE_TTL_MS = 30_000
/** Search suggestions: per language and text (see `catalog/lists.ts`). */
const SEARCH_TTL_MS = 10_000
const SEARCH_ENTRIES = 5_000
/** The public part of product details: per language and product (see `catalog/product.ts`). */
const PRODUCT_TTL_MS = 10_000
const PRODUCT_ENTRIES = 2_000
/** Listing pages (every filter, sort, page and language: many keys) and their totals. */
const LISTING_TTL_MS = 10_000
const LISTING_ENTRIES = 2_000

/** The public languages, cached briefly; `clear()` forgets them (another instance's write). */
function languageCache(db: Db): ApiServices['languages'] & { clear: () => void } {
  let cached: { at: number; value: Promise<{ codes: string[]; defaultCode: string }> } | undefined
  const languages = () => {
    if (!cached || Date.now() - cached.at > LANGUAGE_TTL_MS) {
      const value = languageCodes(db).then((list) => ({
        codes: list.map((row) => row.code),
        defaultCode: list.find((row) => row.default === 1)?.code ?? list[0]?.code ?? 'en',
      }))
      cached = { at: Date.now(), value }
      value.catch(() => {
        cached = undefined
      })
    }
    return cached.value
  }
  return Object.assign(languages, {
    clear: () => {
      cached = undefined
    },
  })
}

/** Creates the API; mount it at the root of a server (its routes start with `/api/v1/`). */
export function createApi(options: CreateApiOptions) {
  const { db, config } = options
  const logger = options.logger ?? createLogger(config.logFormat ?? 'off')
  const logError = options.logError ?? ((error: unknown, where: string) => logger.error(error, where))
  /** An unexpected error while answering a request, reported with the request's id. */
  const reportError = (error: unknown, where: string, requestId: string) =>
    options.logError ? options.logError(error, where) : logger.error(error, where, requestId)
  const responseCache = options.responseCache === false ? null : new ResponseCache()
  const storage = options.storage ?? createStorage(config)
  const languages = languageCache(db)
  const services: ApiServices = {
    db,
    storage,
    config,
    languages,
    paymentProviders: options.paymentProviders ?? {},
    responseCache,
    // Many distinct keys (every text typed, every product): parts with their own bounds, emptied with the rest.
    searchCache: responseCache?.part(SEARCH_TTL_MS, SEARCH_ENTRIES) ?? null,
    productCache: responseCache?.part(PRODUCT_TTL_MS, PRODUCT_ENTRIES) ?? null,
    listingCache: responseCache?.part(LISTING_TTL_MS, LISTING_ENTRIES) ?? null,
  }
  const mailSender =
    options.mailSender !== undefined
      ? options.mailSender
      : config.smtpUrl
        ? startMailSender(db, config.smtpUrl, {
            from: config.mailFrom,
            logError,
            leaseMs: config.mailLeaseMs,
          })
        : null
  const cacheSync: CacheSync | null = options.cacheSync
    ? startCacheSync({
        db,
        databaseUrl: options.cacheSync.databaseUrl,
        ...(options.cacheSync.instanceId ? { instanceId: options.cacheSync.instanceId } : {}),
        clear: () => {
          services.responseCache?.clear()
          languages.clear()
          options.onCacheClear?.()
        },
        log: (message, error) => logger.warn(message, error),
      })
    : null
  const proxies = trustedProxies(config.trustedProxies)
  let draining = false
  const app = new Hono<AppEnv>()
  const api = new Hono<AppEnv>()
  // Every request gets an id (a trusted load balancer's X-Request-Id, or a fresh one), echoed and logged with it.
  // Mounted at the root of the store's server, this runs for its pages and assets too.
  app.use('*', async (c, next) => {
    const started = performance.now()
    const requestId = requestIdOf(c, proxies)
    c.set('requestId', requestId)
    await next()
    c.res.headers.set('X-Request-Id', requestId)
    logger.request({
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    })
  })
  // Every answer (JSON, uploads, the API's own pages) is read as the type it declares, never sniffed.
  app.use('*', async (c, next) => {
    await next()
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
  })

  // Who is asking, by the socket (or a trusted proxy's word), before anything else reads it.
  api.use('*', async (c, next) => {
    c.set('client', clientAddress(c, proxies))
    await next()
  })
  // The mailbox and the sandboxes answer this machine only (or the holder of SOUK_DEV_TOKEN).
  api.use('*', guardDevelopmentHelpers(config))

  api.use(
    '*',
    cors({
      // Partner sites may call the API from the browser; credentials travel as bearer headers, never cookies.
      origin: (origin) => (config.allowedOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Accept', 'Authorization', 'Language', 'Lang', GUEST_TOKEN_HEADER],
      credentials: false,
      maxAge: 600,
    }),
  )
  const tooLarge = (c: Context<AppEnv>) => fail(c, new ApiError('The request is too large.'))
  const jsonLimit = bodyLimit({ maxSize: 2 * 1024 * 1024, onError: tooLarge })
  // Review photos: up to 5 images of 1000 KB each, plus the form fields.
  const uploadLimit = bodyLimit({ maxSize: 6 * 1024 * 1024, onError: tooLarge })
  api.use('*', (c, next) => (c.req.path.endsWith('/rating-review/action') ? uploadLimit : jsonLimit)(c, next))
  // A write that may change what the response cache holds (ratings, stock, settings) empties it; a shopper's own
  // writes (cart, saved lists, addresses, sign-in) do not (see `http/shopWrites.ts`).
  api.use('*', async (c, next) => {
    await next()
    if (changesShopData(c.req.method, c.req.path)) {
      services.responseCache?.clear()
      options.onCacheClear?.()
      // The other instances on the database empty theirs (the write has committed by now).
      cacheSync?.publish()
    }
  })
  // Mail written by the request (its transaction has committed by now) leaves after the response.
  if (mailSender) {
    api.use('*', async (c, next) => {
      await next()
      // Writes, and the one GET that writes mail; reads cost no extra query.
      if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) || c.req.path.includes('/send-order-email/')) {
        mailSender.nudge()
      }
    })
  }
  api.use('*', async (c, next) => {
    c.set('services', services)
    c.set('refreshedToken', null)
    const { codes, defaultCode } = await services.languages()
    const requested = (c.req.header('Language') ?? '').trim().toLowerCase()
    c.set('lang', requested && requested !== defaultCode && codes.includes(requested) ? requested : null)
    // Who asks: the bearer of an `Authorization` header (SDKs, other origins, the store's server), else the
    // HttpOnly session cookie of a browser on the shop's own origin (never on a request another site can make).
    const header = c.req.header('Authorization')
    const cookie =
      header === undefined && sameOriginBrowser((name) => c.req.header(name), config.publicUrl)
        ? bearerOf(`Bearer ${getCookie(c, AUTH_COOKIE) ?? ''}`)
        : null
    const bearer = bearerOf(header) ?? cookie
    const user = bearer ? await userOfToken(db, bearer) : null
    c.set('identity', {
      userId: user?.userId ?? null,
      // The guest token: Souk's clients send it as a header (never in a URL); older clients in the query.
      userToken: cleanGuestToken(c.req.header(GUEST_TOKEN_HEADER) ?? c.req.query('user_token')),
      bearer: bearer && user ? { token: bearer, expiresAt: user.expiresAt } : null,
      viaCookie: Boolean(cookie && user),
    })
    await next()
    // A reply to someone who said who they are is theirs alone: no shared cache keeps it for the next asker.
    if ((bearer || c.var.identity.userToken) && !c.res.headers.has('Cache-Control')) {
      c.header('Cache-Control', 'private, no-store')
    }
    if (!cookie) return
    // The session cookie follows its token: a refreshed token replaces it (contract 1.5), and one that no longer
    // signs in (sign-out, account deletion, a revoked or stale token) expires it with its marker.
    const secure = config.publicUrl.startsWith('https:') || new URL(c.req.url).protocol === 'https:'
    const refreshed = c.get('refreshedToken')
    const mayHaveEnded = !refreshed && (c.req.method !== 'GET' || c.req.path.endsWith('/user/logout'))
    const ended = !user || (mayHaveEnded && !(await userOfToken(db, cookie)))
    if (refreshed || ended) {
      for (const { name, value, options } of sessionCookies(refreshed ?? null, { secure })) {
        c.header('Set-Cookie', serializeCookie(name, value, options), { append: true })
      }
    }
  })

  registerCatalog(api)
  registerAccounts(api)
  registerShop(api)
  registerOrders(api)
  registerReviews(api)
  registerPayments(api)

  api.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error)
    reportError(error, `${c.req.method} ${c.req.path}`, c.get('requestId'))
    return fail(c, new ApiError('Something went wrong. Please try again.'))
  })

  app.route('/api/v1', api)
  // Liveness for process managers and the benchmark's baseline: no database (only the request id and log).
  app.get('/healthz', (c) => c.text('ok'))
  // Readiness for the load balancer: the database, its migrations, the storage, the extra checks; 503 while
  // draining.
  app.get(
    '/readyz',
    readinessHandler(
      { ...databaseChecks(db), storage: () => storage.check(), ...options.readinessChecks },
      () => draining,
      logError,
    ),
  )
  registerUploads(app, { storage, config, generate: createImageGenerator(db, storage), logError })
  app.notFound((c) => c.json(envelope(null, 404, 'Not found.'), 404))
  /** Stops what runs besides the requests (the mail sender, the cache listener, the storage's connections). */
  const close = async () => {
    await Promise.all([mailSender?.stop(), cacheSync?.stop()])
    // A storage the caller passed in is theirs to close.
    if (!options.storage) storage.close?.()
  }
  return Object.assign(app, {
    close,
    /** From now on `/readyz` answers 503 (`draining`): the instance is about to stop (see `http/shutdown.ts`). */
    drain: () => {
      draining = true
    },
    /** The cache listener (tests wait for it), or null. */
    cacheSync,
  })
}

/** The Hono app `createApi` returns. */
export type SoukApi = ReturnType<typeof createApi>
