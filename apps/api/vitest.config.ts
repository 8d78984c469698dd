import { mergeConfig } from 'vitest/config'
import { soukProject } from '../../vitest.shared.ts'

// Every test file runs in one worker without module isolation, so `src/test/testServer.ts` starts ONE
// in-memory PGlite (3-6 s) and one server for the whole run.
const config = mergeConfig(soukProject('api'), {
  test: {
    isolate: false,
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // With DATABASE_URL: a fresh database on that server for the run, dropped at the end.
    globalSetup: ['src/test/globalSetup.ts'],
  },
})

// The shared conditions name `import` explicitly, which then applies to `require()` too: `pg` would get
// pg-pool's ES module from `require('pg-pool')` and fail ("Class extends value [object Module]"). Vite adds
// `import` or `require` by itself for each kind of import, so this project lists only the others. Nor `module`:
// Vitest hands these conditions to Node (`--conditions`), and the AWS SDK's `module` files are for bundlers
// (imports without extensions); the server runs on plain Node, which never picks `module` either.
const conditions = ['source', 'node', 'default']
config.resolve = { ...config.resolve, conditions }
config.ssr = { ...config.ssr, resolve: { ...config.ssr?.resolve, conditions } }

export default config
