import {
  I18N_REDIRECT_COOKIE,
  I18N_REDIRECT_COOKIE_DAYS,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
} from '../constants'
import type { CookieDescriptor } from '../storage/cookies'

const SECONDS_PER_DAY = 24 * 60 * 60

/** The chosen-language cookie `currentLanguage` (one year, whole site, SameSite=Lax). */
export function languageCookie(lang: string): CookieDescriptor {
  return {
    name: LANGUAGE_COOKIE,
    value: lang,
    options: { maxAge: LANGUAGE_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' },
  }
}

/** The `i18n_redirected` cookie that records browser-language detection was done (365 days, Lax, not secure). */
export function i18nRedirectedCookie(lang: string): CookieDescriptor {
  return {
    name: I18N_REDIRECT_COOKIE,
    value: lang,
    options: {
      maxAge: I18N_REDIRECT_COOKIE_DAYS * SECONDS_PER_DAY,
      path: '/',
      sameSite: 'lax',
      secure: false,
    },
  }
}
