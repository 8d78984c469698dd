import i18next from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { bundledCatalogues } from './bundledCatalogues'
import { createI18n } from './createI18n'
import ar from './locales/ar'
import en from './locales/en'
import fr from './locales/fr'
import { createTranslator } from './translate'

describe('createI18n', () => {
  it('translates synchronously right after creation', () => {
    const i18n = createI18n({ catalogues: bundledCatalogues, language: 'fr' })
    expect(i18n.isInitialized).toBe(true)
    expect(i18n.t('cart.added')).toBe(fr.cart.added)
    expect(i18n.t('cart.cannotShip', { state: 'Québec', country: 'Canada' })).toContain('Québec Canada')
  })

  it('starts in English by default', () => {
    expect(createI18n({ catalogues: bundledCatalogues }).t('checkout.placeOrder')).toBe('Place order')
  })

  it('gives each call its own instance, never the global one', () => {
    const a = createI18n({ catalogues: bundledCatalogues, language: 'ar' })
    const b = createI18n({ catalogues: bundledCatalogues, language: 'tr' })
    expect(a).not.toBe(b)
    expect(a).not.toBe(i18next)
    expect(a.t('header.cart')).toBe(ar.header.cart)
    expect(b.t('header.cart')).toBe('Sepetim')
    expect(i18next.isInitialized).toBeFalsy()
    expect(i18next.language).toBeUndefined()
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

  it('keeps texts added to one instance out of every other instance and out of the catalogues', () => {
    const a = createI18n({ catalogues: bundledCatalogues })
    a.addResource('en', 'translation', 'cart.added', 'Changed in a')
    a.addResourceBundle('fr', 'translation', { header: { cart: 'Changé' } }, true, true)
    expect(a.t('cart.added')).toBe('Changed in a')
    const b = createI18n({ catalogues: bundledCatalogues })
    expect(b.t('cart.added')).toBe('Product added to cart successfully')
    expect(b.t('header.cart', { lng: 'fr' })).toBe('Panier')
    expect(en.cart.added).toBe('Product added to cart successfully')
    expect(fr.header.cart).toBe('Panier')
  })

  it('does not escape interpolated values (React does)', () => {
    expect(
      createI18n({ catalogues: bundledCatalogues }).t('search.nothingFoundFor', { text: '<i>"x"</i>' }),
    ).toBe('Nothing found for <i>"x"</i>')
  })

  it('chooses the same Arabic plural forms as the light translator', () => {
    const i18n = createI18n({ catalogues: bundledCatalogues, language: 'ar' })
    const t = createTranslator(ar, en, { language: 'ar' })
    for (const count of [0, 1, 2, 3, 11, 100]) {
      expect(i18n.t('a11y.cartCount', { count }), String(count)).toBe(t('a11y.cartCount', { count }))
    }
  })

  it('falls back to English for a key a language lacks', () => {
    const i18n = createI18n({ catalogues: bundledCatalogues, language: 'fr' })
    i18n.addResource('en', 'translation', 'onlyEnglish', 'Only in English')
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

  it('knows the direction of each language', () => {
    const i18n = createI18n({ catalogues: bundledCatalogues, language: 'ar' })
    expect(i18n.dir()).toBe('rtl')
    expect(i18n.dir('fr')).toBe('ltr')
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
    expect(i18n.t('cart.title')).toBe('Shopping cart')
  })

  it('keeps English texts when the loader returns nothing', async () => {
    const i18n = createI18n({ catalogues: bundledCatalogues, loadLanguage: async () => undefined })
    await i18n.changeLanguage('sw')
    expect(i18n.t('cart.title')).toBe('Shopping cart')
  })
})
