import { defineProject } from 'vitest/config'

/** Project settings shared by every package: resolve sibling packages to their sources.
 *
 * Test files share their worker's module graph (`isolate: false`): re-importing React, the catalogues and the
 * environment for each of some 150 files took four fifths of the run's CPU time. No module holds a shopper's
 * data, and the react project's setup (src/testing/setup.ts) resets the window after each test. */
export function soukProject(name: string, environment: 'node' | 'happy-dom' = 'node') {
  return defineProject({
    resolve: { conditions: ['source', 'module', 'import', 'default'] },
    ssr: { resolve: { conditions: ['source', 'module', 'import', 'default'] } },
    test: {
      name,
      environment,
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
      isolate: false,
      restoreMocks: true,
      unstubGlobals: true,
    },
  })
}
