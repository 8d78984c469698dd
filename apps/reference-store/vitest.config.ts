import { mergeConfig } from 'vitest/config'
import { soukProject } from '../../vitest.shared.ts'

// The store's own helpers (server-side HTML rewriting, small libraries); pages are covered end to end in e2e/.
const config = mergeConfig(soukProject('reference-store'), {})
config.test = { ...config.test, include: ['app/**/*.test.ts', 'server/**/*.test.ts'] }

export default config
