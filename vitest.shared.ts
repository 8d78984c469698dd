import { defineProject } from 'vitest/config'

/** Project settings shared by every package: resolve sibling packages to their sources. */
export function soukProject(name: string, environment: 'node' | 'happy-dom' = 'node') {
  return defineProject({
    resolve: { conditions: ['source', 'module', 'import', 'default'] },
    ssr: { resolve: { conditions: ['source', 'module', 'import', 'default'] } },
    test: {
      name,
      environment,
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
      restoreMocks: true,
      unstubGlobals: true,
    },
  })
}
