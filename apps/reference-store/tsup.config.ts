import { defineConfig } from 'tsup'

// The store's Node server: its own code only; the React Router build and every package load at run time.
export default defineConfig({
  entry: { server: 'server/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  sourcemap: true,
  clean: true,
  dts: false,
})
