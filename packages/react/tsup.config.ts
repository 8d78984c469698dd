import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  // The workspace tsconfig is composite (for tsc -b); declaration bundling wants a plain program.
  dts: { compilerOptions: { composite: false, declarationMap: false, emitDeclarationOnly: false } },
  sourcemap: true,
  clean: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@souk\//, 'zustand'],
})
