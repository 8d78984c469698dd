import { axeViolations } from '../../support/axe'
import { closeBanners, collectErrors } from '../../support/console'
import { expect, test } from '../../support/test'
import { addVariantProductToCart, placeOrder } from './journey'

// A whole journey through the production build.
test.describe.configure({ timeout: 120_000 })

test('a signed-in customer ships to an address of the book and sees the order link', async ({
  page,
  context,
  baseURL,
}) => {
  await closeBanners(page)
  // Signing in is the auth pages' journey: here the demo customer's token goes straight into the auth cookie.
  const reply = await page.request.post('/api/v1/user/signin', {
    data: { email: 'noah@customers.souk.test', password: 'souk-demo-1' },
  })
  const signIn = (await reply.json()) as { status: number; data: { token: string } }
  expect(signIn.status).toBe(200)
  await context.addCookies([{ name: 'frontend_auth_token', value: signIn.data.token, url: baseURL }])

  await addVariantProductToCart(page)
  // From here on the pages are this area's (the home page's flash-sale countdown can differ by a second between
  // the server's render and hydration: React #418, reported with the Countdown component).
  const errors = collectErrors(page)
  await page.locator('.souk-cart-summary__checkout').click()
  await expect(page).toHaveURL(/\/shipping$/)
  // The book's addresses are the choice (no inline form); the default one is chosen.
  const book = page.locator('.souk-address-book')
  await expect(book.locator('input[type="radio"]').first()).toBeVisible()
  expect(await book.locator('input[type="radio"]').count()).toBeGreaterThan(0)
  await expect(book.locator('input[type="radio"]:checked')).toHaveCount(1)
  await expect(page.locator('form.souk-address-form')).toHaveCount(0)
  await expect(page.locator('.souk-shipping-options__line').first()).toBeVisible()
  expect(await axeViolations(page), 'shipping').toEqual([])

  await page.locator('.souk-cart-summary__checkout').click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible()
  const order = await placeOrder(page, 'Cash on delivery')
  await expect(page.locator('[data-order-code]')).toHaveAttribute('data-order-code', order.order)
  await expect(page.getByRole('link', { name: 'View order' })).toHaveAttribute(
    'href',
    `/user/order/${order.id}`,
  )
  expect(errors).toEqual([])
})
