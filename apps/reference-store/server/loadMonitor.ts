/**
 * How loaded the store's process is: the event-loop delay (how late timers and I/O callbacks run: a long render
 * on the one thread delays every other answer, `/healthz` included) and the connections open. Read by
 * `GET /_souk/load` (loopback only) and printed by `scripts/bench-store.mjs`.
 */
import type { Server } from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'

/** Milliseconds, to one decimal, from the histogram's nanoseconds. */
const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e5) / 10

/** Starts measuring; `report()` tells what was measured since the start or the last `reset()`. */
export function createLoadMonitor(resolutionMs = 10) {
  const delay = monitorEventLoopDelay({ resolution: resolutionMs })
  delay.enable()
  let connections = 0
  let connectionsMax = 0
  let since = Date.now()
  return {
    /** Counts the server's open connections. */
    watch(server: Server) {
      server.on('connection', (socket) => {
        connections++
        connectionsMax = Math.max(connectionsMax, connections)
        socket.once('close', () => {
          connections--
        })
      })
    },
    report<T extends object>(extra: T) {
      return {
        sinceMs: Date.now() - since,
        // The histogram counts the timer's lateness beyond its resolution: 0 is an idle loop.
        eventLoopDelayMs: {
          p50: ms(delay.percentile(50)),
          p99: ms(delay.percentile(99)),
          max: ms(delay.max),
          mean: ms(delay.mean),
        },
        connections: { open: connections, max: connectionsMax },
        ...extra,
      }
    },
    reset() {
      delay.reset()
      connectionsMax = connections
      since = Date.now()
    },
  }
}

/** True for a request straight from this machine: a loopback socket, and no proxy's forwarding header. */
export function isLoopbackRequest(remoteAddress: string | undefined, headers: Headers): boolean {
  if (headers.has('x-forwarded-for') || headers.has('forwarded')) return false
  if (!remoteAddress) return false
  return (
    remoteAddress === '::1' || remoteAddress.startsWith('127.') || remoteAddress.startsWith('::ffff:127.')
  )
}
