import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { LanguageCode } from '../constants'
import { isBundledLanguage, loadCatalogue } from './loaders'
import ar from './locales/ar'
import en from './locales/en'

describe('loadCatalogue', () => {
  it('loads a bundled language on demand', async () => {
    await expect(loadCatalogue('ar')).resolves.toBe(ar)
    await expect(loadCatalogue('en')).resolves.toBe(en)
  })

  it('rejects a language that is not bundled', async () => {
    await expect(loadCatalogue('de' as LanguageCode)).rejects.toThrow('de')
  })
})

describe('isBundledLanguage', () => {
  it('knows the five shipped languages', () => {
    expect(['en', 'fr', 'ar', 'tr', 'hi'].every(isBundledLanguage)).toBe(true)
    expect(isBundledLanguage('de')).toBe(false)
  })
})

describe('the light modules', () => {
  const light = ['direction.ts', 'translate.ts', 'cookies.ts', 'detectLanguage.ts', 'loaders.ts', 'types.ts']
  const allowed = new Set(['../constants', '../model/enums', '../storage/cookies', './types', './locales/en'])

  it.each(light)('%s imports neither i18next nor the catalogues eagerly', (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')
    const staticImports = [...source.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1])
    for (const specifier of staticImports)
      expect(allowed.has(specifier ?? ''), `${file} imports ${specifier}`).toBe(true)
    // './locales/en' is allowed for its type only.
    expect(source).not.toMatch(/^import\s+(?!type\b)[^'"]*['"]\.\/locales\//m)
  })
})
