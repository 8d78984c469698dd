import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

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
      'zustand',
      'zustand/vanilla',
      'zustand/react/shallow',
    ],
  },
  test: {
    name: 'storybook',
    // The story files share one page (one iframe) instead of a new page each: loading React, Storybook, axe
    // and every stylesheet again for each of ~80 files was most of the project's time. Each story renders a
    // fresh Souk (preview.tsx) and Storybook unmounts it after its test, so no story sees another's state.
    isolate: false,
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
