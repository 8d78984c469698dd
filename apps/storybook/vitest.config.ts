import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** The system Chromium (Debian's), unless CHROMIUM_PATH names another; Playwright downloads none here. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((candidate) => candidate && existsSync(candidate))
}

// Every story runs as a test in a real Chromium, with axe checks that fail on violations.
export default defineProject({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  // Pre-bundled up front: a mid-run discovery makes Vite reload the page under a running test.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'storybook/test',
      '@storybook/react-vite',
      '@storybook/addon-a11y/preview',
      'i18next',
      'ofetch',
      'zustand',
      'zustand/vanilla',
      'zustand/react/shallow',
    ],
  },
  test: {
    name: 'storybook',
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
