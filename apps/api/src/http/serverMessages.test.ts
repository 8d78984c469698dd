import { bundledCatalogues } from '@souk/core/i18n'
import { beforeAll, describe, expect, it } from 'vitest'
import { type TestServer, testServer } from '../test/testServer'
import { localizeMessage } from './serverMessages'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

const inLanguage = (language?: string) => (language ? { headers: { Language: language } } : {})

describe('server messages in the request’s language', () => {
  it('answers a missing product in French, and in the contract’s English without a language', async () => {
    const french = await server.json<string[]>('product/99999999', inLanguage('fr'))
    expect(french).toMatchObject({
      status: 201,
      data: ['Aucun produit trouvé.'],
      message: 'Aucun produit trouvé.',
    })
    const english = await server.json<string[]>('product/99999999')
    expect(english).toMatchObject({ data: ['No product found.'], message: 'No product found.' })
    const named = await server.json<string[]>('product/99999999', inLanguage('en'))
    expect(named.data).toEqual(['No product found.'])
  })

  it('translates form errors, the required-field pattern included', async () => {
    const reply = await server.json('user/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Language: 'ar' },
      body: JSON.stringify({ email: '', password: '' }),
    })
    expect(reply.status).toBe(201)
    expect(reply.data.form).toEqual(expect.arrayContaining(['الحقل email مطلوب.', 'الحقل password مطلوب.']))
    const category = await server.json('all', inLanguage('tr'))
    expect(category).toMatchObject({ data: { form: ['category alanı zorunludur.'] } })
    const hindi = await server.json('all?category=no-such-category', inLanguage('hi'))
    expect(hindi.data.form).toEqual(['कोई श्रेणी नहीं मिली।'])
  })

  it('has a translation for every message of the section, and leaves other texts as they are', () => {
    for (const [key, text] of Object.entries(bundledCatalogues.en.apiMessages)) {
      if (key === 'fieldRequired') continue
      for (const lang of ['fr', 'ar', 'tr', 'hi'] as const) {
        const translated = localizeMessage(text, lang)
        expect(translated, `${lang} ${key}`).toBe(bundledCatalogues[lang].apiMessages[key as 'noOrder'])
        expect(translated, `${lang} ${key}`).not.toBe(text)
      }
    }
    expect(localizeMessage('The q field is too long.', 'fr')).toBe('The q field is too long.')
    expect(localizeMessage('No order found.', null)).toBe('No order found.')
  })
})
