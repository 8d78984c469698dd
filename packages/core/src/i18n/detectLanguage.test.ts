import { describe, expect, it } from 'vitest'
import { detectLanguage, matchLanguage, parseAcceptLanguage } from './detectLanguage'

describe('detectLanguage', () => {
  it('redirects the root path to the best browser language', () => {
    expect(detectLanguage({ path: '/', acceptLanguage: 'ar,en;q=0.8' })).toBe('ar')
  })

  it('maps a region subtag to its language (fr-CA -> fr)', () => {
    expect(detectLanguage({ path: '/', acceptLanguage: 'fr-CA,fr;q=0.9,en;q=0.5' })).toBe('fr')
    expect(detectLanguage({ path: '/', acceptLanguage: 'FR-ca' })).toBe('fr')
  })

  it('runs on the root path only', () => {
    expect(detectLanguage({ path: '/cart', acceptLanguage: 'fr' })).toBeNull()
    expect(detectLanguage({ path: '/fr', acceptLanguage: 'tr' })).toBeNull()
    expect(detectLanguage({ path: '/?utm_source=x', acceptLanguage: 'tr' })).toBe('tr')
    expect(detectLanguage({ path: '', acceptLanguage: 'tr' })).toBe('tr')
  })

  it('does nothing once the i18n_redirected cookie is set', () => {
    expect(detectLanguage({ path: '/', acceptLanguage: 'fr', redirectedCookie: 'en' })).toBeNull()
    expect(detectLanguage({ path: '/', acceptLanguage: 'fr', redirectedCookie: '' })).toBe('fr')
  })

  it('orders by q-value, not by position', () => {
    expect(detectLanguage({ path: '/', acceptLanguage: 'en;q=0.5, tr;q=0.9, hi;q=0.7' })).toBe('tr')
  })

  it('answers null when the best match is the default language', () => {
    expect(detectLanguage({ path: '/', acceptLanguage: 'en-US,en;q=0.9,fr;q=0.8' })).toBeNull()
  })

  it('skips languages the site does not offer', () => {
    expect(detectLanguage({ path: '/', acceptLanguage: 'de-DE,de;q=0.9,hi;q=0.5' })).toBe('hi')
    expect(detectLanguage({ path: '/', acceptLanguage: 'de, es' })).toBeNull()
    expect(detectLanguage({ path: '/', acceptLanguage: 'ar', available: ['en', 'fr'] })).toBeNull()
  })

  it('ignores q=0 and the wildcard', () => {
    expect(detectLanguage({ path: '/', acceptLanguage: 'fr;q=0, *;q=0.5, tr;q=0.1' })).toBe('tr')
  })

  it('uses navigator.languages when there is no header', () => {
    expect(detectLanguage({ path: '/', navigatorLanguages: ['hi-IN', 'en'] })).toBe('hi')
    expect(detectLanguage({ path: '/', navigatorLanguages: [] })).toBeNull()
    expect(detectLanguage({ path: '/' })).toBeNull()
  })

  it('honours another default language', () => {
    expect(detectLanguage({ path: '/', acceptLanguage: 'fr', defaultLanguage: 'fr' })).toBeNull()
    expect(detectLanguage({ path: '/', acceptLanguage: 'en', defaultLanguage: 'fr' })).toBe('en')
  })
})

describe('parseAcceptLanguage', () => {
  it('sorts by q-value and keeps header order for ties', () => {
    expect(parseAcceptLanguage('da, en-GB;q=0.8, en;q=0.8, fr;q=0.9')).toEqual([
      { tag: 'da', q: 1 },
      { tag: 'fr', q: 0.9 },
      { tag: 'en-GB', q: 0.8 },
      { tag: 'en', q: 0.8 },
    ])
  })

  it('drops malformed weights and empty ranges', () => {
    expect(parseAcceptLanguage('fr;q=abc, , tr ; q = 0.4')).toEqual([{ tag: 'tr', q: 0.4 }])
    expect(parseAcceptLanguage(undefined)).toEqual([])
  })
})

describe('matchLanguage', () => {
  it('prefers an exact tag, then the primary subtag', () => {
    expect(matchLanguage('pt-BR', ['pt', 'pt-BR'])).toBe('pt-BR')
    expect(matchLanguage('pt-PT', ['en', 'pt-BR'])).toBe('pt-BR')
    expect(matchLanguage('zh', ['en'])).toBeNull()
  })
})
