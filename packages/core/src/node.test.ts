import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

describe('@souk/core in plain Node', () => {
  it('imports and runs without a DOM and without React', async () => {
    // Bundle the sources with their dependencies as one Node ES module and run it in a child process from a
    // folder outside the workspace, where no node_modules (so no React) can be found.
    const dir = mkdtempSync(join(tmpdir(), 'souk-core-node-'))
    try {
      await build({
        entryPoints: [join(packageDir, 'src/index.ts')],
        outfile: join(dir, 'core.mjs'),
        bundle: true,
        format: 'esm',
        platform: 'node',
        logLevel: 'error',
      })
      writeFileSync(
        join(dir, 'run.mjs'),
        `import { createRequire } from 'node:module'
const require = createRequire(import.meta.url)
let react = 'absent'
try { require.resolve('react'); react = 'present' } catch {}
const core = await import('./core.mjs')
const souk = core.createSouk({ language: 'fr', storage: core.memoryStorage(), catalogues: { fr: (await core.loadCatalogue('fr')) } })
console.log(JSON.stringify({
  react,
  document: typeof document,
  window: typeof window,
  price: core.formatPrice(1234.5, { decimal_format: 'fr-FR', currency_icon: '€', currency_position: 2 }),
  text: souk.t('cart.minQuantity'),
  link: core.productLink('robe', 7, 'fr'),
}))`,
      )
      // pnpm puts its store on NODE_PATH for the processes it runs: the child must not inherit it.
      const { NODE_PATH: _nodePath, NODE_OPTIONS: _nodeOptions, ...env } = process.env
      const output = execFileSync(process.execPath, [join(dir, 'run.mjs')], { encoding: 'utf8', env })
      const result = JSON.parse(output)
      expect(result).toMatchObject({
        react: 'absent',
        document: 'undefined',
        window: 'undefined',
        link: '/fr/robe/product/7',
      })
      expect(result.price).toMatch(/^1\s?234,50\s?€$/)
      // The French catalogue was loaded and read: the sentence itself, not merely "not the English one".
      expect(result.text).toBe('La quantité minimale est de 1 article.')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
