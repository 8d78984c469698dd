import { closeBanners, collectErrors } from '../../support/console'
import { expect, test } from '../../support/test'
import { CUSTOMERS, DEMO_PASSWORD, expectAccessible, signIn } from './helpers'

test.beforeEach(async ({ page }) => {
  await closeBanners(page)
})

test('the login page is the authentication layout, without the site header, and passes axe', async ({
  page,
}) => {
  const errors = collectErrors(page)
  const response = await page.goto('/login')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible()
  await expect(page.locator('.store-auth__logo')).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/page/privacy-policy',
  )
  await expect(page.locator('.store-auth__copyright')).toContainText(String(new Date().getFullYear()))
  await expect(page.locator('.souk-header')).toBeHidden()
  // The seed enables both social logins: each button starts the API's redirect.
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
    'href',
    '/api/v1/user/social-login/redirect/google',
  )
  await expect(page.getByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute(
    'href',
    '/api/v1/user/social-login/redirect/facebook',
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expectAccessible(page)
  expect(errors).toEqual([])
})

test('the login form shows core’s messages under the fields and the API’s answer above the button', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address')
  await page.getByLabel('Password', { exact: true }).fill('123')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Invalid email')).toBeVisible()
  await expect(page.getByText('Invalid Password Length')).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(CUSTOMERS.session)
  await page.getByLabel('Password', { exact: true }).fill('wrong-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('a guest is sent to login by the account pages and comes back after signing in', async ({ page }) => {
  const response = await page.goto('/user/orders?page=1')
  expect(response?.url()).toMatch(/\/login\?redirect=%2Fuser%2Forders%3Fpage%3D1$/)
  await page.getByRole('textbox', { name: 'Email' }).fill(CUSTOMERS.session)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/user\/orders\?page=1$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
})

test('the French account pages send a guest to the French login', async ({ page }) => {
  await page.goto('/fr/user/profile')
  await expect(page).toHaveURL(/\/fr\/login\?redirect=%2Ffr%2Fuser%2Fprofile$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
})

test('a redirect to another site is ignored: the shopper goes home', async ({ page }) => {
  await signIn(page, CUSTOMERS.session, '/login?redirect=//evil.example/')
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/)
})

test('a signed-in shopper is sent away from login and register by the server, and logs out', async ({
  page,
}) => {
  await signIn(page, CUSTOMERS.session)
  // The redirect comes from the server: the response of the navigation is already the home page.
  const login = await page.goto('/login')
  expect(new URL(login?.url() ?? '').pathname).toBe('/')
  const register = await page.goto('/fr/register')
  expect(new URL(register?.url() ?? '').pathname).toBe('/fr')
  await page.goto('/user/profile')
  const nav = page.getByRole('navigation', { name: 'My account' })
  await expect(nav.getByRole('link', { name: 'My profile' })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/)
  const again = await page.goto('/user/profile')
  expect(again?.url()).toMatch(/\/login\?redirect=/)
})

test('a stale auth cookie is not a session: login shows its form and the account sends to login', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'frontend_auth_token', value: 'stale-token', url: baseURL ?? '' }])
  const login = await page.goto('/login')
  expect(new URL(login?.url() ?? '').pathname).toBe('/login')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  // The stale token was cleared with the answer.
  expect((await context.cookies()).some((cookie) => cookie.name === 'frontend_auth_token')).toBe(false)
  await context.addCookies([{ name: 'frontend_auth_token', value: 'stale-token', url: baseURL ?? '' }])
  const account = await page.goto('/user/profile')
  expect(account?.url()).toMatch(/\/login\?redirect=%2Fuser%2Fprofile$/)
})

test('the forgot-password page resets nothing without a valid e-mail and passes axe', async ({ page }) => {
  await page.goto('/forgot-password')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
})

test('the register page checks the confirmation and passes axe in Arabic', async ({ page }) => {
  await page.goto('/ar/register')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expectAccessible(page)
})

test('a social-login error is shown with a way back to login', async ({ page }) => {
  await page.goto('/social-callback?error=denied')
  await expect(page.getByRole('main').getByRole('alert')).toContainText('denied')
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
})
