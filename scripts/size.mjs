// Prints the gzip size of the bundles a host actually downloads, and with --check fails when one is over
// its budget. Each entry is bundled from source with esbuild (minified, tree-shaken, browser target), the
// way an application bundler would include it.
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { root } from './lib.mjs'

const budgets = [
  {
    name: '@souk/core: client + cart + pricing (no texts)',
    resolveDir: `${root}/packages/core`,
    contents: `export { createClient, createCartStore, displayPrice, previousPrice, discountPercent,
      checkoutUnitPrice, cartTotals, formatPrice } from './src/index.ts'`,
    limitKb: 12,
    forbid: ['i18next', 'ofetch'],
  },
  {
    name: '@souk/core: a page (createSouk, its translator, one language)',
    resolveDir: `${root}/packages/core`,
    contents: `export { createSouk, browserStorage } from './src/index.ts'
      export { default as fr } from './src/i18n/locales/fr.ts'`,
    // Core's own translator and HTTP on `fetch` (no i18next, no ofetch): 40.03 KB with them, 21.25 KB without.
    limitKb: 40,
    forbid: ['i18next', 'ofetch'],
  },
]

const check = process.argv.includes('--check')
const rows = []
let over = false
for (const budget of budgets) {
  const result = await build({
    stdin: { contents: budget.contents, resolveDir: budget.resolveDir, loader: 'ts' },
    bundle: true,
    write: false,
    outfile: 'bundle.js',
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['source'],
    metafile: true,
    logLevel: 'error',
  })
  const code = result.outputFiles[0].contents
  const gz = gzipSync(code, { level: 9 }).length / 1024
  // Count only modules that reach the output: tree-shaken ones are parsed but contribute no bytes.
  const output = Object.values(result.metafile.outputs)[0]
  const shipped = Object.entries(output?.inputs ?? {})
    .filter(([, info]) => info.bytesInOutput > 0)
    .map(([input]) => input)
  const leaked = budget.forbid.filter((name) =>
    shipped.some((input) => input.includes(`node_modules/${name}/`)),
  )
  const ok = gz <= budget.limitKb && leaked.length === 0
  if (!ok) over = true
  rows.push({
    bundle: budget.name,
    'min KB': (code.length / 1024).toFixed(1),
    'gzip KB': gz.toFixed(2),
    'budget KB': budget.limitKb,
    result: leaked.length ? `contains ${leaked.join(', ')}` : ok ? 'ok' : 'OVER',
  })
}
console.table(rows)
if (check && over) {
  console.error('A bundle is over its size budget.')
  process.exit(1)
}
