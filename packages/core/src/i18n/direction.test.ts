import { describe, expect, it } from 'vitest'
import { direction, isRtl } from './direction'

describe('direction', () => {
  it('is right to left for Arabic, Hebrew, Persian and Urdu, with or without a region', () => {
    for (const lang of ['ar', 'he', 'fa', 'ur', 'ar-EG', 'AR', 'he_IL', 'fa-IR'])
      expect(direction(lang), lang).toBe('rtl')
  })

  it('is left to right for the other shipped languages and unknown codes', () => {
    for (const lang of ['en', 'fr', 'tr', 'hi', 'fr-CA', 'xx', 'arn'])
      expect(direction(lang), lang).toBe('ltr')
  })

  it('lets a script subtag decide', () => {
    expect(direction('pa-Arab')).toBe('rtl')
    expect(direction('ku-Arab-IQ')).toBe('rtl')
    expect(direction('ar-Latn')).toBe('ltr')
  })

  it('is left to right when no language is known', () => {
    expect(direction(undefined)).toBe('ltr')
    expect(direction(null)).toBe('ltr')
    expect(direction('')).toBe('ltr')
  })
})

describe('isRtl', () => {
  it('tells whether a language is written right to left', () => {
    expect(isRtl('ar')).toBe(true)
    expect(isRtl('en')).toBe(false)
  })
})
