/**
 * A quick look at the store: a product opened from the home page, a French listing, the 404 page, and pages without
 * JavaScript. Every route in every language (status, errors, pictures, axe) is routes.spec's.
 */
import { closeBanners } from '../../support/console'
import { expect, test } from '../../support/test'

test('a product opens from the home page with its title and price', async ({ page }) => {
  await closeBanners(page)
  await page.goto('/')
  const link = page.locator('.souk-product-card__link').first()
  const title = (await link.textContent())?.trim() ?? ''
  await link.click()
  await expect(page).toHaveURL(/\/product\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.locator('.store-product__info .souk-price__current')).toBeVisible()
})

test('a French category lists its products in French', async ({ page }) => {
  const response = await page.goto('/fr/all/electronics')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Électronique')
  await expect(page.locator('.souk-product-card').first()).toBeVisible()
})

test('an unknown page answers 404 with the error layout', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Sorry' })).toBeVisible()
  await expect(page.getByText('This page could not be found')).toBeVisible()
})

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('home, a listing and a product still show their content', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('.souk-product-card').first()).toBeVisible()
    await page.goto('/all/electronics')
    await expect(page.locator('.souk-product-card').first()).toBeVisible()
    await page.goto('/ar')
    const href = await page.locator('.souk-product-card__link').first().getAttribute('href')
    await page.goto(href ?? '/')
    await expect(page.locator('.store-product__info .souk-price__current')).toBeVisible()
  })
})
