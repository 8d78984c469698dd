import { expect, test } from '../../support/test'
import { CUSTOMERS, DEMO_PASSWORD } from '../account/helpers'

// The store's controls before and without JavaScript (issue 17): every one is a real form the server answers.
test.use({ javaScriptEnabled: false })

const PRODUCT = '/nordia-modern-phone-case-1/product/1'

test('filters and sorts a listing with the forms alone', async ({ page }) => {
  await page.goto('/all/electronics')
  const filters = page.locator('.store-listing__filters form')
  const brand = filters.locator('input[name="brand"]').first()
  const brandId = await brand.getAttribute('value')
  await brand.check()
  await filters.getByRole('button', { name: 'Apply' }).click()
  // The server spells the form's query the way the page's scripts do.
  await expect(page).toHaveURL(new RegExp(`/all/electronics\\?brand=${brandId}$`))
  await expect(page.locator('.store-listing__filters input[name="brand"]:checked')).toHaveCount(1)

  const sort = page.locator('form.store-listing__sort')
  await sort.getByRole('combobox', { name: 'Sort by' }).selectOption('price_high_to_low')
  await sort.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/sortby=price_high_to_low/)
  await expect(page).toHaveURL(new RegExp(`brand=${brandId}`))
  const prices = await page.locator('.souk-product-card').count()
  expect(prices).toBeGreaterThan(0)
})

test('keeps the filters in the page on a phone, where scripts would open them in a drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/all/electronics')
  await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible()
  await expect(page.locator('.store-listing__filters input[name="brand"]').first()).toBeVisible()
  // The drawer's button would do nothing without scripts: it is not shown.
  await expect(page.locator('.souk-filters__open')).toBeHidden()
})

test('searches from the header', async ({ page }) => {
  await page.goto('/')
  const box = page.locator('input[name="q"]:visible').first()
  await box.fill('phone')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=phone$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('phone')
})

test('switches the language and stays on the page', async ({ page }) => {
  await page.goto('/search?q=phone')
  const switcher = page.locator('form.souk-language-form').first()
  await switcher.locator('select[name="language"]').selectOption('fr')
  await switcher.getByRole('button').click()
  await expect(page).toHaveURL(/\/fr\/search\?q=phone$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  const cookies = await page.context().cookies()
  expect(cookies.find((cookie) => cookie.name === 'currentLanguage')?.value).toBe('fr')
})

test('subscribes to the newsletter and says so on the same page', async ({ page }) => {
  await page.goto(PRODUCT)
  const form = page.locator('form.souk-newsletter__form')
  await form.getByRole('textbox').fill('no-js-reader@example.test')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  // The message rides in the flash cookie: the address stays the page's own, and a reload shows it no more.
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`))
  await expect(page.getByRole('status').filter({ hasText: 'You have successfully subscribe' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: 'You have successfully subscribe' })).toHaveCount(0)
})

test('a guest pressing Compare goes to sign in, then compares and un-compares signed in', async ({
  page,
}) => {
  await page.goto(PRODUCT)
  // The product's own button (the page's first; the related products' cards have theirs).
  const compare = () => page.getByRole('main').getByRole('button', { name: 'Compare' }).first()
  await compare().click()
  await expect(page).toHaveURL(/\/login\?redirect=/)

  await page.getByRole('textbox', { name: 'Email' }).fill(CUSTOMERS.saved)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`))

  // The shopper's list may hold the product already (other journeys use this customer): the server rendered the
  // real state, and each press goes to the other one.
  const before = (await compare().getAttribute('aria-pressed')) === 'true'
  const message = (added: boolean) =>
    added ? 'Added to your compare list.' : 'Removed from your compare list.'
  await compare().click()
  await expect(page.getByRole('status').filter({ hasText: message(!before) })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`))
  await expect(compare()).toHaveAttribute('aria-pressed', String(!before))
  await compare().click()
  await expect(page.getByRole('status').filter({ hasText: message(before) })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`))
  await expect(compare()).toHaveAttribute('aria-pressed', String(before))
})

test('a heart on a card shows the saved state, and a press changes only that product', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(CUSTOMERS.saved)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/all/electronics')
  const heart = () => page.locator('.souk-product-card').first().getByRole('button', { name: 'Wishlist' })
  const saved = (await heart().getAttribute('aria-pressed')) === 'true'
  await heart().click()
  await expect(page.getByRole('status').filter({ hasText: /wishlist/i })).toBeVisible()
  await expect(page).toHaveURL(/\/all\/electronics$/)
  await expect(heart()).toHaveAttribute('aria-pressed', saved ? 'false' : 'true')
  // Pressed again, it goes back: the server rendered the real state both times.
  await heart().click()
  await expect(heart()).toHaveAttribute('aria-pressed', saved ? 'true' : 'false')
})

test("a card's Compare, in the one form with its heart, posts to the compare list", async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(CUSTOMERS.saved)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/all/electronics')
  const card = () => page.locator('.souk-product-card').nth(1)
  await expect(card().locator('form')).toHaveCount(1)
  const compare = () => card().getByRole('button', { name: 'Compare' })
  const compared = (await compare().getAttribute('aria-pressed')) === 'true'
  await compare().click()
  await expect(page.getByRole('status').filter({ hasText: /compare list/ })).toBeVisible()
  await expect(page).toHaveURL(/\/all\/electronics$/)
  await expect(compare()).toHaveAttribute('aria-pressed', compared ? 'false' : 'true')
  await compare().click()
  await expect(page).toHaveURL(/\/all\/electronics$/)
  await expect(compare()).toHaveAttribute('aria-pressed', compared ? 'true' : 'false')
})

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true })

  test('a product saved on its page shows saved on its card, and the card heart removes it', async ({
    page,
  }) => {
    // Signing in and three pages with their scripts: slow on a shared machine.
    test.slow()
    await page.goto('/login')
    await page.getByRole('textbox', { name: 'Email' }).fill(CUSTOMERS.session)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).not.toHaveURL(/\/login/)
    await page.goto(PRODUCT)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const onPage = page.getByRole('main').getByRole('button', { name: 'Wishlist' }).first()
    if ((await onPage.getAttribute('aria-pressed')) !== 'true') {
      await onPage.click()
      await expect(onPage).toHaveAttribute('aria-pressed', 'true')
    }
    await page.goto('/search?q=Nordia')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const card = page.locator('.souk-product-card', { has: page.locator(`a[href="${PRODUCT}"]`) }).first()
    const heart = card.getByRole('button', { name: 'Wishlist' })
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await page.goto(PRODUCT)
    await expect(page.getByRole('main').getByRole('button', { name: 'Wishlist' }).first()).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })
})
