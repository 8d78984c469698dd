import type { PlacedOrder } from '@souk/core'
import { bundledCatalogues } from '@souk/core/i18n'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstRow } from '../db/openDb'
import { createProduct, removeTestProducts } from '../test/fixtures'
import { fillCart, newGuest } from '../test/shopping'
import { type TestServer, testServer } from '../test/testServer'
import { codeMail, mailDocument } from './mail'

const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'] as const
type Language = (typeof LANGUAGES)[number]
const texts = (lang: Language) => bundledCatalogues[lang].mail

/** A catalogue text with its `{{params}}` filled in. */
const filled = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '')

interface OutboxMail {
  to: string
  subject: string
  text: string
  html: string
  kind: string
}

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})
afterAll(async () => {
  await removeTestProducts(server.db)
})

/** The newest outbox row of a kind to an address (any address when `to` is null). */
const newestMail = (kind: string, to: string | null) =>
  firstRow<OutboxMail>(
    server.db,
    sql`SELECT "to", subject, text, html, kind FROM mail_outbox
        WHERE kind = ${kind} AND (${to}::text IS NULL OR "to" = ${to}) ORDER BY id DESC LIMIT 1`,
  )

describe('a code mail', () => {
  for (const lang of LANGUAGES) {
    const t = texts(lang)
    it(`is written in ${lang} for a verification, a password reset and a seller's verification`, () => {
      const verify = codeMail('a@example.test', 'Lina', '123456', 'user_verify', lang)
      expect(verify.subject).toBe(t.verifySubject)
      expect(verify.text).toContain(filled(t.greeting, { name: 'Lina' }))
      expect(verify.text).toContain(filled(t.verifyCode, { code: '123456' }))
      expect(verify.text).toContain(t.codeValidity)
      expect(verify.text).toContain(t.codeIgnore)

      const reset = codeMail('a@example.test', 'Lina', '654321', 'user_reset', lang)
      expect(reset.subject).toBe(t.resetSubject)
      expect(reset.text).toContain(filled(t.resetCode, { code: '654321' }))

      const seller = codeMail('a@example.test', 'Lina', '111222', 'seller_verify', lang)
      expect(seller.subject).toBe(t.sellerVerifySubject)
      expect(seller.text).toContain(filled(t.verifyCode, { code: '111222' }))

      for (const mail of [verify, reset, seller]) {
        expect(mail.html).toContain(`lang="${lang}"`)
        expect(mail.html).toContain(`dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`)
      }
      if (lang !== 'en') {
        expect(verify.subject).not.toBe(texts('en').verifySubject)
        expect(verify.text).not.toContain('verification code')
        expect(reset.text).not.toContain('password reset')
      }
    })
  }

  it('keeps the English texts the contract’s clients know, and falls back to English for an unknown language', () => {
    const english = codeMail('a@example.test', 'Ada', '123456', 'user_verify', null)
    expect(english.subject).toBe('Your Souk verification code')
    expect(english.text).toContain('Your verification code is 123456.')
    expect(codeMail('a@example.test', 'Ada', '123456', 'user_verify', 'xx').subject).toBe(english.subject)
  })

  it('escapes the name in its HTML', () => {
    const mail = codeMail('a@example.test', '<b>Eve</b>', '123456', 'user_verify', 'fr')
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Eve')
  })
})

describe('a mail document', () => {
  it('is right to left in Arabic and left to right in the other languages', () => {
    expect(mailDocument('ar', 'عنوان', '<p>نص</p>')).toMatch(/<html lang="ar" dir="rtl">/)
    expect(mailDocument('hi', 'विषय', '<p>पाठ</p>')).toMatch(/<html lang="hi" dir="ltr">/)
  })
})

describe('mails sent by the API, in the language of the request', () => {
  it('sends the sign-up code in French and in Hindi', async () => {
    for (const [lang, email] of [
      ['fr', `lea.${Date.now()}@example.test`],
      ['hi', `ananya.${Date.now()}@example.test`],
    ] as const) {
      await server.client({ language: lang }).account.signUp({ name: 'Léa', email, password: 'secret-pass' })
      const mail = await newestMail('user_verify', email)
      expect(mail?.subject).toBe(texts(lang).verifySubject)
      expect(mail?.text).toMatch(new RegExp(filled(texts(lang).verifyCode, { code: '\\d{6}' })))
      expect(mail?.html).toContain(`lang="${lang}"`)
    }
  })

  it('sends the password reset code in Turkish', async () => {
    await server.client({ language: 'tr' }).account.forgotPassword('mehmet@customers.souk.test')
    const mail = await newestMail('user_reset', 'mehmet@customers.souk.test')
    expect(mail?.subject).toBe(texts('tr').resetSubject)
    expect(mail?.text).toMatch(new RegExp(filled(texts('tr').resetCode, { code: '\\d{6}' })))
    expect(mail?.text).toContain(texts('tr').codeIgnore)
  })

  it('sends a seller’s code in Arabic, right to left', async () => {
    const email = `karim.${Date.now()}@sellers.test`
    await server.client({ language: 'ar' }).account.sellerSignUp({
      name: 'كريم',
      email,
      store_name: 'ركن كريم',
      password: 'vendor-pass',
    })
    const mail = await newestMail('seller_verify', email)
    expect(mail?.subject).toBe(texts('ar').sellerVerifySubject)
    expect(mail?.html).toContain('dir="rtl"')
    expect(mail?.html).toContain('lang="ar"')
  })

  it('sends the order confirmation in Arabic (amounts through the price formatter) and the seller’s in the shop’s language', async () => {
    const product = await createProduct(server.db, { selling: 42, shippingRuleId: 3, title: 'Copper pan' })
    const shopper = newGuest(server, { language: 'ar' })
    await fillCart(server, shopper, [{ product, quantity: 2 }])
    const order = (await shopper.client.orders.place({ order_method: 2 })).data as PlacedOrder
    await shopper.client.orders.sendEmail(order.id)
    const mail = await newestMail('order_confirmation', null)
    const ar = bundledCatalogues.ar
    expect(mail?.subject.endsWith(filled(texts('ar').orderSubject, { shop: '', order: order.order }))).toBe(
      true,
    )
    expect(mail?.text).toContain(ar.success.orderPlaced)
    expect(mail?.text).toContain(`${ar.orders.subtotal}: $84.00`)
    expect(mail?.html).toMatch(/<html lang="ar" dir="rtl">/)
    const seller = await newestMail('order_seller', null)
    expect(seller?.subject).toContain(order.order)
    expect(seller?.text).toContain(filled(texts('en').sellerOrderIntro, { order: order.order }))
  })

  it('sends the contact form to the shop in the shop’s language, the shopper’s words as written', async () => {
    await server.client({ language: 'fr' }).content.contact({
      name: 'Lina',
      email: 'lina@example.test',
      subject: 'Livraison',
      message: 'Quand arrive mon colis ?',
    })
    const mail = await newestMail('contact', null)
    expect(mail?.subject).toBe(filled(texts('en').contactSubject, { subject: 'Livraison' }))
    expect(mail?.text).toContain('Quand arrive mon colis ?')
    expect(mail?.html).toContain('lang="en"')
  })
})
