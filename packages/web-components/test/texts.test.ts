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

async function manifest(): Promise<
  Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>
> {
  const load = manifests['../dist/.vite/manifest.json']
  if (!load) throw new Error('The bundle is not built: run the package build first.')
  return load()
}

/** The built texts of each language: its first part (`src/texts/<language>.ts`) or its more part. */
async function builtTexts(part: 'first' | 'more' = 'first'): Promise<Record<string, Dictionary>> {
  const built = await manifest()
  const entries = await Promise.all(
    LANGUAGES.map(async (language) => {
      const file =
        built[part === 'first' ? `src/texts/${language}.ts` : `src/texts/more/${language}.ts`]?.file
      const chunk = file ? chunks[`../dist/${file}`] : undefined
      if (!chunk) throw new Error(`No ${part} text chunk for ${language} in the build`)
      return [language, (await chunk()).default] as const
    }),
  )
  return Object.fromEntries(entries)
}

/** The built files a page with one card can load: the card's entry and what it imports, statically or not. */
async function cardPageFiles(): Promise<Set<string>> {
  const built = await manifest()
  const files = new Set<string>()
  const visit = (source: string) => {
    const entry = built[source]
    if (!entry || files.has(entry.file) || /\/texts\//.test(source)) return
    files.add(entry.file)
    for (const next of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) visit(next)
  }
  visit('src/define/souk-product-card.ts')
  return files
}

async function catalogue(language: string): Promise<Dictionary> {
  const load = catalogues[`../../core/src/i18n/locales/${language}.ts`]
  if (!load) throw new Error(`No catalogue for ${language}`)
  return load()
}

/** Two dictionaries with no key in common, as one. */
function merged(one: Dictionary | undefined, other: Dictionary | undefined): Dictionary {
  const result: Record<string, string | Dictionary> = { ...one }
  for (const [key, value] of Object.entries(other ?? {})) {
    const mine = result[key]
    result[key] = typeof mine === 'object' && typeof value === 'object' ? merged(mine, value) : value
  }
  return result
}

/** A text of a nested dictionary by its dotted key. */
function textOf(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' ? node : undefined
}

describe('the widgets’ texts in the build', () => {
  it('has every key the widgets’ code uses, in all five languages, as core’s catalogues translate it', async () => {
    const [first, more] = await Promise.all([builtTexts('first'), builtTexts('more')])
    const texts = Object.fromEntries(
      LANGUAGES.map((language) => [language, merged(first[language], more[language])]),
    )
    const english = await catalogue('en')
    const widgetCode = Object.entries(code)
      .filter(([file]) => !file.includes('/chunks/') || !/\/(more-)?(en|fr|ar|tr|hi)-/.test(file))
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
    const [first, more] = await Promise.all([builtTexts('first'), builtTexts('more')])
    for (const language of LANGUAGES) {
      const whole = flattenKeys(await catalogue(language)).length
      const keys =
        flattenKeys(first[language] as Dictionary).length + flattenKeys(more[language] as Dictionary).length
      expect(keys, language).toBeLessThan(whole / 2)
    }
  })

  it('puts what a page with one card can show in the first part, and only the other elements’ keys in the more part', async () => {
    const [first, more] = await Promise.all([builtTexts('first'), builtTexts('more')])
    const english = flattenKeys(await catalogue('en'))
    const files = await cardPageFiles()
    expect(files).toContain('define/souk-product-card.js')
    const cardCode = Object.entries(code)
      .filter(([file]) => files.has(file.replace('../dist/', '')))
      .map(([, load]) => load)
    const cardKeys = usedKeys(await Promise.all(cardCode.map((load) => load())), english)
    expect(cardKeys).toContain('product.addToCart')
    const bases = (keys: Iterable<string>) => new Set([...keys].map((key) => key.replace(PLURAL, '')))
    for (const language of LANGUAGES) {
      const firstKeys = flattenKeys(first[language] as Dictionary)
      const moreKeys = flattenKeys(more[language] as Dictionary)
      const firstBases = bases(firstKeys)
      for (const key of bases(cardKeys)) expect(firstBases, `${language}: ${key}`).toContain(key)
      expect(
        moreKeys.filter((key) => firstKeys.includes(key)),
        language,
      ).toEqual([])
    }
    // The search's and the cart's texts are not a card's.
    expect(textOf(more.en as Dictionary, 'search.placeholder')).toBe('Search for products, brands and more')
    expect(textOf(first.en as Dictionary, 'search.placeholder')).toBeUndefined()
    expect(textOf(first.en as Dictionary, 'cart.title')).toBeUndefined()
    expect(textOf(more.en as Dictionary, 'cart.title')).toBe('Shopping cart')
  })
})
