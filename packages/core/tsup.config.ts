import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'i18n/index': 'src/i18n/index.ts',
    'testing/index': 'src/testing/index.ts',
    i18next: 'src/i18n/i18nextAdapter.ts',
    'i18n/locales/en': 'src/i18n/locales/en.ts',
    'i18n/locales/fr': 'src/i18n/locales/fr.ts',
    'i18n/locales/ar': 'src/i18n/locales/ar.ts',
    'i18n/locales/tr': 'src/i18n/locales/tr.ts',
    'i18n/locales/hi': 'src/i18n/locales/hi.ts',
  },
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  // The workspace tsconfig is composite (for tsc -b); declaration bundling wants a plain program.
  dts: { compilerOptions: { composite: false, declarationMap: false, emitDeclarationOnly: false } },
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  external: ['i18next', 'zustand'],
})
