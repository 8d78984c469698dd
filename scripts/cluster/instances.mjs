// The Souk instances of `scripts/cluster.mjs`: each is the production store server
// (`apps/reference-store/dist/server.js`: pages, the API in-process, uploads), on its own port, sharing one
// PostgreSQL database and one S3 bucket. Their JSON logs go to a file each.
import { spawn } from 'node:child_process'
import { createWriteStream, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A started instance: its name, port, process, and what it wrote. */
export function startInstance({ root, dir, name, port, env }) {
  const logFile = join(dir, `${name}.log`)
  const log = createWriteStream(logFile, { flags: 'a' })
  const child = spawn(process.execPath, [join(root, 'apps/reference-store/dist/server.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.pipe(log, { end: false })
  child.stderr.pipe(log, { end: false })
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    logFile,
    /** The last lines it wrote (for failures). */
    tail: (lines = 15) => readFileSync(logFile, 'utf8').trim().split('\n').slice(-lines).join('\n'),
    signal: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

/** Waits until `url/readyz` answers 200 (or the process exits, or the time is up). */
export async function waitReady(instance, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (instance.child.exitCode !== null) {
      throw new Error(`${instance.name} exited (${instance.child.exitCode}):\n${instance.tail()}`)
    }
    const status = await fetch(`${instance.url}/readyz`)
      .then((response) => response.status)
      .catch(() => 0)
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${instance.name} was not ready after ${timeoutMs} ms:\n${instance.tail()}`)
}
