import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Alias, Plugin } from 'vite'

const packageDir = path.dirname(fileURLToPath(import.meta.url))
const require = createRequire(path.join(packageDir, 'package.json'))

/** The ES module file that a package export of preact points to, as an absolute path. */
function preactFile(subpath: string): string {
  const manifestPath = require.resolve('preact/package.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, { import?: string; default?: string }>
  }
  const entry = manifest.exports[subpath]
  const file = entry?.import ?? entry?.default
  if (!file) throw new Error(`preact has no export ${subpath}`)
  return path.join(path.dirname(manifestPath), file)
}

/**
 * React DOM and the JSX runtimes -> preact, as absolute paths (`react` itself: `slimReactDefault`) resolved from this package: sibling packages' sources (built
 * here from their `source` export) import `react` from folders where preact is not installed.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: preactFile('./compat/client') },
  { find: /^react-dom$/, replacement: preactFile('./compat') },
  { find: /^(react|preact)\/jsx-runtime$/, replacement: preactFile('./jsx-runtime') },
  { find: /^(react|preact)\/jsx-dev-runtime$/, replacement: preactFile('./jsx-dev-runtime') },
]

/**
 * Every alias of the widget build: preact for React. (Core needs none: its translator and its HTTP on `fetch`
 * are what it ships. The component stylesheets need none either: `@souk/react/styles/<Component>/<File>.css?inline`
 * is an export of @souk/react.)
 */
export const widgetAliases: Alias[] = [...preactAliases]

/**
 * Slimming resolutions of the widget build (`react: 'external'`: the React-peer variant, React left alone). Third-party modules that use React's default export (r2wc: `createElement`; zustand: hooks) get a slim
 * default object, so preact/compat's whole default export is not kept alive by them.
 */
export function slimWidgetResolutions(options: { react?: 'preact' | 'external' } = {}): Plugin {
  const target = path.join(packageDir, 'src/base/reactDefault.ts')
  const cipherStub = path.join(packageDir, 'src/transport/legacyCipherStub.ts')
  const editsKeptStub = path.join(packageDir, 'src/base/editsKeptStub.ts')
  return {
    name: 'souk:slim-widget-resolutions',
    enforce: 'pre',
    resolveId(source, importer) {
      // Orders are placed on the shop, never in a widget: no legacy order cipher in the bundle.
      if (source === './legacyCipher' && importer && /[\\/]core[\\/]src[\\/]api[\\/]/.test(importer)) {
        return cipherStub
      }
      // Widgets render in the browser and never hydrate server HTML: no edit made before hydration to keep.
      if (
        /[\\/]hooks[\\/]useEditsKept$/.test(source) &&
        importer &&
        /[\\/]react[\\/]src[\\/]/.test(importer)
      ) {
        return editsKeptStub
      }
      if (source !== 'react' || options.react === 'external') return null
      const thirdParty = importer && /[\\/]node_modules[\\/](@r2wc|zustand)[\\/]/.test(importer)
      return thirdParty ? target : preactFile('./compat')
    },
  }
}

/** Sibling packages resolve to their sources (`source` export condition) before they are built. */
export const conditions = ['source', 'module', 'browser', 'import', 'default']

export { packageDir }
