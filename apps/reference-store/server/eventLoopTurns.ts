/**
 * Turns of the event loop for work that holds the loop once it starts: the in-process API calls of the pages'
 * loaders, and the pages' renders. The embedded database (PGlite) runs each statement on this thread and answers
 * through promises only, so a call, once resumed, runs to its answer (the statement, the JSON, the parse) without
 * letting I/O in; React renders a page's shell in one task (a microtask of the caller's).
 *
 * `wait()` resolves one waiter per turn of the event loop, first come first served: between two calls, the loop
 * polls its I/O (a new connection, `/healthz`, a cached page, a client that left) and runs its timers. Resuming every
 * waiter in the same turn (one `setImmediate` each, all run back to back in the loop's check phase) held the loop
 * for as many calls (and renders) as there were pages under way.
 */
export function createEventLoopTurns() {
  const waiters: (() => void)[] = []
  let scheduled = false
  /** Resumes the first waiter, and asks for the next turn when others wait (an immediate set now runs then). */
  const next = () => {
    scheduled = false
    waiters.shift()?.()
    if (waiters.length > 0) {
      scheduled = true
      setImmediate(next)
    }
  }
  return {
    /** Resolves at a later turn of the event loop, after the I/O and timers already due, and after earlier waiters. */
    wait(): Promise<void> {
      return new Promise((resolve) => {
        waiters.push(resolve)
        if (!scheduled) {
          scheduled = true
          setImmediate(next)
        }
      })
    },
    /** Waiters not resumed yet. */
    get waiting() {
      return waiters.length
    },
  }
}
