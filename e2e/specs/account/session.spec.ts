import type { BrowserContext, Page } from '@playwright/test'
import { closeBanners } from '../../support/console'
import { expect, test } from '../../support/test'
import { addWithFirstOptions, VARIANT_PRODUCT_ID } from '../checkout/journey'
import { CUSTOMERS, DEMO_PASSWORD, signedInErrors } from './helpers'

test.beforeEach(async ({ page }) => {
  await closeBanners(page)
})

const authCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'frontend_auth_token')

/** What the page's own scripts can read of its cookies. */
const scriptCookies = (page: Page) => page.evaluate(() => document.cookie)

/** The profile the page's scripts get from the API on the same origin (the browser adds the cookie itself). */
const profileFromPage = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/v1/user/profile?user_token=e2eguesttoken00001')
    return ((await response.json()) as { data: { email?: string; is_logged_in?: boolean } | null }).data
  })

test('signing in sets an HttpOnly session cookie no script can read; the account works; signing out clears it', async ({
  page,
  context,
}) => {
  const errors = signedInErrors(page)
  await page.goto('/login?redirect=%2Fuser%2Fprofile')
  await page.getByRole('textbox', { name: 'Email' }).fill(CUSTOMERS.session)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  const posted = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/login'),
  )
  await page.getByRole('button', { name: 'Log in' }).click()
  const setCookie = (await (await posted).headerValue('set-cookie')) ?? ''
  expect(setCookie).toMatch(
    /frontend_auth_token=[\w-]{20,}; Path=\/; Max-Age=\d+; Expires=[^;]+; SameSite=Lax; HttpOnly/,
  )
  expect(setCookie).toMatch(/frontend_signed_in=1; Path=\/;/)
  await expect(page).toHaveURL(/\/user\/profile$/)
  const cookie = await authCookie(context)
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  const visible = await scriptCookies(page)
  expect(visible).not.toContain('frontend_auth_token')
  expect(visible).not.toContain(cookie?.value ?? 'no token')
  expect(visible).toContain('frontend_signed_in=1')
  // The account pages work, and the page's own API calls are the customer's (by the cookie, same origin).
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
  await page.goto('/user/orders')
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  expect(await profileFromPage(page)).toMatchObject({ email: CUSTOMERS.session, is_logged_in: true })
  await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/)
  expect(await authCookie(context)).toBeUndefined()
  expect(await scriptCookies(page)).not.toContain('frontend_signed_in')
  expect(await profileFromPage(page)).toMatchObject({ is_logged_in: false })
  const again = await page.goto('/user/profile')
  expect(again?.url()).toMatch(/\/login\?redirect=/)
  expect(errors()).toEqual([])
})

test('a token in the social callback’s URL signs nobody in and sets no cookie', async ({ page, context }) => {
  const reply = await page.request.post('/api/v1/user/signin', {
    data: { email: CUSTOMERS.session, password: DEMO_PASSWORD },
  })
  const { data } = (await reply.json()) as { data: { token: string } }
  const response = await page.goto(`/social-callback?token=${encodeURIComponent(data.token)}`)
  expect(response?.status()).toBe(200)
  expect((await response?.headerValue('set-cookie')) ?? '').not.toContain('frontend_auth_token')
  expect(await authCookie(context)).toBeUndefined()
  await expect(page.getByRole('main').getByRole('alert')).toContainText('We could not sign you in')
})

test('the sandbox Google sign-in brings a new shopper home signed in, without a token in any URL', async ({
  page,
  context,
}) => {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  await page.goto('/login')
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible()
  const email = `google-e2e-${Date.now()}@example.test`
  await page.getByLabel('Name').fill('Gita Google')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Allow' }).click()
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  expect(await authCookie(context)).toMatchObject({ httpOnly: true })
  expect(await scriptCookies(page)).not.toContain('frontend_auth_token')
  expect(urls.some((url) => /[?&]token=/.test(url))).toBe(false)
  await page.goto('/user/profile')
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Name' })).toHaveValue('Gita Google')
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Email' }).first()).toHaveValue(email)
})

test('a link carrying someone else’s sign-in code signs the shopper who opens it in as nobody (login CSRF)', async ({
  page,
  browser,
  baseURL,
}) => {
  // The attacker goes through the sandbox with their own browser and stops before exchanging the code.
  const start = await page.request.get('/api/v1/user/social-login/redirect/google', { maxRedirects: 0 })
  const state = new URL(start.headers().location ?? '', baseURL).searchParams.get('state') ?? ''
  const callback = await page.request.get(
    `/api/v1/user/social-login/callback/google?${new URLSearchParams({ state, name: 'Mallory', email: `mallory-${Date.now()}@example.test` })}`,
    { maxRedirects: 0 },
  )
  const link = new URL(callback.headers().location ?? '')
  expect(link.searchParams.get('code')).toBeTruthy()
  // The victim opens the link: the page posts the code with the victim's (missing) state, and is refused.
  const victim = await browser.newContext({ baseURL })
  const victimPage = await victim.newPage()
  await victimPage.goto(`${link.pathname}${link.search}`)
  await expect(victimPage.getByRole('main').getByRole('alert')).toContainText('We could not sign you in')
  expect((await victim.cookies()).some((cookie) => cookie.name === 'frontend_auth_token')).toBe(false)
  await victim.close()
})

test('a guest’s token travels in a header or a body, never in a URL', async ({ page }) => {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  const profile = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/user/profile')
  await page.goto(`/nordia-modern-phone-case-1/product/${VARIANT_PRODUCT_ID}`)
  // The page's first call (the profile, after hydration) makes the guest's token if the browser had none.
  const first = await profile
  const token = await page.evaluate(() => localStorage.getItem('user_token'))
  expect(token).toMatch(/^[a-z0-9]{6,}$/)
  expect(await first.headerValue('user-token')).toBe(token)
  // A cart write (its body carries the token) and the cart's own reads (cart/by-user).
  await addWithFirstOptions(page, 1)
  await page.goto('/cart')
  await expect(page.locator('.souk-cart-line')).toHaveCount(1)
  expect(urls.filter((url) => url.includes('user_token') || url.includes(token ?? 'no token'))).toEqual([])
})
