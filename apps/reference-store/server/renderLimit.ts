/**
 * At most `concurrency` page renders at once; the others wait their turn, first come first served. Rendering is
 * CPU work on the process's one thread: 200 renders started together all finish late (each waits for the
 * others' slices), hold 200 sets of loader data in memory, and leave the event loop no room for `/healthz` or the
 * page cache's hits, which never wait here. A request whose client has gone while it waited is not rendered.
 *
 * The line is bounded (`maxWaiting`): a request that finds it full is not queued but refused at once with
 * `RenderQueueFull` (the server answers 503 with `Retry-After`), rather than waiting longer than a shopper or a
 * load balancer would. Waiting costs the event loop nothing (a parked promise), so the bound is about how long
 * the last in line waits: `maxWaiting / concurrency` renders' time.
 *
 * A fetch-ahead (a browser's idle prefetch, `Sec-Purpose: prefetch`) must never delay a shopper's real request:
 * it waits in a line of its own, served only when no request waits, and never takes the last free slot (the next
 * request finds it). That line holds at most `concurrency * 2`; a prefetch beyond is refused at once.
 */
export class RenderQueueFull extends Error {
  constructor() {
    super('too many pages are waiting to be rendered')
    this.name = 'RenderQueueFull'
  }
}

export interface RenderLimitOptions {
  /** At most this many requests wait for a turn (default: unbounded); one more is refused with `RenderQueueFull`. */
  maxWaiting?: number
}

/** A shopper's request, or a browser's fetch-ahead of a page they may open next. */
export type RenderKind = 'request' | 'prefetch'

/** The kind of a page request: browsers mark a prefetch (`Sec-Purpose: prefetch`; older ones `Purpose`). */
export function renderKindOf(headers: Headers): RenderKind {
  const purpose = headers.get('Sec-Purpose') ?? headers.get('Purpose') ?? ''
  return /^prefetch\b/i.test(purpose.trim()) ? 'prefetch' : 'request'
}

export function createRenderLimit(concurrency: number, options: RenderLimitOptions = {}) {
  const maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY
  const prefetchSlots = Math.max(1, concurrency - 1)
  const maxPrefetchWaiting = concurrency * 2
  let running = 0
  let refused = 0
  const waiting: (() => void)[] = []
  const prefetches: (() => void)[] = []
  /** Gives free slots to the requests in line, then (leaving one free) to the prefetches. */
  const dispatch = () => {
    while (running < concurrency && waiting.length > 0) {
      running++
      waiting.shift()?.()
    }
    while (running < prefetchSlots && waiting.length === 0 && prefetches.length > 0) {
      running++
      prefetches.shift()?.()
    }
  }
  return {
    /**
     * Runs `work` when a slot is free; rejects with the signal's reason when it aborts while waiting, and with
     * `RenderQueueFull` at once when its line is full.
     */
    async run<T>(work: () => Promise<T>, signal?: AbortSignal, kind: RenderKind = 'request'): Promise<T> {
      const line = kind === 'prefetch' ? prefetches : waiting
      if (line.length >= (kind === 'prefetch' ? maxPrefetchWaiting : maxWaiting)) {
        refused++
        throw new RenderQueueFull()
      }
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          signal?.removeEventListener('abort', gone)
          resolve()
        }
        const gone = () => {
          const index = line.indexOf(turn)
          if (index >= 0) line.splice(index, 1)
          reject(signal?.reason ?? new Error('aborted'))
        }
        line.push(turn)
        signal?.addEventListener('abort', gone, { once: true })
        dispatch()
      })
      try {
        return await work()
      } finally {
        running--
        dispatch()
      }
    },
    /** Renders running and waiting (requests and prefetches), and requests refused since the start (the load report). */
    get counts() {
      return { running, waiting: waiting.length + prefetches.length, refused }
    },
  }
}
