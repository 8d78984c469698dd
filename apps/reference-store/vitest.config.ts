import { mergeConfig } from 'vitest/config'
import { soukProject } from '../../vitest.shared.ts'

// The store's own helpers (server-side HTML rewriting, small libraries) and every page rendered on the server
// then hydrated (app/routes.hydration.test.tsx); journeys are covered end to end in e2e/.
const config = mergeConfig(soukProject('reference-store'), {})
config.test = { ...config.test, include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'server/**/*.test.ts'] }

export default config
