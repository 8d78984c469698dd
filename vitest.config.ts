import { defineConfig } from 'vitest/config'

// One vitest run for the whole workspace: each package brings its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
})
