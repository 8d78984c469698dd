import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    // The store runs the sibling packages from their TypeScript sources.
    conditions: ['source', 'module', 'browser', 'development|production'],
    // On the server and in the browser alike (the texts must render identically on both): core's translator
    // behind i18next's API, and the platform fetch behind ofetch's (core's lite stand-ins, the same behaviour
    // as the libraries) — about 19 KB gz less for every page.
    alias: [
      { find: /^i18next$/, replacement: '@souk/core/lite/i18next' },
      { find: /^ofetch$/, replacement: '@souk/core/lite/ofetch' },
    ],
  },
  ssr: {
    resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
    // Bundled into the server build (sources, CSS); the API stays an external import.
    noExternal: ['@souk/core', '@souk/react', '@souk/themes'],
    external: ['@souk/api'],
  },
  build: { target: 'es2022' },
})
