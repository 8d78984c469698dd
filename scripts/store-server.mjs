// The reference store's production build, started the way `npm start` serves it, on a throw-away embedded
// database: one place for the benchmarks that drive it in a browser (scripts/lighthouse.mjs, scripts/inp.mjs), on
// `startServer` (scripts/lib.mjs) like the other benchmarks.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { root, startServer } from './lib.mjs'

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
 * Starts `main` (default `apps/reference-store/dist/server.js`) on `port` (with `env` added) under the public URL `http://127.0.0.1:<port>` (the store
 * answers under its public host only) and resolves once it is ready, with `startMs` (from spawn to ready). `warm(path)` renders a page once and fetches
 * the images its HTML names (generated on their first request), so a measurement sees the steady state; `stop()`
 * ends the process and removes its data.
 */
export async function startStore({
  port,
  env = {},
  main = join(root, 'apps/reference-store/dist/server.js'),
}) {
  if (!existsSync(main)) {
    console.error('Build the store first: pnpm run build')
    process.exit(2)
  }
  const store = await startServer({
    main,
    name: 'the store',
    folderPrefix: 'souk-bench-store-',
    ready: /store ready in \d+ ms: http:\/\/127\.0\.0\.1:(\d+)\//,
    env: {
      PORT: String(port),
      SOUK_PUBLIC_URL: `http://127.0.0.1:${port}`,
      SOUK_PARTNER_PORT: '0',
      NODE_ENV: 'production',
      SOUK_LOG: 'off',
      ...env,
    },
  })
  // Interrupted (Ctrl-C), the store goes too.
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => store.stop().then(() => process.exit(128 + (signal === 'SIGINT' ? 2 : 15))))

  async function warm(path) {
    const html = await retry(() => fetch(store.origin + path).then((response) => response.text()))
    const images = new Set([...html.matchAll(/src="([^"]*\/uploads\/[^"]+)"/g)].map((match) => match[1]))
    for (const image of images)
      await retry(() => fetch(new URL(image, store.origin)).then((response) => response.arrayBuffer()))
  }

  return { origin: store.origin, startMs: store.startMs, warm, stop: store.stop }
}
