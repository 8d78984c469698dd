import path from 'node:path'
import { defineConfig } from 'vite'
import { widgetIcons } from './vite.icons.ts'
import { conditions, packageDir, slimWidgetResolutions } from './vite.shared.ts'
import { chunkFileName, widgetTexts } from './vite.texts.ts'

/** React and React DOM as the host page's own (peer) copies, never bundled. */
const reactPeers = /^(react|react-dom)(\/.*)?$/

// The variant for hosts that already ship React 19: dist/react/souk.js and dist/react/define/<tag>.js, the same
// elements rendered by React itself (an import map or the host's bundler provides `react` and `react-dom`).
export default defineConfig({
  plugins: [
    slimWidgetResolutions({ react: 'external' }),
    widgetTexts({ first: 'define/souk-product-card' }),
    widgetIcons(),
  ],
  resolve: { conditions },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    target: 'es2022',
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    outDir: 'dist/react',
    emptyOutDir: true,
    sourcemap: false,
    lib: {
      entry: {
        // Hosts with React bundle the widgets: this variant's souk.js registers every tag (no autoloader).
        souk: path.join(packageDir, 'src/all.ts'),
        index: path.join(packageDir, 'src/index.ts'),
        ...Object.fromEntries(
          [
            'souk-config',
            'souk-product-card',
            'souk-product',
            'souk-product-list',
            'souk-cart-button',
            'souk-cart',
            'souk-search',
          ].map((tag) => [`define/${tag}`, path.join(packageDir, `src/define/${tag}.ts`)]),
        ),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id: string) => reactPeers.test(id),
      preserveEntrySignatures: 'allow-extension',
      output: { minify: true, entryFileNames: '[name].js', chunkFileNames: chunkFileName },
    },
  },
})
