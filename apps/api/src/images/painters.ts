/**
 * Seed pictures are drawn in worker threads, never on the main thread: drawing and encoding one takes tens to
 * hundreds of milliseconds of pure computation, and a fresh server's first pages ask for dozens at once. On the
 * main thread every page, API call and `/healthz` would wait for them.
 *
 * One piscina pool per process (it holds no request's data), created on the first painting: at most `PAINTERS`
 * threads, started as paintings come and closed after `IDLE_MS` without one; paintings beyond them wait their turn
 * in order. Piscina keeps its threads unreferenced while they have no task, so they never keep a process alive.
 *
 * The thread's code: from the bundle (`dist/`, the server), `paint-worker.js` next to the chunk holding this code
 * (an entry of `apps/api/tsup.config.ts`); from the sources (Vitest, tsx), `paintWorkerFromSources.mjs`, which
 * registers tsx's loader and imports `paintWorker.ts`. Where that file is missing, pictures are painted in place,
 * with one process warning.
 */
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { Piscina } from 'piscina'
import { type Painting, paint } from './paint'

/** How many pictures are drawn at once: the cores but one, left for the requests (at least one). */
export const PAINTERS = Math.max(1, availableParallelism() - 1)

/** How long a painter thread waits for another painting before it ends. */
const IDLE_MS = 30_000

/** The pool, once created; null when the thread's file is missing (pictures are then painted in place). */
let pool: Piscina | null | undefined

function painters(): Piscina | null {
  if (pool !== undefined) return pool
  const here = import.meta.url
  const file = new URL(here.endsWith('.ts') ? './paintWorkerFromSources.mjs' : './paint-worker.js', here)
  if (!existsSync(fileURLToPath(file))) {
    process.emitWarning(
      `Seed pictures are drawn on the main thread: the painter thread file ${fileURLToPath(file)} is missing`,
      'SoukPainters',
    )
    pool = null
    return pool
  }
  pool = new Piscina({ filename: file.href, maxThreads: PAINTERS, minThreads: 0, idleTimeout: IDLE_MS })
  return pool
}

/** Draws a painting in a painter thread and resolves with its PNG file. */
export async function paintOffThread(painting: Painting): Promise<Uint8Array> {
  const threads = painters()
  return threads ? threads.run(painting) : paint(painting)
}

/** How many paintings the painter threads have finished (0 when they paint in place). */
export function paintedInThreads(): number {
  return pool?.completed ?? 0
}
