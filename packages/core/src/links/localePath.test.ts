import { describe, expect, it } from 'vitest'
import {
  isExternalUrl,
  isLanguage,
  languagePrefix,
  localizePath,
  parseRouteName,
  routeName,
  stripLocale,
} from './localePath'

describe('languagePrefix', () => {
  it.each([
    { lang: 'en', expected: '' },
    { lang: 'fr', expected: '/fr' },
    { lang: 'ar', expected: '/ar' },
    { lang: 'hi', expected: '/hi' },
    { lang: 'tr', expected: '/tr' },
    { lang: 'FR', expected: '/fr' },
    { lang: 'de', expected: '' },
    { lang: '', expected: '' },
    { lang: null, expected: '' },
  ])('is "$expected" for $lang', ({ lang, expected }) => {
    expect(languagePrefix(lang)).toBe(expected)
  })
})

describe('localizePath', () => {
  it.each([
    { path: '/', lang: 'fr', expected: '/fr' },
    { path: '/cart', lang: 'fr', expected: '/fr/cart' },
    { path: '/cart', lang: 'en', expected: '/cart' },
    { path: '/fr/cart', lang: 'fr', expected: '/fr/cart' },
    { path: '/fr/cart', lang: 'ar', expected: '/ar/cart' },
    { path: '/fr/cart', lang: 'en', expected: '/cart' },
    { path: '/fr', lang: 'en', expected: '/' },
    { path: '/search?q=red shoes#top', lang: 'tr', expected: '/tr/search?q=red shoes#top' },
    { path: '/?ref=mail', lang: 'hi', expected: '/hi?ref=mail' },
    { path: '/#deals', lang: 'ar', expected: '/ar#deals' },
    { path: 'search?q=x', lang: 'fr', expected: '/fr/search?q=x' },
    { path: '/free/product/1', lang: 'fr', expected: '/fr/free/product/1' },
    { path: '/cart', lang: 'de', expected: '/cart' },
    { path: 'https://example.com/a', lang: 'fr', expected: 'https://example.com/a' },
    { path: '//cdn.example.com/a', lang: 'fr', expected: '//cdn.example.com/a' },
    { path: 'mailto:shop@example.com', lang: 'fr', expected: 'mailto:shop@example.com' },
  ])('puts $path in $lang as $expected', ({ path, lang, expected }) => {
    expect(localizePath(path, lang)).toBe(expected)
  })

  it.each(['/', '/cart?x=1', '/fr/user/orders#last', '/tr'])('is idempotent for %s', (path) => {
    for (const lang of ['en', 'fr', 'ar', 'hi', 'tr']) {
      const once = localizePath(path, lang)
      expect(localizePath(once, lang)).toBe(once)
    }
  })
})

describe('stripLocale', () => {
  it.each([
    { path: '/fr/cart', expected: { language: 'fr', path: '/cart' } },
    { path: '/fr', expected: { language: 'fr', path: '/' } },
    { path: '/fr/', expected: { language: 'fr', path: '/' } },
    { path: '/ar?x=1', expected: { language: 'ar', path: '/?x=1' } },
    { path: '/hi/search?q=a#b', expected: { language: 'hi', path: '/search?q=a#b' } },
    { path: '/cart', expected: { language: 'en', path: '/cart' } },
    { path: '/free', expected: { language: 'en', path: '/free' } },
    { path: '/tray/products', expected: { language: 'en', path: '/tray/products' } },
    { path: '/en/cart', expected: { language: 'en', path: '/en/cart' } },
    { path: '/de/cart', expected: { language: 'en', path: '/de/cart' } },
    { path: '/', expected: { language: 'en', path: '/' } },
    { path: '', expected: { language: 'en', path: '/' } },
  ])('reads $path as $expected', ({ path, expected }) => {
    expect(stripLocale(path)).toEqual(expected)
  })
})

describe('route names', () => {
  it.each([
    { name: 'index', lang: 'en', expected: 'index___en' },
    { name: 'slug-product-id', lang: 'fr', expected: 'slug-product-id___fr' },
  ])('names $name in $lang $expected', ({ name, lang, expected }) => {
    expect(routeName(name, lang)).toBe(expected)
  })

  it.each([
    { full: 'product___fr', expected: { name: 'product', language: 'fr' } },
    { full: 'index___en', expected: { name: 'index', language: 'en' } },
    { full: 'a___b___tr', expected: { name: 'a___b', language: 'tr' } },
    { full: 'product', expected: { name: 'product', language: null } },
    { full: 'product___de', expected: { name: 'product___de', language: null } },
  ])('parses $full', ({ full, expected }) => {
    expect(parseRouteName(full)).toEqual(expected)
  })

  it.each(['en', 'fr', 'ar', 'hi', 'tr'])('round-trips a route name in %s', (lang) => {
    expect(parseRouteName(routeName('user-orders', lang))).toEqual({ name: 'user-orders', language: lang })
  })
})

describe('isLanguage and isExternalUrl', () => {
  it.each([
    { code: 'hi', expected: true },
    { code: 'de', expected: false },
    { code: undefined, expected: false },
  ])('isLanguage($code) is $expected', ({ code, expected }) => {
    expect(isLanguage(code)).toBe(expected)
  })

  it.each([
    { url: 'https://example.com', expected: true },
    { url: 'HTTP://EXAMPLE.COM', expected: true },
    { url: '//example.com', expected: true },
    { url: 'tel:+123', expected: true },
    { url: '/cart', expected: false },
    { url: 'cart', expected: false },
    { url: '1687434178-5.jpg', expected: false },
  ])('isExternalUrl($url) is $expected', ({ url, expected }) => {
    expect(isExternalUrl(url)).toBe(expected)
  })
})
