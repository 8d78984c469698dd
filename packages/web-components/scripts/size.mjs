// Prints the gzip size of what a page downloads for the Souk widgets (from the built dist/, as served), and
// with --check exits 1 when a budget of the widgets issue is exceeded. Run `pnpm build` in this package first.
// A "first load" is an entry with every chunk it imports statically (runtime + element + CSS, which is inlined
// in the JS); the active language's texts are a separate download, printed on their own line.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))

const budgets = [
  {
    name: '<souk-product-card> first load (runtime + element + CSS)',
    entry: 'src/define/souk-product-card.ts',
    // Issue 16: the narrower widget Souk (no account calls, no sign-in actions, no payment settings) took it from
    // 30.03 KB back under 30 (29.41 KB when it landed).
    limitKb: 30,
  },
  { name: 'all elements (dist/souk.js + its chunks)', entry: 'src/souk.ts', limitKb: 60 },
]

/** The files an entry loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`No ${key} in dist/.vite/manifest.json: build the package first`)
  if (seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen)
  return seen
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024
const rawKb = (file) => readFileSync(path.join(dist, file)).length / 1024

const check = process.argv.includes('--check')
let over = false
const rows = budgets.map((budget) => {
  const files = [...staticClosure(budget.entry)]
  const gz = files.reduce((sum, file) => sum + gzipKb(file), 0)
  const raw = files.reduce((sum, file) => sum + rawKb(file), 0)
  const ok = gz <= budget.limitKb
  if (!ok) over = true
  return {
    bundle: budget.name,
    files: files.length,
    'min KB': raw.toFixed(1),
    'gzip KB': gz.toFixed(2),
    'budget KB': budget.limitKb,
    result: ok ? 'ok' : 'OVER',
  }
})
const english = manifest['../core/src/i18n/locales/en.ts']
if (english) {
  rows.push({
    bundle: '+ texts of the active language (en, loaded by the runtime)',
    files: 1,
    'min KB': rawKb(english.file).toFixed(1),
    'gzip KB': gzipKb(english.file).toFixed(2),
    'budget KB': '-',
    result: '-',
  })
}
console.table(rows)
if (check && over) {
  console.error('A Souk widget bundle is over its size budget.')
  process.exit(1)
}
