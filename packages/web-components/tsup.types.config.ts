import { defineConfig } from 'tsup'

// The published declarations (`dist/types/`), one per kind of entry: the elements and their helpers (`index`: also
// for `all.js`), the autoloader (`souk.js`), a `define/<tag>` entry, the React-peer entries (with the JSX typings) and the JSX typings alone.
// They import the types of `@souk/core` (the widgets' Souk, the storage adapter) and, for JSX, of `react`.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    souk: 'src/souk.ts',
    define: 'src/types/define.ts',
    react: 'src/types/react.ts',
    jsx: 'src/jsx.ts',
  },
  outDir: 'dist/types',
  format: ['esm'],
  dts: { only: true },
  clean: true,
  tsconfig: 'tsconfig.types.json',
})
