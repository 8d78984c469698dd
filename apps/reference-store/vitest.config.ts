import { mergeConfig } from 'vitest/config'
import { soukProject } from '../../vitest.shared.ts'

// The store's own helpers (server-side HTML rewriting, small libraries) and every page rendered on the server
// then hydrated (app/routes.hydration.test.tsx); journeys are covered end to end in e2e/.
const config = mergeConfig(soukProject('reference-store'), {})
config.test = { ...config.test, include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'server/**/*.test.ts'] }
// The page test runs the real API in-process, so the same conditions as the API's own project: Vitest hands them
// to Node, and the AWS SDK's `module` files are for bundlers (imports without extensions); `import` would make
// `require('pg-pool')` get an ES module.
const conditions = ['source', 'node', 'default']
config.resolve = { ...config.resolve, conditions }
config.ssr = { ...config.ssr, resolve: { ...config.ssr?.resolve, conditions } }

export default config
