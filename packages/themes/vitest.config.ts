import { mergeConfig } from 'vitest/config'
import { soukProject } from '../../vitest.shared.ts'

// The token files themselves (plain CSS): src/dark.test.ts keeps the two copies of the dark tokens equal.
const config = mergeConfig(soukProject('themes'), {})
config.test = { ...config.test, include: ['src/**/*.test.ts'] }
export default config
