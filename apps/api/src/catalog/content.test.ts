import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { type TestServer, testServer } from '../test/testServer'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

const countOf = async (table: 'contact_us' | 'subscription_emails' | 'mail_outbox') =>
  (await firstRow<{ n: number }>(server.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))?.n ?? 0

const post = (path: string, body: string) =>
  server.json(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })

describe('GET page/{slug}', () => {
  it('answers only the text fields without a language and the whole row with one', async () => {
    const plain = await server.client().content.page('privacy-policy')
    expect(Object.keys(plain.data).sort()).toEqual(
      ['description', 'meta_description', 'meta_title', 'page_from_component', 'slug', 'title'].sort(),
    )
    const french = await server.client({ language: 'fr' }).content.page('privacy-policy')
    expect(french.data).toMatchObject({ slug: 'privacy-policy', title: 'Politique de confidentialité' })
    expect(french.data.id).toBeTypeOf('number')
  })

  it('adds the public categories and products to the sitemap', async () => {
    const { data } = await server.client({ language: 'ar' }).content.page('sitemap')
    expect(data.title).toBe('خريطة الموقع')
    expect(data.categories).toHaveLength(60)
    expect(data.products?.length).toBeGreaterThan(50)
    expect(data.client_base).toBe('http://localhost:3000')
  })

  it('fails with 201 for an unknown page', async () => {
    await expect(server.client().content.page('nope')).rejects.toMatchObject({ messages: ['No page found.'] })
  })
})

describe('POST contact', () => {
  it('stores the message and writes a copy to the outbox', async () => {
    const before = await countOf('mail_outbox')
    const { data, status } = await server.client().content.contact({
      name: 'Lina',
      email: 'lina@example.test',
      subject: 'Delivery',
      message: 'When will my parcel arrive?',
    })
    expect(status).toBe(200)
    expect(data).toBe(true)
    expect(await countOf('mail_outbox')).toBe(before + 1)
  })

  it('rejects bad input with messages and writes nothing', async () => {
    const before = await countOf('contact_us')
    const missing = await post('contact', JSON.stringify({ name: 'x' }))
    expect(missing.status).toBe(201)
    expect(missing.data.form).toEqual(
      expect.arrayContaining(['The email field is required.', 'The message field is required.']),
    )
    const wrong = await post(
      'contact',
      JSON.stringify({ name: 1, email: 'not-mail', subject: 's', message: 'x'.repeat(6000) }),
    )
    expect(wrong.status).toBe(201)
    expect(wrong.data.form).toHaveLength(3)
    const malformed = await post('contact', '{"name": ')
    expect(malformed).toMatchObject({ status: 201, data: { form: ['The request body is not valid JSON.'] } })
    const list = await post('contact', '[1,2]')
    expect(list.status).toBe(201)
    expect(await countOf('contact_us')).toBe(before)
  })
})

describe('POST email-subscription', () => {
  it('subscribes an address and silently accepts it twice', async () => {
    const client = server.client()
    const before = await countOf('subscription_emails')
    await client.content.subscribe('News@Example.test')
    const again = await client.content.subscribe('news@example.test')
    expect(again.data).toBe(true)
    expect(await countOf('subscription_emails')).toBe(before + 1)
  })

  it('rejects a missing or invalid address and writes nothing', async () => {
    const before = await countOf('subscription_emails')
    await expect(server.client().content.subscribe('not an email')).rejects.toMatchObject({
      messages: ['The email field must be a valid e-mail address.'],
    })
    const missing = await post('email-subscription', '{}')
    expect(missing.data.form).toEqual(['The email field is required.'])
    expect(await countOf('subscription_emails')).toBe(before)
  })
})

describe('GET payment-gateway', () => {
  it('gives every method flag and public key but never a secret', async () => {
    const { data } = await server.client().payments.gateway()
    expect(data).toMatchObject({
      cash_on_delivery: 1,
      bank: 1,
      payfast: 1,
      mobile_transfer: 1,
      enzona: 1,
      transfermovil: 1,
      sandbox: 1,
    })
    expect(data.stripe_key).toBe('pk_sandbox_souk')
    const text = JSON.stringify(data)
    for (const secret of [
      'secret',
      'sk_sandbox',
      'FLWSECK',
      'FLWENC',
      'ip_api_key',
      'payfast_merchant_key',
      'passphrase',
    ]) {
      expect(text).not.toContain(secret)
    }
  })
})

describe('GET localization', () => {
  it('returns the UI texts of a language', async () => {
    const { data } = await server.client().catalog.localization('tr')
    expect(typeof data.common).toBe('object')
  })

  it('fails with 201 for a language without texts, or none', async () => {
    await expect(server.client().catalog.localization('xx')).rejects.toMatchObject({ envelopeStatus: 201 })
    await expect(server.client().catalog.localization('__proto__')).rejects.toMatchObject({
      envelopeStatus: 201,
    })
    const missing = await server.json('localization')
    expect(missing.data.form).toEqual(['The locale_code field is required.'])
  })
})

describe('GET countries-phones', () => {
  it('lists countries with their states and dial codes from the dataset', async () => {
    const { data } = await server.client().catalog.countriesPhones()
    expect(Object.keys(data.countries).length).toBeGreaterThan(240)
    expect(data.countries.FR).toMatchObject({
      code2: 'FR',
      code3: 'FRA',
      name: 'France',
      capital: 'Paris',
      region: 'Europe',
    })
    expect(data.countries.AF?.states.BDS).toEqual({ code: 'BDS', name: 'Badakhshan' })
    expect(data.countries.US?.states.CA?.name).toBe('California')
    expect(data.phones.TR).toBe('+90')
    expect(data.phones.IN).toBe('+91')
  })

  it('names the countries in the request’s language; states keep the dataset’s names', async () => {
    const arabic = (await server.client({ language: 'ar' }).catalog.countriesPhones()).data
    expect(arabic.countries.EG?.name).toBe('مصر')
    expect(arabic.countries.AF?.states.BDS?.name).toBe('Badakhshan')
    const french = (await server.client({ language: 'fr' }).catalog.countriesPhones()).data
    expect(french.countries.EG?.name).toBe('Égypte')
    expect((await server.client().catalog.countriesPhones()).data.countries.EG?.name).toBe('Egypt')
  })
})
