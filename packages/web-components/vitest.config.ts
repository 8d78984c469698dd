import { existsSync } from 'node:fs'
import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'
import { conditions, slimWidgetResolutions, widgetAliases } from './vite.shared.ts'

/** The system Chromium (Debian's), unless CHROMIUM_PATH names another; Playwright downloads none here. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((candidate) => candidate && existsSync(candidate))
}

// The elements' tests run in a real Chromium against the sources, built the way the bundle is (preact/compat,
// the lite i18next and ofetch), with the network answered by core's fake fetch.
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
        launchOptions: {
          executablePath: chromiumPath(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
})
