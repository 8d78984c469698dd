import { describe, expect, it } from 'vitest'
import type { Translate } from '../util/types'
import ar from './locales/ar'
import en from './locales/en'
import fr from './locales/fr'
import { createTranslator, interpolate } from './translate'

describe('createTranslator', () => {
  const t = createTranslator(en, undefined, { language: 'en' })

  it('resolves dotted keys in the nested catalogue', () => {
    expect(t('cart.added')).toBe('Product added to cart successfully')
    expect(t('payment.methods.50')).toBe('Mobile transfer')
    expect(t('orderStatus.4')).toBe('On the way')
  })

  it('interpolates {{params}}, several and repeated', () => {
    expect(t('search.nothingFoundFor', { text: 'shoes' })).toBe('Nothing found for shoes')
    expect(t('cart.cannotShip', { state: 'Ontario', country: 'Canada' })).toContain(
      'shipped to Ontario Canada.',
    )
    expect(t('common.copyright', { year: 2025, text: 'Souk' })).toBe('© 2025 Souk')
  })

  it('leaves a placeholder without a value untouched', () => {
    expect(t('search.nothingFoundFor')).toBe('Nothing found for {{text}}')
    expect(t('search.nothingFoundFor', { other: 'x' })).toBe('Nothing found for {{text}}')
  })

  it('does not escape values (the renderer does)', () => {
    expect(t('search.nothingFoundFor', { text: '<b>&</b>' })).toBe('Nothing found for <b>&</b>')
  })

  it('picks English plural forms by count', () => {
    expect(t('a11y.cartCount', { count: 1 })).toBe('1 item in cart')
    expect(t('a11y.cartCount', { count: 0 })).toBe('0 items in cart')
    expect(t('a11y.cartCount', { count: 5 })).toBe('5 items in cart')
  })

  it('picks all six Arabic plural forms for 0, 1, 2, 3, 11 and 100', () => {
    const tAr = createTranslator(ar, en, { language: 'ar' })
    expect(tAr('a11y.cartCount', { count: 0 })).toBe('سلة التسوق فارغة')
    expect(tAr('a11y.cartCount', { count: 1 })).toBe('منتج واحد في السلة')
    expect(tAr('a11y.cartCount', { count: 2 })).toBe('منتجان في السلة')
    expect(tAr('a11y.cartCount', { count: 3 })).toBe('3 منتجات في السلة')
    expect(tAr('a11y.cartCount', { count: 11 })).toBe('11 منتجًا في السلة')
    expect(tAr('a11y.cartCount', { count: 100 })).toBe('100 منتج في السلة')
  })

  it('follows French rules: 0 is singular and a million takes "de"', () => {
    const tFr = createTranslator(fr, en, { language: 'fr' })
    expect(tFr('cart.itemsCount', { count: 0 })).toBe('0 article')
    expect(tFr('cart.itemsCount', { count: 2 })).toBe('2 articles')
    expect(tFr('cart.itemsCount', { count: 1000000 })).toBe('1000000 d’articles')
  })

  it('prefers a _zero form for a count of 0 in any language that has one', () => {
    const tZero = createTranslator({ items_zero: 'Nothing', items_one: 'One', items_other: '{{count}}' })
    expect(tZero('items', { count: 0 })).toBe('Nothing')
    expect(tZero('items', { count: 7 })).toBe('7')
  })

  it('falls back to _other when a language lacks a form, then to the plain key', () => {
    const tPartial = createTranslator({ a_other: '{{count}} a', b: 'plain {{count}}' }, undefined, {
      language: 'ar',
    })
    expect(tPartial('a', { count: 2 })).toBe('2 a')
    expect(tPartial('b', { count: 2 })).toBe('plain 2')
  })

  it('falls back to English for a key the catalogue lacks, with English plural rules', () => {
    const tPartial = createTranslator({ cart: { title: 'سلة' } }, en, { language: 'ar' })
    expect(tPartial('cart.title')).toBe('سلة')
    expect(tPartial('cart.added')).toBe('Product added to cart successfully')
    expect(tPartial('a11y.cartCount', { count: 2 })).toBe('2 items in cart')
  })

  it('returns the key itself for an unknown key, a branch or a missing catalogue', () => {
    expect(t('nope.missing')).toBe('nope.missing')
    expect(t('cart')).toBe('cart')
    expect(t('cart.added.more')).toBe('cart.added.more')
    expect(createTranslator(undefined)('cart.added')).toBe('cart.added')
  })

  it('does not read inherited properties as texts', () => {
    expect(t('toString')).toBe('toString')
    expect(t('cart.constructor')).toBe('cart.constructor')
  })

  it('fits wherever core expects a Translate, and shows any value with String()', () => {
    const coreT: Translate = createTranslator(en)
    expect(coreT('common.copyright', { year: 2026n, text: true })).toBe('© 2026 true')
  })

  it('survives an invalid language tag by using English plural rules', () => {
    const tBad = createTranslator(en, undefined, { language: 'not a tag!' })
    expect(tBad('a11y.cartCount', { count: 1 })).toBe('1 item in cart')
  })
})

describe('interpolate', () => {
  it('accepts spaces and i18next format hints inside the braces', () => {
    expect(interpolate('{{ a }} and {{b, number}}', { a: 1, b: 2 })).toBe('1 and 2')
  })

  it('returns the text unchanged without params', () => {
    expect(interpolate('Hi {{name}}')).toBe('Hi {{name}}')
  })
})
