import { closeBanners } from '../../support/console'
import { expect, type Page, test } from '../../support/test'
import { newestMail } from './helpers'

test.beforeEach(async ({ page }) => {
  await closeBanners(page)
})

/** Registers through the store's form in a language and waits for the code step. */
async function register(page: Page, language: string, name: string, email: string) {
  await page.goto(`/${language}/register`)
  await page.locator('input[name="name"]').fill(name)
  await page.locator('input[name="email"]').first().fill(email)
  await page.locator('input[name="password"]').fill('secret-42')
  await page.locator('input[name="password_confirmation"]').fill('secret-42')
  await page.locator('main form button[type="submit"]').click()
  await expect(page.locator('input[name="code"]')).toBeVisible()
}

test('a shopper registering in Arabic gets the verification mail in Arabic, right to left', async ({
  page,
}) => {
  const email = `layla.${Date.now()}@example.test`
  await register(page, 'ar', 'ليلى', email)
  const mail = await newestMail(page, email)
  expect(mail.kind).toBe('user_verify')
  expect(mail.subject).toBe('رمز التحقق الخاص بك في Souk')
  expect(mail.text).toContain('مرحبًا ليلى،')
  expect(mail.text).toMatch(/رمز التحقق الخاص بك هو \d{6}\./)
  expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/)
})

test('a shopper in Hindi gets the verification and the password reset mails in Hindi', async ({ page }) => {
  const email = `ananya.${Date.now()}@example.test`
  await register(page, 'hi', 'अनन्या', email)
  const verify = await newestMail(page, email)
  expect(verify.subject).toBe('आपका Souk सत्यापन कोड')
  expect(verify.text).toMatch(/आपका सत्यापन कोड \d{6} है।/)

  await page.goto('/hi/forgot-password')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('main form button[type="submit"]').click()
  await expect(page.locator('input[name="code"]')).toBeVisible()
  const reset = await newestMail(page, email)
  expect(reset.kind).toBe('user_reset')
  expect(reset.subject).toBe('आपका Souk पासवर्ड रीसेट कोड')
  expect(reset.text).toMatch(/आपका पासवर्ड रीसेट कोड \d{6} है।/)
  expect(reset.html).toMatch(/<html lang="hi" dir="ltr">/)
})
