import { describe, expect, it } from 'vitest'
import { serializeCookie } from '../storage/cookies'
import { i18nRedirectedCookie, languageCookie } from './cookies'

const header = (cookie: ReturnType<typeof languageCookie>) =>
  serializeCookie(cookie.name, cookie.value, cookie.options).replace(/; Expires=[^;]+/, '')

describe('language cookies', () => {
  it('describes currentLanguage for one year on the whole site', () => {
    expect(languageCookie('fr')).toEqual({
      name: 'currentLanguage',
      value: 'fr',
      options: { maxAge: 31536000, path: '/', sameSite: 'lax' },
    })
    expect(header(languageCookie('ar'))).toBe('currentLanguage=ar; Path=/; Max-Age=31536000; SameSite=Lax')
  })

  it('describes i18n_redirected for 365 days, SameSite lax and not secure', () => {
    expect(i18nRedirectedCookie('tr')).toEqual({
      name: 'i18n_redirected',
      value: 'tr',
      options: { maxAge: 365 * 24 * 3600, path: '/', sameSite: 'lax', secure: false },
    })
    expect(header(i18nRedirectedCookie('hi'))).toBe(
      'i18n_redirected=hi; Path=/; Max-Age=31536000; SameSite=Lax',
    )
  })
})
