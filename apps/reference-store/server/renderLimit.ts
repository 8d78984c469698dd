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
 * A client navigation's data (`….data`, React Router's single fetch: the loaders without the document's render) is
 * a shopper waiting on a page already shown, and a cheap answer: it has a line of its own, served in turn with the
 * documents' (one each while both wait), so it never waits behind every document render queued by other shoppers.
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

/**
 * A shopper's request for a document, a shopper's client navigation (its data only), or a browser's fetch-ahead
 * of a page they may open next.
 */
export type RenderKind = 'request' | 'navigation' | 'prefetch'

/**
 * The kind of a page request: browsers mark a prefetch (`Sec-Purpose: prefetch`; older ones `Purpose`); a
 * navigation asks for the page's data (`pathname` ending in `.data`).
 */
export function renderKindOf(headers: Headers, pathname = ''): RenderKind {
  const purpose = headers.get('Sec-Purpose') ?? headers.get('Purpose') ?? ''
  if (/^prefetch\b/i.test(purpose.trim())) return 'prefetch'
  return pathname.endsWith('.data') ? 'navigation' : 'request'
}

export function createRenderLimit(concurrency: number, options: RenderLimitOptions = {}) {
  const maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY
  const prefetchSlots = Math.max(1, concurrency - 1)
  const maxPrefetchWaiting = concurrency * 2
  let running = 0
  let refused = 0
  const waiting: (() => void)[] = []
  const navigations: (() => void)[] = []
  const prefetches: (() => void)[] = []
  /** Whether the next free slot goes to a navigation when both lines wait (they take turns). */
  let navigationsTurn = true
  /** The next of the shoppers' lines to serve: the one whose turn it is, or the only one waiting. */
  const nextLine = () => {
    if (navigations.length === 0) return waiting
    if (waiting.length === 0 || navigationsTurn) return navigations
    return waiting
  }
  /** Gives free slots to the shoppers' requests in line, in turn, then (leaving one free) to the prefetches. */
  const dispatch = () => {
    while (running < concurrency && waiting.length + navigations.length > 0) {
      const line = nextLine()
      navigationsTurn = line !== navigations
      running++
      line.shift()?.()
    }
    while (running < prefetchSlots && waiting.length + navigations.length === 0 && prefetches.length > 0) {
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
      const line = kind === 'prefetch' ? prefetches : kind === 'navigation' ? navigations : waiting
      const full =
        kind === 'prefetch'
          ? prefetches.length >= maxPrefetchWaiting
          : waiting.length + navigations.length >= maxWaiting
      if (full) {
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
    /** Renders running and waiting (documents, navigations and prefetches), and requests refused since the start (the load report). */
    get counts() {
      return { running, waiting: waiting.length + navigations.length + prefetches.length, refused }
    },
  }
}
