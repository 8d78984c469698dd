import type { Dictionary } from '@souk/core'
import { describe, expect, it } from 'vitest'
import { flattenKeys, usedKeys } from '../src/texts/subset'

// The widgets' texts as the build ships them: one chunk per language (dist/.vite/manifest.json names them), cut
// down to the keys the widgets' code uses. Fails, saying so, before a build (npm test builds first).
const manifests = import.meta.glob<Record<string, { file: string }>>('../dist/.vite/manifest.json', {
  import: 'default',
})
const chunks = import.meta.glob<{ default: Dictionary }>('../dist/chunks/*.js')
const code = import.meta.glob<string>(['../dist/**/*.js', '!../dist/react/**'], {
  query: '?raw',
  import: 'default',
})
const catalogues = import.meta.glob<Dictionary>('../../core/src/i18n/locales/{en,fr,ar,tr,hi}.ts', {
  import: 'default',
})

const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'] as const
const PLURAL = /_(zero|one|two|few|many|other)$/

async function builtTexts(): Promise<Record<string, Dictionary>> {
  const load = manifests['../dist/.vite/manifest.json']
  if (!load) throw new Error('The bundle is not built: run the package build first.')
  const manifest = await load()
  const entries = await Promise.all(
    LANGUAGES.map(async (language) => {
      const file = manifest[`src/texts/${language}.ts`]?.file
      const chunk = file ? chunks[`../dist/${file}`] : undefined
      if (!chunk) throw new Error(`No text chunk for ${language} in the build`)
      return [language, (await chunk()).default] as const
    }),
  )
  return Object.fromEntries(entries)
}

async function catalogue(language: string): Promise<Dictionary> {
  const load = catalogues[`../../core/src/i18n/locales/${language}.ts`]
  if (!load) throw new Error(`No catalogue for ${language}`)
  return load()
}

/** A text of a nested dictionary by its dotted key. */
function textOf(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' ? node : undefined
}

describe('the widgets’ texts in the build', () => {
  it('has every key the widgets’ code uses, in all five languages, as core’s catalogues translate it', async () => {
    const texts = await builtTexts()
    const english = await catalogue('en')
    const widgetCode = Object.entries(code)
      .filter(([file]) => !file.includes('/chunks/') || !/\/(en|fr|ar|tr|hi)-/.test(file))
      .map(([, load]) => load)
    const used = usedKeys(await Promise.all(widgetCode.map((load) => load())), flattenKeys(english))
    expect(used.size).toBeGreaterThan(50)
    const bases = (keys: Iterable<string>) => new Set([...keys].map((key) => key.replace(PLURAL, '')))
    for (const language of LANGUAGES) {
      const subset = texts[language] as Dictionary
      const whole = await catalogue(language)
      expect(bases(flattenKeys(subset)), language).toEqual(bases(used))
      for (const key of flattenKeys(subset)) expect(textOf(subset, key), key).toBe(textOf(whole, key))
    }
    expect(textOf(texts.fr as Dictionary, 'product.addToCart')).not.toBe(
      textOf(texts.en as Dictionary, 'product.addToCart'),
    )
  })

  it('is a subset: the store’s pages’ texts (account, checkout, orders) stay out', async () => {
    const texts = await builtTexts()
    for (const language of LANGUAGES) {
      const whole = flattenKeys(await catalogue(language)).length
      expect(flattenKeys(texts[language] as Dictionary).length, language).toBeLessThan(whole / 2)
    }
  })
})
