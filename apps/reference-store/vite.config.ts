import { reactRouter } from '@react-router/dev/vite'
import { bundledCatalogues } from '@souk/core/i18n'
import { defineConfig, type Plugin, type Rolldown } from 'vite'
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

/**
 * Issue 17: the store's own code every page runs (what the browser entry and the root route use: the chrome, the
 * page's Souk, the shared components they render) as one file, `shell-<hash>.js`, instead of the dozens of small
 * shared chunks the bundler cuts it into because route modules import the same components: every page downloads
 * all of it anyway, and one file compresses far better than forty. React, React DOM and React Router are one
 * file of their own (`runtime-<hash>.js`). What only some routes use, or what loads lazily, stays out.
 *
 * A module is in the shell when a chain of static imports leads to it from the entry or the root route, or when
 * nearly every page renders it (`everyPage`). The packages' index files re-export everything; through one of
 * them, only the modules whose exports the importing side names count (the rest are there for other pages).
 */
function shellChunk(): Plugin {
  const runtime = /\/node_modules\/(react|react-dom|react-router|scheduler)\//
  const starts = /\/app\/(root|entry\.client)\.tsx(\?.*)?$/
  // What nearly every page renders though the chrome does not (buttons, prices, waiting and empty states, close
  // buttons, form messages, the page's meta tags): in the shell rather than in small chunks of their own that most
  // pages download one by one (each such file costs its own imports and compression: ~0.1-0.2 KB gz).
  const everyPage = new RegExp(
    [
      '/react/src/(Button/Button|hooks/usePrice|Shimmer/Shimmer|EmptyState/EmptyState|CloseButton/CloseButton)\\.tsx?$',
      '/core/src/(pricing/displayPrice|validation/validationMessage)\\.ts$',
      '/app/lib/meta\\.ts$',
    ].join('|'),
  )
  /** A file that only re-exports (`export … from`), comments aside. */
  const isBarrel = (code: string | null | undefined) =>
    Boolean(code) &&
    (code as string)
      .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
      .split(';')
      .every((statement) => !statement.trim() || /^\s*export\b[\s\S]*\bfrom\s*['"]/.test(statement))
  /** The names a module imports or re-exports by name (`import { a, b as c } from`, `export { d } from`). */
  const namesIn = (code: string | null | undefined) => {
    const names = new Set<string>()
    for (const [, list] of (code ?? '').matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from/g))
      for (const name of (list as string).split(','))
        names.add(
          name
            .trim()
            .split(/\s+as\s+/)[0]
            ?.replace(/^type\s+/, '') ?? '',
        )
    return names
  }
  return {
    name: 'souk-shell-chunk',
    configEnvironment(name) {
      if (name !== 'client') return
      type Info = Rolldown.ChunkingContext['getModuleInfo']
      const inShell = new Map<string, boolean>()
      const wantedOf = new Map<string, Set<string>>()
      /** The names the shell's modules take from a barrel. */
      const wanted = (barrel: string, info: Info): Set<string> => {
        const known = wantedOf.get(barrel)
        if (known) return known
        const names = new Set<string>()
        wantedOf.set(barrel, names)
        for (const importer of info(barrel)?.importers ?? []) {
          if (!starts.test(importer) && !reached(importer, info)) continue
          const module = info(importer)
          for (const name of isBarrel(module?.code) ? wanted(importer, info) : namesIn(module?.code))
            names.add(name)
        }
        return names
      }
      const reached = (id: string, info: Info): boolean => {
        const known = inShell.get(id)
        if (known !== undefined) return known
        inShell.set(id, false) // a cycle: not through this path
        const found = (info(id)?.importers ?? []).some((importer) => {
          if (starts.test(importer)) return true
          if (!isBarrel(info(importer)?.code)) return reached(importer, info)
          if (!reached(importer, info)) return false
          const names = wanted(importer, info)
          return (info(id)?.exports ?? []).some((name) => names.has(name))
        })
        inShell.set(id, found)
        return found
      }
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'runtime', test: runtime, priority: 2 },
                  // Small modules several routes share, one file per family rather than a file per module as the
                  // bundler cuts them (each file costs its imports and its own compression; a page that needs one
                  // of a family needs nearly all of it): the product cards' parts (home, listings, search), the
                  // purchase form's (product page, cart), the variants' rules (product page), the cart's totals
                  // and shipping rules (cart, checkout), the dialog with its layer helpers.
                  {
                    name: 'catalog',
                    test: /\/react\/src\/(ProductGrid\/ProductGrid|ProductCard\/ProductCard|Collections\/SectionError|WishlistButton\/(WishlistButton|ToggleForm)|CompareButton\/CompareButton|PriceLabel\/PriceLabel|Rating\/Rating|Breadcrumb\/Breadcrumb)\.tsx$|\/app\/lib\/structuredData\.tsx$/,
                    priority: 0,
                  },
                  {
                    name: 'purchase',
                    test: /\/react\/src\/(QuantityInput\/QuantityInput|hooks\/useHydrated)\.tsx?$|\/core\/src\/(validation\/validateQuantity|cart\/cartForm|pricing\/checkoutUnitPrice)\.ts$/,
                    priority: 0,
                  },
                  {
                    name: 'variants',
                    test: /\/react\/src\/AttributePicker\/radioKeys\.ts$|\/core\/src\/pricing\/(findInventory|stockState)\.ts$/,
                    priority: 0,
                  },
                  {
                    name: 'cartRules',
                    test: /\/core\/src\/(cart\/cartSelectors|pricing\/(cartTotals|lineAmounts|unitTax|shippingCharges|bundleFreeUnits)|validation\/validateShipping|addresses\/addressLines)\.ts$|\/react\/src\/AddressForm\/messageText\.ts$/,
                    priority: 0,
                  },
                  {
                    name: 'Dialog',
                    test: /\/react\/src\/(Dialog\/Dialog|Popover\/layer)\.tsx?$/,
                    priority: 0,
                  },
                  {
                    debugName: 'shell',
                    priority: 1,
                    name: (id, context) =>
                      !id.endsWith('.css') &&
                      !starts.test(id) &&
                      !isBarrel(context.getModuleInfo(id)?.code) &&
                      (everyPage.test(id) || reached(id, (module) => context.getModuleInfo(module)))
                        ? 'shell'
                        : null,
                  },
                ],
              },
            },
          },
        },
      }
    },
  }
}

/**
 * SOUK_BUNDLE_REPORT=<file>: the client build's chunks and the rendered size of each module in them, as JSON (what
 * makes up each page's first load, issue 17).
 */
function bundleReport(file: string | undefined): Plugin {
  return {
    name: 'souk-bundle-report',
    async generateBundle(_options, bundle) {
      if (!file || this.environment.name !== 'client') return
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                modules: Object.entries(output.modules)
                  .map(([id, module]) => ({ id, size: module.renderedLength }))
                  .sort((a, b) => b.size - a.size),
              },
            ]
          : [],
      )
      const { writeFile } = await import('node:fs/promises')
      await writeFile(file, JSON.stringify(chunks, null, 1))
    },
  }
}

export default defineConfig({
  plugins: [reactRouter(), uiTexts(), shellChunk(), bundleReport(process.env.SOUK_BUNDLE_REPORT)],
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
