/**
 * Seed pictures are drawn in worker threads, never on the main thread: drawing and encoding one takes tens to
 * hundreds of milliseconds of pure computation, and a fresh server's first pages ask for dozens at once. On the
 * main thread every page, API call and `/healthz` would wait for them.
 *
 * One pool per process (it holds no request's data): at most `PAINTERS` threads, started on the first painting and
 * kept (unreferenced while idle, so they never keep a process alive); paintings beyond them wait their turn in
 * order. Where the worker's file cannot be found or a thread cannot start, pictures are painted in place (as
 * before), with one process warning.
 *
 * The worker's file: from the bundle (`dist/`, the server), `paint-worker.js` next to the chunk holding this code (an
 * entry of `apps/api/tsup.config.ts`); from the sources (Vitest, tsx), `paintWorker.ts` through tsx's loader (a
 * development dependency of `apps/api`).
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { type Painting, paint } from './paint'

/** What a painter thread answers: the PNG file, or why it could not paint. */
export type PainterAnswer = { bytes: Uint8Array } | { error: string }

/** How many pictures are drawn at once: the cores but one, left for the requests (at least one). */
export const PAINTERS = Math.max(1, availableParallelism() - 1)

/**
 * The worker thread's code and how to start it; null when it cannot be found. From the sources, a bootstrap
 * registers tsx's loader in the thread, then imports the TypeScript file (on Node 20, a thread's `--import` hooks
 * come too late for its own entry file).
 */
function painterEntry(): { code: URL | string; eval: boolean } | null {
  const here = import.meta.url
  if (here.endsWith('.ts')) {
    const file = new URL('./paintWorker.ts', here).href
    try {
      // tsx's ES module API (its `exports`, import condition: the CommonJS one registers no ES module hooks).
      const manifest = createRequire(here).resolve('tsx/package.json')
      const exported = JSON.parse(readFileSync(manifest, 'utf8')).exports['./esm/api'].import.default
      const api = new URL(exported, pathToFileURL(manifest)).href
      const code = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(file)}) })`
      return { code, eval: true }
    } catch {
      return null
    }
  }
  const file = new URL('./paint-worker.js', here)
  return existsSync(fileURLToPath(file)) ? { code: file, eval: false } : null
}

interface Job {
  painting: Painting
  resolve: (bytes: Uint8Array) => void
  reject: (error: Error) => void
}

let entry: ReturnType<typeof painterEntry> | undefined
/** Threads waiting for a painting. */
const idle: Worker[] = []
/** Threads painting, with their job. */
const busy = new Map<Worker, Job>()
const queue: Job[] = []
let threads = 0
/** Set when no thread can run here: every painting is then painted in place. */
let inPlace = false

function paintInPlace(job: Job) {
  try {
    job.resolve(paint(job.painting))
  } catch (error) {
    job.reject(error instanceof Error ? error : new Error(String(error)))
  }
}

function giveUpThreads(reason: string) {
  if (inPlace) return
  inPlace = true
  process.emitWarning(`Seed pictures are drawn on the main thread: ${reason}`, 'SoukPainters')
  for (const job of queue.splice(0)) paintInPlace(job)
}

function startThread(): Worker | null {
  entry ??= painterEntry()
  if (!entry) {
    giveUpThreads('the painter thread file (paint-worker.js next to the bundle) is missing')
    return null
  }
  const worker = new Worker(entry.code, { eval: entry.eval })
  threads++
  let answered = false
  worker.on('message', (answer: PainterAnswer) => {
    answered = true
    const job = busy.get(worker)
    busy.delete(worker)
    worker.unref()
    idle.push(worker)
    if (job) {
      if ('bytes' in answer) job.resolve(answer.bytes)
      else job.reject(new Error(answer.error))
    }
    next()
  })
  const lost = (error: Error) => {
    const job = busy.get(worker)
    busy.delete(worker)
    const at = idle.indexOf(worker)
    if (at >= 0) idle.splice(at, 1)
    threads--
    // A thread that never painted could not start (its file or loader): paint here from now on.
    if (!answered) giveUpThreads(error.message)
    if (job) {
      if (inPlace) paintInPlace(job)
      else job.reject(error)
    }
    next()
  }
  worker.once('error', lost)
  worker.once('exit', (code) => {
    if (busy.has(worker) || idle.includes(worker)) lost(new Error(`a painter thread exited (${code})`))
  })
  return worker
}

function next() {
  while (queue.length > 0 && !inPlace) {
    const worker = idle.pop() ?? (threads < PAINTERS ? startThread() : null)
    if (!worker) return
    const job = queue.shift() as Job
    busy.set(worker, job)
    worker.ref()
    worker.postMessage(job.painting)
  }
}

/** Draws a painting in a painter thread and resolves with its PNG file. */
export function paintOffThread(painting: Painting): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const job = { painting, resolve, reject }
    if (inPlace) return paintInPlace(job)
    queue.push(job)
    next()
  })
}
