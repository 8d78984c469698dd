import { axeViolations } from '../../support/axe'
import { closeBanners, collectErrors } from '../../support/console'
import { expect, test } from '../../support/test'

const languages = [
  { code: 'en', prefix: '', dir: 'ltr' },
  { code: 'fr', prefix: '/fr', dir: 'ltr' },
  { code: 'ar', prefix: '/ar', dir: 'rtl' },
  { code: 'tr', prefix: '/tr', dir: 'ltr' },
  { code: 'hi', prefix: '/hi', dir: 'ltr' },
]

for (const language of languages) {
  test(`the home page renders in ${language.code} with lang and dir, without console errors`, async ({
    page,
  }) => {
    const errors = collectErrors(page)
    const response = await page.goto(language.prefix || '/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', language.code)
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('.souk-product-card').first()).toBeVisible()
    // page.goto waited for hydration (html[data-hydrated]); the first product's picture is drawn, so a missing
    // upload would have been reported by now.
    const picture = page.locator('.souk-product-card img').first()
    await picture.scrollIntoViewIfNeeded()
    await expect(picture).toHaveJSProperty('complete', true)
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })
}

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

for (const path of ['/', '/ar']) {
  test(`the home page ${path} has no axe violations`, async ({ page }) => {
    await page.goto(path)
    expect(await axeViolations(page)).toEqual([])
  })
}
