/**
 * Request logs and error reports. `SOUK_LOG=json` writes one JSON line per request
 * (`{"time","level","msg":"request","requestId","method","path","status","ms"}`) and per error (with the request
 * id when there is one); `text` the same as short lines; `off` no request lines, errors as plain text.
 *
 * Every request gets an id, echoed as `X-Request-Id`: the load balancer's `X-Request-Id` when the socket's peer
 * is a trusted proxy (`SOUK_TRUSTED_PROXIES`, as for `X-Forwarded-For`) and the id is a sane token, else a fresh
 * random one. A client cannot choose the id its requests are logged under.
 */
import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { socketAddressOf, type TrustedProxies } from './clientAddress'

/** How logs are written. */
export type LogFormat = 'json' | 'text' | 'off'

/** What one request line holds. */
export interface RequestLine {
  requestId: string
  method: string
  path: string
  status: number
  ms: number
}

/** Writes the logs of one process. */
export interface Logger {
  readonly format: LogFormat
  request: (line: RequestLine) => void
  error: (error: unknown, where: string, requestId?: string) => void
  /** A notice about the process (a lost connection): JSON or text, never dropped. */
  warn: (message: string, error?: unknown) => void
  /** A step of the process (draining, stopping): JSON or text, never dropped. */
  info: (message: string) => void
}

/** Where the lines go (tests pass their own). */
export interface LogOutput {
  out: (line: string) => void
  err: (line: string) => void
}

const standardOutput: LogOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** A logger in `format`. */
export function createLogger(format: LogFormat, output: LogOutput = standardOutput): Logger {
  const json = (level: string, fields: Record<string, unknown>) =>
    JSON.stringify({ time: new Date().toISOString(), level, ...fields })
  return {
    format,
    request: (line) => {
      if (format === 'json') output.out(json('info', { msg: 'request', ...line }))
      else if (format === 'text') {
        output.out(`${line.method} ${line.path} ${line.status} ${line.ms} ms [${line.requestId}]`)
      }
    },
    error: (error, where, requestId) => {
      if (format === 'json') {
        const stack = error instanceof Error ? error.stack : undefined
        output.err(json('error', { msg: where, requestId, error: messageOf(error), stack }))
      } else console.error(`[souk-api] ${where}${requestId ? ` [${requestId}]` : ''}:`, error)
    },
    warn: (message, error) => {
      if (format === 'json') {
        output.err(
          json('warn', { msg: message, ...(error === undefined ? {} : { error: messageOf(error) }) }),
        )
      } else console.warn(`[souk-api] ${message}`, ...(error === undefined ? [] : [messageOf(error)]))
    },
    info: (message) => {
      if (format === 'json') output.out(json('info', { msg: message }))
      else console.log(`[souk] ${message}`)
    },
  }
}

/** An id a proxy may hand on: letters, digits and `._:@+=/-`, at most 128 characters (no spaces, no quotes). */
const SANE_ID = /^[\w.:@+=/-]{1,128}$/

/**
 * Ids already given, by Node request: the store's loaders call the API in-process with the page's bindings, so
 * those calls log under the page's id. Weak: an entry goes with its request.
 */
const given = new WeakMap<object, string>()

/** The id of a request, by the rule above. */
export function requestIdOf(c: Context, trusted: TrustedProxies): string {
  const incoming = (c.env as { incoming?: object } | undefined)?.incoming
  const known = incoming ? given.get(incoming) : undefined
  if (known) return known
  const peer = socketAddressOf(c)
  const offered = c.req.header('X-Request-Id')?.trim()
  const id = peer && offered && trusted.has(peer) && SANE_ID.test(offered) ? offered : randomUUID()
  if (incoming) given.set(incoming, id)
  return id
}
