import { mergeConfig } from 'vitest/config'
import { soukProject } from '../../vitest.shared.ts'

// Every test file runs in one worker without module isolation, so `src/test/testServer.ts` starts ONE
// in-memory PGlite (3-6 s) and one server for the whole run.
export default mergeConfig(soukProject('api'), {
  test: {
    isolate: false,
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
