// The reference store's production build, started the way `npm start` serves it, on a throw-away embedded
// database: one place for the benchmarks that drive it in a browser (scripts/lighthouse.mjs, scripts/inp.mjs).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root } from './lib.mjs'

/** Runs a step up to three times: on a loaded machine a first render can outlast the stream timeout. */
export async function retry(step) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step()
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
}

/**
 * Starts `apps/reference-store/dist/server.js` on `port` (127.0.0.1, logs off) and waits until its API answers.
 * `warm(path)` renders a page once and fetches the images its HTML names (generated on their first request), so
 * a measurement sees the steady state; `stop()` ends the process and removes its data.
 */
export async function startStore({ port }) {
  const server = join(root, 'apps/reference-store/dist/server.js')
  if (!existsSync(server)) {
    console.error('Build the store first: pnpm run build')
    process.exit(2)
  }
  const origin = `http://localhost:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'souk-bench-store-'))
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SOUK_DATA_DIR: dataDir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      SOUK_LOG: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  process.on('exit', stop)
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stop()
      process.exit(128 + (signal === 'SIGINT' ? 2 : 15))
    })

  const deadline = Date.now() + 600_000
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/v1/common`)).ok) break
    } catch {}
    if (child.exitCode !== null) throw new Error(`the store exited with code ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error('the store did not start in 10 minutes')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }

  async function warm(path) {
    const html = await retry(() => fetch(origin + path).then((response) => response.text()))
    const images = new Set([...html.matchAll(/src="([^"]*\/uploads\/[^"]+)"/g)].map((match) => match[1]))
    for (const image of images)
      await retry(() => fetch(new URL(image, origin)).then((response) => response.arrayBuffer()))
  }

  return { origin, warm, stop }
}
