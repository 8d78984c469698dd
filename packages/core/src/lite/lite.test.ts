import { describe, expect, it, vi } from 'vitest'
import { bundledCatalogues } from '../i18n/bundledCatalogues'
import { createI18n } from '../i18n/createI18n'
import lite from './i18next'
import { FetchError, ofetch } from './ofetch'

describe('the lite i18next', () => {
  const resources = {
    en: {
      translation: {
        cart: { items_one: '{{count}} item', items_other: '{{count}} items' },
        hi: 'Hi {{name}}',
      },
    },
    fr: { translation: { cart: { items_one: '{{count}} article', items_other: '{{count}} articles' } } },
  }

  it('translates dotted keys with plurals and values, falling back to the fallback language', async () => {
    const instance = lite.createInstance()
    await instance.init({ lng: 'fr', fallbackLng: 'en', resources })
    expect(instance.t('cart.items', { count: 1 })).toBe('1 article')
    expect(instance.t('cart.items', { count: 3 })).toBe('3 articles')
    expect(instance.t('hi', { name: 'Lina' })).toBe('Hi Lina')
    expect(instance.t('missing.key')).toBe('missing.key')
  })

  it('tells its listeners when the language changes, and each instance keeps its own language', async () => {
    const first = lite.createInstance()
    const second = lite.createInstance()
    await first.init({ lng: 'en', resources })
    await second.init({ lng: 'en', resources })
    const changed = vi.fn()
    first.on('languageChanged', changed)
    await first.changeLanguage('fr')
    expect(changed).toHaveBeenCalledWith('fr')
    expect(first.t('cart.items', { count: 2 })).toBe('2 articles')
    expect(second.t('cart.items', { count: 2 })).toBe('2 items')
  })

  it.each(['en', 'fr', 'ar', 'tr', 'hi'] as const)(
    'renders every text of the %s catalogue exactly as i18next does, plurals included',
    (language) => {
      // The store renders with this module on the server and in the browser; its texts must not differ from
      // the reference (i18next) that the npm packages use.
      const catalogues = { en: bundledCatalogues.en, [language]: bundledCatalogues[language] }
      const reference = createI18n({ language, catalogues })
      const instance = lite.createInstance()
      void instance.init({
        lng: language,
        fallbackLng: 'en',
        resources: Object.fromEntries(
          Object.entries(catalogues).map(([code, catalogue]) => [code, { translation: catalogue }]),
        ),
      })
      const keys = new Set<string>()
      const walk = (node: object, prefix: string) => {
        for (const [key, value] of Object.entries(node)) {
          const path = prefix ? `${prefix}.${key}` : key
          if (typeof value === 'string') keys.add(path.replace(/_(zero|one|two|few|many|other)$/, ''))
          else walk(value, path)
        }
      }
      walk(bundledCatalogues.en, '')
      expect(keys.size).toBeGreaterThan(200)
      for (const count of [0, 1, 2, 3, 11, 100]) {
        const params = { count, name: 'Lina', value: 'x', rating: 4.5, max: 5, min: 1, total: 9, page: 2 }
        for (const key of keys)
          expect(instance.t(key, params), `${key} (${count})`).toBe(reference.t(key, params))
      }
    },
  )
})

describe('the lite ofetch', () => {
  it('sends object bodies as JSON and parses the reply with the given parser, whatever the status', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      expect(init?.body).toBe('{"qty":2}')
      return new Response('{"message":"nope"}', { status: 422 })
    })
    const $fetch = ofetch.create({ parseResponse: (text) => ({ parsed: JSON.parse(text) }) }, { fetch })
    const response = await $fetch.raw<{ parsed: unknown }>('/api/v1/cart', {
      method: 'POST',
      body: { qty: 2 },
    })
    expect(response.status).toBe(422)
    expect(response._data).toEqual({ parsed: { message: 'nope' } })
  })

  it('passes form data through untouched and reads no body from a 204', async () => {
    const form = new FormData()
    form.set('image', 'x')
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      expect(init?.body).toBe(form)
      return new Response(null, { status: 204 })
    })
    const response = await ofetch.create({}, { fetch }).raw('/api/v1/review', { method: 'POST', body: form })
    expect(response._data).toBeUndefined()
  })

  it('rejects a network failure with a FetchError whose cause is the original error', async () => {
    const failure = new TypeError('connection refused')
    const $fetch = ofetch.create({}, { fetch: async () => Promise.reject(failure) })
    const error = await $fetch.raw('/api/v1/home').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FetchError)
    expect((error as FetchError).cause).toBe(failure)
  })
})
