import { mergeConfig } from 'vitest/config'
import { soukProject } from '../../vitest.shared.ts'

export default mergeConfig(soukProject('react', 'happy-dom'), {
  test: { setupFiles: ['./src/testing/setup.ts'] },
})
