import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { conditions, slimWidgetResolutions, widgetAliases } from './vite.shared.ts'

// The elements' tests run in a real Chromium against the sources, built the way the bundle is (preact/compat),
// with the network answered by core's fake fetch.
export default defineProject({
  plugins: [slimWidgetResolutions()],
  resolve: { alias: widgetAliases, conditions },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  // No pre-bundling: every import of preact must reach the same files the aliases name (a pre-bundled
  // second copy breaks hooks and vnodes), and every dependency here ships ES modules.
  optimizeDeps: { noDiscovery: true, include: [] },
  test: {
    name: 'web-components',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    restoreMocks: true,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions(),
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
})
