import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

/** A lite stand-in of `@souk/core` (`src/lite/<name>.ts`): the same behaviour as the library, far less code. */
const coreLite = (name: string) =>
  fileURLToPath(new URL(`../../packages/core/src/lite/${name}.ts`, import.meta.url))

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    // The store runs the sibling packages from their TypeScript sources.
    conditions: ['source', 'module', 'browser', 'development|production'],
    // On the server and in the browser alike (the texts must render identically on both): core's translator
    // behind i18next's API, and the platform fetch behind ofetch's — about 19 KB gz less for every page.
    alias: [
      { find: /^i18next$/, replacement: coreLite('i18next') },
      { find: /^ofetch$/, replacement: coreLite('ofetch') },
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
