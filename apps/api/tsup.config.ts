import { defineConfig } from 'tsup'

// The server bundle: our own workspace code (and the static region data) is bundled from source; every npm
// dependency of the package stays external and is loaded from node_modules at run time. `paint-worker` is the
// painter threads' code (src/images/painters.ts starts `dist/paint-worker.js`, next to the chunks).
export default defineConfig({
  entry: { main: 'src/main.ts', index: 'src/index.ts', 'paint-worker': 'src/images/paintWorker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: true,
  dts: false,
  noExternal: [/^@souk\//, 'country-region-data'],
  esbuildOptions(options) {
    options.conditions = ['source', 'module', 'import', 'default']
  },
})
