/** The API's settings, read from the environment (the same names everywhere: see the README). */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { LogFormat } from './http/requestLog'

/** Every setting of the API. */
export interface ApiConfig {
  /** HTTP port (PORT, default 3000). */
  port: number
  /** Embedded database and uploads folder (SOUK_DATA_DIR, default `<repo>/.souk-data`). */
  dataDir: string
  /** A PostgreSQL server instead of PGlite (DATABASE_URL). */
  databaseUrl: string | undefined
  /** Connections of the pool to that server (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number
  /** Send mail through this SMTP server besides writing the outbox (SMTP_URL). */
  smtpUrl: string | undefined
  /** `From:` of sent mail (SMTP_FROM; default the shop's address in `settings.email`). */
  mailFrom: string | undefined
  /**
   * Origins allowed to call the API from a browser (SOUK_ALLOWED_ORIGINS, comma-separated; default the partner
   * demo page, `http://localhost:3001` and `http://127.0.0.1:3001`, port from SOUK_PARTNER_PORT).
   */
  allowedOrigins: string[]
  /** NODE_ENV=production: no development pages. */
  production: boolean
  /** Product count of the first-start seed (SEED_PRODUCTS, default 420). */
  seedProducts: number
  /** The storefront's public base URL, used in links the API builds (SOUK_PUBLIC_URL, default http://localhost:PORT). */
  publicUrl: string
  /**
   * The built-in sandbox providers and their pages: payments and social login (SOUK_SANDBOX=1/0; default on, off
   * when NODE_ENV=production). Off, redirect gateways need a real adapter and `payments.sandbox` = 0.
   */
  sandbox: boolean
  /** Development pages: the mailbox (SOUK_DEV_PAGES=1/0; default on, off when NODE_ENV=production). */
  devPages: boolean
  /**
   * Proxies whose `X-Forwarded-For` is believed (SOUK_TRUSTED_PROXIES: comma-separated addresses or CIDR ranges,
   * e.g. `127.0.0.1,10.0.0.0/8`; default none: the socket's address is the client).
   */
  trustedProxies: string[]
  /**
   * A secret that opens the development helpers (mailbox, sandboxes) to a client that is not on this machine
   * (SOUK_DEV_TOKEN, sent as the `X-Souk-Dev-Token` header or the `souk_dev_token` cookie; default none: loopback
   * only).
   */
  devToken: string | undefined
  /**
   * Keep uploads (review photos, generated pictures) in this S3 bucket instead of `SOUK_DATA_DIR/uploads`
   * (SOUK_S3_BUCKET; default none: the disk). Region and keys come from the AWS SDK's usual settings
   * (`AWS_REGION`, `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, or a profile or role).
   */
  s3Bucket: string | undefined
  /**
   * An S3-compatible server instead of AWS (SOUK_S3_ENDPOINT, e.g. `http://127.0.0.1:4569` for MinIO or s3rver;
   * requests then use path-style addresses). Default none: AWS.
   */
  s3Endpoint: string | undefined
  /** A folder in the bucket for every key (SOUK_S3_PREFIX, e.g. `shop-1`; default none). */
  s3Prefix: string | undefined
  /**
   * The public base URL of the stored uploads, e.g. a CDN in front of the bucket (SOUK_PUBLIC_ASSET_URL, no
   * trailing slash). Set, `/uploads/{name}` answers a redirect to `<url>/<name>` once the object exists (seed
   * pictures are drawn first); SVG pictures are still served by the API, with their Content-Security-Policy.
   */
  publicAssetUrl: string | undefined
  /**
   * Request lines and error reports (SOUK_LOG): `json` (one JSON line each, with the request id), `text`, or
   * `off` (errors only, as text). Default `json` when NODE_ENV=production and the output is not a terminal (a
   * service's log), else `off` (a quiet terminal for `npm start`). See `http/requestLog.ts`.
   */
  logFormat: LogFormat
  /**
   * On SIGTERM, how long the instance keeps serving while `/readyz` answers 503, so the load balancer takes it
   * out before it stops accepting (SOUK_DRAIN_DELAY_MS, default 0).
   */
  drainDelayMs: number
  /** Then how long in-flight requests may take before their connections are cut (SOUK_SHUTDOWN_TIMEOUT_MS, 10 s). */
  shutdownTimeoutMs: number
  /**
   * How long a mail being sent is held by the instance sending it (SOUK_MAIL_LEASE_MS, default 60 s): another
   * instance retries the row only after that, so it must stay longer than a send can take (the SMTP timeouts
   * add up to 40 s). Shorter only in tests that kill a sender on purpose.
   */
  mailLeaseMs: number
}

/** A 1/0 (true/false, on/off) switch, or the default when unset. */
function switchOf(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback
  return ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase())
}

