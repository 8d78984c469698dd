import { defineConfig } from 'tsup'

// The server bundle: our own workspace code (and the static region data) is bundled from source; every npm
// dependency of the package stays external and is loaded from node_modules at run time.
export default defineConfig({
  entry: { main: 'src/main.ts', index: 'src/index.ts' },
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
