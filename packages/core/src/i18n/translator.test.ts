import { createInstance } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { bundledCatalogues } from './bundledCatalogues'
import ar from './locales/ar'
import en from './locales/en'
import fr from './locales/fr'
import { createTranslator } from './translate'
import { createI18n } from './translator'

describe('createI18n', () => {
  it('translates synchronously right after creation', () => {
    const i18n = createI18n({ catalogues: bundledCatalogues, language: 'fr' })
    expect(i18n.language).toBe('fr')
    expect(i18n.t('cart.added')).toBe(fr.cart.added)
    expect(i18n.t('cart.cannotShip', { state: 'Québec', country: 'Canada' })).toContain('Québec Canada')
  })

  it('starts in English by default', () => {
    const i18n = createI18n({ catalogues: bundledCatalogues })
    expect(i18n.language).toBe('en')
    expect(i18n.t('checkout.placeOrder')).toBe('Place order')
  })

  it('gives each call its own instance', () => {
    const a = createI18n({ catalogues: bundledCatalogues, language: 'ar' })
    const b = createI18n({ catalogues: bundledCatalogues, language: 'tr' })
    expect(a).not.toBe(b)
    expect(a.t('header.cart')).toBe(ar.header.cart)
    expect(b.t('header.cart')).toBe('Sepetim')
  })

  it('changes the language of one instance without touching another', async () => {
    const a = createI18n({ catalogues: bundledCatalogues, language: 'en' })
    const b = createI18n({ catalogues: bundledCatalogues, language: 'en' })
    await a.changeLanguage('hi')
    expect(a.language).toBe('hi')
    expect(a.t('header.cart')).toBe('कार्ट')
    expect(b.language).toBe('en')
    expect(b.t('header.cart')).toBe('Cart')
  })

  it('tells its listeners the new language once its texts are there, until they leave', async () => {
    const i18n = createI18n({ catalogues: bundledCatalogues })
    const seen: string[] = []
    const listener = vi.fn((language: string) => seen.push(`${language}: ${i18n.t('header.cart')}`))
    i18n.on('languageChanged', listener)
    await i18n.changeLanguage('fr')
    expect(seen).toEqual(['fr: Panier'])
    i18n.off('languageChanged', listener)
    await i18n.changeLanguage('tr')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps texts added to one instance out of every other instance and out of the catalogues', () => {
    const a = createI18n({ catalogues: bundledCatalogues })
    a.addTexts('en', { cart: { added: 'Changed in a' } })
    a.addTexts('fr', { header: { cart: 'Changé' } })
    expect(a.t('cart.added')).toBe('Changed in a')
    expect(a.t('cart.title')).toBe('Shopping cart')
    expect(a.t('header.cart', { lng: 'fr' })).toBe('Changé')
    const b = createI18n({ catalogues: bundledCatalogues })
    expect(b.t('cart.added')).toBe('Product added to cart successfully')
    expect(b.t('header.cart', { lng: 'fr' })).toBe('Panier')
    expect(en.cart.added).toBe('Product added to cart successfully')
    expect(fr.header.cart).toBe('Panier')
  })

  it('keeps texts added to one instance out of another that reads the same catalogue already', () => {
    const before = createI18n({ catalogues: bundledCatalogues })
    const a = createI18n({ catalogues: bundledCatalogues })
    a.addTexts('en', { cart: { added: 'Changed in a' } })
    a.addTexts('en', { cart: { title: 'Basket' } })
    expect(a.t('cart.added')).toBe('Changed in a')
    expect(a.t('cart.title')).toBe('Basket')
    expect(before.t('cart.added')).toBe('Product added to cart successfully')
    expect(before.t('cart.title')).toBe('Shopping cart')
    expect(en.cart.title).toBe('Shopping cart')
  })

  it('shows the texts of a language added after the start (a page loading its catalogue)', () => {
    const i18n = createI18n({ language: 'ar' })
    expect(i18n.t('header.cart')).toBe('header.cart')
    i18n.addTexts('ar', ar)
    expect(i18n.t('header.cart')).toBe(ar.header.cart)
  })

  it('ignores keys that would reach an object prototype', () => {
    const i18n = createI18n({ catalogues: { en: { a: 'A' } } })
    i18n.addTexts('en', JSON.parse('{"__proto__": {"polluted": "yes"}, "b": "B"}'))
    expect(i18n.t('b')).toBe('B')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('does not escape interpolated values (React does)', () => {
    expect(
      createI18n({ catalogues: bundledCatalogues }).t('search.nothingFoundFor', { text: '<i>"x"</i>' }),
    ).toBe('Nothing found for <i>"x"</i>')
  })

  it('chooses the same Arabic plural forms as the translator function', () => {
    const i18n = createI18n({ catalogues: bundledCatalogues, language: 'ar' })
    const t = createTranslator(ar, en, { language: 'ar' })
    for (const count of [0, 1, 2, 3, 11, 100]) {
      expect(i18n.t('a11y.cartCount', { count }), String(count)).toBe(t('a11y.cartCount', { count }))
    }
  })

  it('falls back to English for a key a language lacks', () => {
    const i18n = createI18n({ catalogues: bundledCatalogues, language: 'fr' })
    i18n.addTexts('en', { onlyEnglish: 'Only in English' })
    expect(i18n.t('onlyEnglish')).toBe('Only in English')
  })

  it('merges extra resources over the bundled texts', () => {
    const i18n = createI18n({
      catalogues: bundledCatalogues,
      resources: { en: { cart: { added: 'In your bag!' } }, de: { cart: { added: 'Im Warenkorb' } } },
    })
    expect(i18n.t('cart.added')).toBe('In your bag!')
    expect(i18n.t('cart.title')).toBe('Shopping cart')
    expect(i18n.t('cart.added', { lng: 'de' })).toBe('Im Warenkorb')
    expect(i18n.t('cart.title', { lng: 'de' })).toBe('Shopping cart')
  })
})

describe('createI18n with a language loader', () => {
  it('loads a language that is not bundled when changing to it', async () => {
    const loadLanguage = vi.fn(async (lang: string) =>
      lang === 'de' ? { cart: { added: 'Hinzugefügt' } } : null,
    )
    const i18n = createI18n({ catalogues: bundledCatalogues, loadLanguage })
    await i18n.changeLanguage('de')
    expect(i18n.t('cart.added')).toBe('Hinzugefügt')
    expect(i18n.t('cart.title')).toBe('Shopping cart')
    expect(loadLanguage).toHaveBeenCalledWith('de')
  })

  it('never asks the loader for a bundled language', async () => {
    const loadLanguage = vi.fn(async () => ({}))
    const i18n = createI18n({ catalogues: bundledCatalogues, language: 'en', loadLanguage })
    await i18n.changeLanguage('ar')
    await i18n.changeLanguage('fr')
    expect(loadLanguage).not.toHaveBeenCalled()
    expect(i18n.t('header.cart')).toBe('Panier')
  })

  it('keeps English texts when the loader fails', async () => {
    const i18n = createI18n({
      catalogues: bundledCatalogues,
      loadLanguage: async () => Promise.reject(new Error('201: missing file')),
    })
    await i18n.changeLanguage('xx')
    expect(i18n.language).toBe('xx')
    expect(i18n.t('cart.title')).toBe('Shopping cart')
  })

  it('keeps English texts when the loader returns nothing', async () => {
    const i18n = createI18n({ catalogues: bundledCatalogues, loadLanguage: async () => undefined })
    await i18n.changeLanguage('sw')
    expect(i18n.t('cart.title')).toBe('Shopping cart')
  })

  it('ends in the language asked for last, even when an earlier load answers later', async () => {
    let answerGerman: (texts: { cart: { added: string } }) => void = () => {}
    const loadLanguage = vi.fn(
      (lang: string) =>
        new Promise<{ cart: { added: string } }>((resolve) => {
          if (lang === 'de') answerGerman = resolve
          else resolve({ cart: { added: 'Aggiunto' } })
        }),
    )
    const i18n = createI18n({ catalogues: bundledCatalogues, loadLanguage })
    const german = i18n.changeLanguage('de')
    await i18n.changeLanguage('it')
    answerGerman({ cart: { added: 'Hinzugefügt' } })
    await german
    expect(i18n.language).toBe('it')
    expect(i18n.t('cart.added')).toBe('Aggiunto')
  })
})

describe('core translator against i18next', () => {
  it.each(['en', 'fr', 'ar', 'tr', 'hi'] as const)(
    'renders every text of the %s catalogue exactly as i18next does, plurals included',
    (language) => {
      // Core's translator replaced i18next in every package: the catalogues are written in i18next's format
      // (keys, `{{name}}`, v4 plural suffixes), and a host may still run them through i18next (`fromI18next`).
      const catalogues = { en: bundledCatalogues.en, [language]: bundledCatalogues[language] }
      const ours = createI18n({ language, catalogues })
      const reference = createInstance()
      void reference.init({
        lng: language,
        fallbackLng: 'en',
        initAsync: false,
        interpolation: { escapeValue: false },
        resources: Object.fromEntries(
          Object.entries(catalogues).map(([code, catalogue]) => [code, { translation: catalogue }]),
        ),
      })
      // Plural keys are compared at every count that picks a different form somewhere; other keys once.
      const plural = new Set<string>()
      const single = new Set<string>()
      const walk = (node: object, prefix: string) => {
        for (const [key, value] of Object.entries(node)) {
          const path = prefix ? `${prefix}.${key}` : key
          if (typeof value !== 'string') walk(value, path)
          else if (/_(zero|one|two|few|many|other)$/.test(path))
            plural.add(path.replace(/_(zero|one|two|few|many|other)$/, ''))
          else single.add(path)
        }
      }
      walk(bundledCatalogues.en, '')
      walk(bundledCatalogues[language], '')
      expect(single.size + plural.size).toBeGreaterThan(200)
      const values = { name: 'Lina', value: 'x', rating: 4.5, max: 5, min: 1, total: 9, page: 2 }
      for (const key of single)
        expect(ours.t(key, { ...values, count: 7 }), key).toBe(reference.t(key, { ...values, count: 7 }))
      for (const count of [0, 1, 2, 3, 11, 100]) {
        const params = { ...values, count }
        for (const key of plural)
          expect(ours.t(key, params), `${key} (${count})`).toBe(reference.t(key, params))
      }
    },
  )
})
