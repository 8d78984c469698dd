import { closeBanners } from '../../support/console'
import { expect, test } from '../../support/test'
import { CUSTOMERS, DEMO_PASSWORD, expectAccessible, mailedCode, signedInErrors } from './helpers'

test.beforeEach(async ({ page }) => {
  await closeBanners(page)
})

test('a new shopper registers in French with the e-mailed code and is signed in', async ({ page }) => {
  const errors = signedInErrors(page)
  const email = `camille.${Date.now()}@example.test`
  await page.goto('/fr/register')
  await page.locator('input[name="name"]').fill('Camille Dupont')
  await page.locator('input[name="email"]').first().fill(email)
  await page.locator('input[name="password"]').fill('secret-42')
  await page.locator('input[name="password_confirmation"]').fill('secret-41')
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  // The confirmation must match: core's French message, nothing sent.
  await expect(page.locator('input[name="password_confirmation"]')).toHaveAttribute('aria-invalid', 'true')
  await page.locator('input[name="password_confirmation"]').fill('secret-42')
  await page.getByRole('button', { name: 'Créer mon compte' }).click()

  await expect(page.getByRole('heading', { name: 'Vérifiez votre adresse e-mail' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expectAccessible(page)
  // A wrong code (six digits, so core lets it through): the API's answer where the shopper looks.
  const code = await mailedCode(page, email)
  await page.locator('input[name="code"]').fill(code === '000000' ? '000001' : '000000')
  await page.getByRole('button', { name: 'Vérifier' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible()

  await page.locator('input[name="code"]').fill(code)
  await page.getByRole('button', { name: 'Vérifier' }).click()
  await expect(page).toHaveURL(/\/fr$/)
  await page.goto('/fr/user/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible()
  await expect(page.locator('input[name="name"]')).toHaveValue('Camille Dupont')
  expect(errors()).toEqual([])
})

test('a forgotten password is reset with the e-mailed code, and the new one signs in', async ({ page }) => {
  const email = CUSTOMERS.session
  await page.goto('/forgot-password')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await page.locator('input[name="code"]').fill(await mailedCode(page, email))
  // The demo password again, so the other journeys of this customer still sign in.
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD)
  await page.locator('input[name="password_confirmation"]').fill('different')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByText("Password didn't match")).toBeVisible()
  await page.locator('input[name="password_confirmation"]').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible()
  await page.getByRole('link', { name: 'Back to log in' }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/)
})

test('a seller applies with the e-mailed code and is told the shop will approve the account', async ({
  page,
}) => {
  const email = `atelier.${Date.now()}@example.test`
  await page.goto('/seller/register')
  await expect(page.getByRole('heading', { name: 'Become a seller' })).toBeVisible()
  // Social sign-in makes customer accounts: not offered to sellers.
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveCount(0)
  await expectAccessible(page)
  await page.locator('input[name="name"]').fill('Leyla Atelier')
  await page.locator('input[name="email"]').first().fill(email)
  await page.locator('input[name="store_name"]').fill('Atelier Leyla')
  await page.locator('input[name="password"]').fill('seller-secret')
  await page.locator('input[name="password_confirmation"]').fill('seller-secret')
  await page.getByRole('button', { name: 'Apply now' }).click()
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible()
  await page.locator('input[name="code"]').fill(await mailedCode(page, email))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('We review every application.')).toBeVisible()
})
