/**
 * A graceful stop for a Node HTTP server behind a load balancer (SIGTERM):
 * 1. draining: `/readyz` answers 503 (`onDraining`) and every response carries `Connection: close`, while the
 *    server keeps serving for `drainDelayMs` so the load balancer's health check takes the instance out;
 * 2. the server stops accepting connections and closes its idle keep-alive ones;
 * 3. requests in flight finish, for at most `timeoutMs`, after which their connections are cut;
 * 4. `cleanup` stops the rest (mail sender, cache listener, database).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/** What the stop needs. */
export interface GracefulShutdownOptions {
  /** The server `serve()` returned (an `http.Server`). */
  server: unknown
  /** How long to keep serving once draining (default 0). */
  drainDelayMs?: number
  /** How long requests in flight may take after the server stops accepting (default 10 s). */
  timeoutMs?: number
  /** Called first: the instance reports itself draining (`api.drain()`). */
  onDraining?: () => void
  /** Called last: stop what runs besides the requests and close the database. */
  cleanup?: () => Promise<void>
  /** Progress notices (default none). */
  log?: (message: string) => void
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Watches the server's responses and returns the stop: call it on SIGTERM (it resolves once everything is
 * closed; the caller then exits). Calling it again returns the same stop.
 */
export function gracefulShutdown(options: GracefulShutdownOptions): () => Promise<void> {
  const server = options.server as Server
  const log = options.log ?? (() => {})
  const open = new Set<ServerResponse>()
  let draining = false
  // First among the listeners: the header is in place before the app writes its response.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) response.setHeader('Connection', 'close')
    open.add(response)
    response.once('close', () => open.delete(response))
  })

  let stopping: Promise<void> | null = null
  async function stop(): Promise<void> {
    draining = true
    options.onDraining?.()
    for (const response of open) if (!response.headersSent) response.setHeader('Connection', 'close')
    const drainDelayMs = options.drainDelayMs ?? 0
    if (drainDelayMs > 0) {
      log(`draining: serving ${drainDelayMs} ms more while the load balancer takes this instance out`)
      await sleep(drainDelayMs)
    }
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    // Keep-alive connections whose last response had started before draining become idle later: close them too.
    const sweeper = setInterval(() => server.closeIdleConnections(), 100)
    const timeoutMs = options.timeoutMs ?? 10_000
    let timer: NodeJS.Timeout | undefined
    const late = await Promise.race([
      closed.then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), timeoutMs)
      }),
    ])
    clearTimeout(timer)
    clearInterval(sweeper)
    if (late) {
      log(`stopping: ${open.size} request(s) still running after ${timeoutMs} ms, closing their connections`)
      server.closeAllConnections()
      await closed
    }
    await options.cleanup?.()
  }
  return () => {
    stopping ??= stop()
    return stopping
  }
}

/**
 * Runs `shutdown` on SIGINT and SIGTERM, then exits the process: 0 when it finished, 1 when it failed or took
 * longer than `giveUpMs` (a closing step that hangs, such as an SMTP server that does not answer).
 */
export function stopOnSignals(
  shutdown: () => Promise<void>,
  { giveUpMs, name }: { giveUpMs: number; name: string },
) {
  const stop = () => {
    setTimeout(() => {
      console.error(`[${name}] stopping took too long: exiting`)
      process.exit(1)
    }, giveUpMs).unref()
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`[${name}] stopping:`, error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
