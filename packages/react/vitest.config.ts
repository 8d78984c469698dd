import { mergeConfig } from 'vitest/config'
import { soukProject } from '../../vitest.shared.ts'

// Tests type into forms like a user (userEvent): on a busy 2-core machine one can take several seconds, so the
// time limit is 15 s; the tests assert behaviour, never timings.
export default mergeConfig(soukProject('react', 'happy-dom'), {
  test: { setupFiles: ['./src/testing/setup.ts'], testTimeout: 15_000 },
})
