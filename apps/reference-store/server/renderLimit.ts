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

export function createRenderLimit(concurrency: number, options: RenderLimitOptions = {}) {
  const maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY
  let running = 0
  let refused = 0
  const waiting: (() => void)[] = []
  /** Gives the slot to the next in line (it stays taken), or frees it. */
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
  return {
    /**
     * Runs `work` when a slot is free; rejects with the signal's reason when it aborts while waiting, and with
     * `RenderQueueFull` at once when the line is full.
     */
    async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (running < concurrency) running++
      else if (waiting.length >= maxWaiting) {
        refused++
        throw new RenderQueueFull()
      } else {
        await new Promise<void>((resolve, reject) => {
          const turn = () => {
            signal?.removeEventListener('abort', gone)
            resolve()
          }
          const gone = () => {
            const index = waiting.indexOf(turn)
            if (index >= 0) waiting.splice(index, 1)
            reject(signal?.reason ?? new Error('aborted'))
          }
          waiting.push(turn)
          signal?.addEventListener('abort', gone, { once: true })
        })
      }
      try {
        return await work()
      } finally {
        release()
      }
    },
    /** Renders running and waiting, and requests refused since the start (the load report). */
    get counts() {
      return { running, waiting: waiting.length, refused }
    },
  }
}
