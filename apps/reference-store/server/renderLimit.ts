/**
 * At most `concurrency` page renders at once; the others wait their turn, first come first served. Rendering is
 * CPU work on the process's one thread: 200 renders started together all finish late (each waits for the
 * others' slices), hold 200 sets of loader data in memory, and leave the event loop no room for `/healthz` or the
 * page cache's hits, which never wait here. A request whose client has gone while it waited is not rendered.
 */
export function createRenderLimit(concurrency: number) {
  let running = 0
  const waiting: (() => void)[] = []
  /** Gives the slot to the next in line (it stays taken), or frees it. */
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
  return {
    /** Runs `work` when a slot is free; rejects with the signal's reason when it aborts while waiting. */
    async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (running < concurrency) running++
      else {
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
    /** Renders running and waiting (the load report). */
    get counts() {
      return { running, waiting: waiting.length }
    },
  }
}
