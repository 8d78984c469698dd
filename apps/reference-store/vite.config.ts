import { reactRouter } from '@react-router/dev/vite'
import { bundledCatalogues } from '@souk/core/i18n'
import { defineConfig, type Plugin } from 'vite'
import { textsAsset } from './app/lib/textsAsset.server'

/**
 * The UI texts of each language as a file of the client build (`assets/texts-<language>-<hash>.json`, see
 * `app/lib/texts.ts`), and the same files from the development server.
 */
function uiTexts(): Plugin {
  const assets = Object.entries(bundledCatalogues).map(([language, texts]) => textsAsset(language, texts))
  return {
    name: 'souk-ui-texts',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const asset = assets.find((candidate) => request.url === `/${candidate.fileName}`)
        if (!asset) return next()
        response.setHeader('Content-Type', 'application/json; charset=utf-8')
        response.end(asset.source)
      })
    },
    generateBundle() {
      if (this.environment.name !== 'client') return
      for (const asset of assets)
        this.emitFile({ type: 'asset', fileName: asset.fileName, source: asset.source })
    },
  }
}

export default defineConfig({
  plugins: [reactRouter(), uiTexts()],
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
  // SOUK_SOURCEMAP=1: source maps beside the client's files, for `npx source-map-explorer <file>.js <file>.js.map`.
  build: { target: 'es2022', sourcemap: process.env.SOUK_SOURCEMAP === '1' ? 'hidden' : false },
})
