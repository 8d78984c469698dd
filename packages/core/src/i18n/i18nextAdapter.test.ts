import { createInstance, type i18n } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { createSouk } from '../souk'
import { memoryStorage } from '../storage/memoryStorage'
import { bundledCatalogues } from './bundledCatalogues'
import { fromI18next } from './i18nextAdapter'
import ar from './locales/ar'
import fr from './locales/fr'

/** A host's own i18next, set up as hosts do (HTML escaping on, its default), with a text of its own. */
function hostI18next(language = 'en'): i18n {
  const instance = createInstance()
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    initAsync: false,
    resources: { en: { translation: { host: { title: 'My magazine' }, header: { cart: 'Basket' } } } },
  })
  return instance
}

describe('fromI18next', () => {
  it("adds Souk's catalogues to the host's instance and keeps the host's own texts", () => {
    const host = hostI18next()
    const texts = fromI18next(host, { catalogues: { en: bundledCatalogues.en, fr: bundledCatalogues.fr } })
    expect(texts.t('cart.title')).toBe('Shopping cart')
    expect(texts.t('header.cart')).toBe('Basket')
    expect(host.t('host.title')).toBe('My magazine')
    expect(texts.t('header.cart', { lng: 'fr' })).toBe(fr.header.cart)
  })

  it('picks plurals and interpolates without HTML-escaping (React escapes)', () => {
    const texts = fromI18next(hostI18next('ar'), { catalogues: bundledCatalogues })
    const core = createSouk({ language: 'ar', storage: memoryStorage(), catalogues: bundledCatalogues })
    for (const count of [0, 1, 2, 3, 11, 100])
      expect(texts.t('a11y.cartCount', { count })).toBe(core.t('a11y.cartCount', { count }))
    expect(texts.t('search.nothingFoundFor', { text: '<i>"x"</i>' })).toBe(
      core.t('search.nothingFoundFor', { text: '<i>"x"</i>' }),
    )
    expect(texts.t('search.nothingFoundFor', { text: '<i>' })).toContain('<i>')
  })

  it("follows the host's language and tells Souk's listeners when the host changes it", async () => {
    const host = hostI18next()
    const texts = fromI18next(host, { catalogues: bundledCatalogues })
    const listener = vi.fn()
    texts.on('languageChanged', listener)
    await host.changeLanguage('ar')
    expect(texts.language).toBe('ar')
    expect(texts.t('cart.title')).toBe(ar.cart.title)
    expect(listener).toHaveBeenCalledWith('ar')
    texts.off('languageChanged', listener)
    await texts.changeLanguage('fr')
    expect(host.language).toBe('fr')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('adds texts to the namespace it was given', () => {
    const host = hostI18next()
    const texts = fromI18next(host, { namespace: 'souk' })
    texts.addTexts('en', { cart: { title: 'Bag' } })
    expect(host.t('cart.title', { ns: 'souk' })).toBe('Bag')
    expect(texts.t('cart.title')).toBe('Bag')
    expect(texts.t('host.title')).toBe('host.title')
  })

  it("is a Souk's texts: setLanguage switches the host's i18next and the stores' messages", async () => {
    const host = hostI18next()
    const souk = createSouk({
      storage: memoryStorage(),
      i18n: fromI18next(host, { catalogues: bundledCatalogues }),
    })
    expect(souk.t('cart.title')).toBe('Shopping cart')
    await souk.setLanguage('fr')
    expect(host.language).toBe('fr')
    expect(souk.t('cart.title')).toBe(fr.cart.title)
    expect(souk.storage.getCookie('currentLanguage')).toBe('fr')
  })
})
