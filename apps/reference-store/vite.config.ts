import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    // The store runs the sibling packages from their TypeScript sources.
    conditions: ['source', 'module', 'browser', 'development|production'],
  },
  ssr: {
    resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
    // Bundled into the server build (sources, CSS); the API stays an external import.
    noExternal: ['@souk/core', '@souk/react', '@souk/themes'],
    external: ['@souk/api'],
  },
  build: { target: 'es2022' },
})