/** A whole number of milliseconds, or the default when unset or not one. */
function millisecondsOf(value: string | undefined, fallback: number): number {
  const parsed = Number(value?.trim() || Number.NaN)
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback
}

/** SOUK_LOG, or the default described at `logFormat`. */
function logFormatOf(env: NodeJS.ProcessEnv): LogFormat {
  const value = env.SOUK_LOG?.trim().toLowerCase()
  if (value === 'json' || value === 'text' || value === 'off') return value
  if (value) throw new Error('SOUK_LOG must be json, text or off')
  return env.NODE_ENV === 'production' && !process.stdout.isTTY ? 'json' : 'off'
}

/** The repository root, from the source tree or from `dist/`. */
function repoRoot(): string {
  const here = fileURLToPath(new URL('.', import.meta.url))
  return resolve(here, '..', '..', '..')
}

/**
 * SOUK_ALLOWED_ORIGINS, comma-separated; unset, the partner demo page of `npm start`
 * (`http://localhost:${SOUK_PARTNER_PORT:-3001}` and its 127.0.0.1 form). Set to an empty value, no origin.
 */
function allowedOriginsOf(env: NodeJS.ProcessEnv): string[] {
  if (env.SOUK_ALLOWED_ORIGINS === undefined) {
    const port = Number.parseInt(env.SOUK_PARTNER_PORT ?? '', 10)
    const partner = Number.isInteger(port) && port > 0 && port < 65536 ? port : 3001
    return [`http://localhost:${partner}`, `http://127.0.0.1:${partner}`]
  }
  return env.SOUK_ALLOWED_ORIGINS.split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
}

/** SOUK_DEV_TOKEN: unset or empty, none; a token a stranger could guess is refused at start. */
function devTokenOf(value: string | undefined): string | undefined {
  const token = value?.trim()
  if (!token) return undefined
  if (token.length < 24)
    throw new Error('SOUK_DEV_TOKEN must be at least 24 characters (e.g. openssl rand -hex 16)')
  return token
}

/** SOUK_PUBLIC_ASSET_URL: an http(s) URL without trailing slash; anything else is refused at start. */
function publicAssetUrlOf(value: string | undefined): string | undefined {
  const url = value?.trim().replace(/\/+$/, '')
  if (!url) return undefined
  if (!/^https?:\/\/[^/?#\s]+(?:\/[^?#\s]*)?$/i.test(url))
    throw new Error(
      'SOUK_PUBLIC_ASSET_URL must be an http(s) URL without query, e.g. https://cdn.example.com/uploads',
    )
  return url
}

/** Reads the settings from an environment (default `process.env`). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number.parseInt(env.PORT ?? '', 10)
  const resolvedPort = Number.isInteger(port) && port >= 0 && port < 65536 ? port : 3000
  const seedProducts = Number.parseInt(env.SEED_PRODUCTS ?? '', 10)
  const poolSize = Number.parseInt(env.DATABASE_POOL_SIZE ?? '', 10)
  return {
    port: resolvedPort,
    dataDir: env.SOUK_DATA_DIR ? resolve(env.SOUK_DATA_DIR) : resolve(repoRoot(), '.souk-data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: Number.isInteger(poolSize) && poolSize > 0 ? poolSize : 10,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.SMTP_FROM || undefined,
    allowedOrigins: allowedOriginsOf(env),
    production: env.NODE_ENV === 'production',
    seedProducts: Number.isInteger(seedProducts) && seedProducts > 0 ? seedProducts : 420,
    publicUrl: (env.SOUK_PUBLIC_URL || `http://localhost:${resolvedPort}`).replace(/\/+$/, ''),
    sandbox: switchOf(env.SOUK_SANDBOX, env.NODE_ENV !== 'production'),
    devPages: switchOf(env.SOUK_DEV_PAGES, env.NODE_ENV !== 'production'),
    trustedProxies: (env.SOUK_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    devToken: devTokenOf(env.SOUK_DEV_TOKEN),
    s3Bucket: env.SOUK_S3_BUCKET?.trim() || undefined,
    s3Endpoint: env.SOUK_S3_ENDPOINT?.trim() || undefined,
    s3Prefix: env.SOUK_S3_PREFIX?.trim() || undefined,
    publicAssetUrl: publicAssetUrlOf(env.SOUK_PUBLIC_ASSET_URL),
    logFormat: logFormatOf(env),
    drainDelayMs: millisecondsOf(env.SOUK_DRAIN_DELAY_MS, 0),
    shutdownTimeoutMs: millisecondsOf(env.SOUK_SHUTDOWN_TIMEOUT_MS, 10_000),
    mailLeaseMs: Math.max(1000, millisecondsOf(env.SOUK_MAIL_LEASE_MS, 60_000)),
  }
}
