import { closeBanners } from '../../support/console'
import { expect, test } from '../../support/test'
import { CUSTOMERS, expectAccessible, signedInErrors, signIn } from './helpers'

test.beforeEach(async ({ page }) => {
  await closeBanners(page)
})

test('the demo customer sees the order list and an order in detail with its tracker', async ({ page }) => {
  const errors = signedInErrors(page)
  await signIn(page, CUSTOMERS.orders, '/login?redirect=/user/orders')
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  const cards = page.locator('.souk-order-card')
  expect(await cards.count()).toBeGreaterThan(3)
  await expectAccessible(page)

  // The cancelled filter lists only the cancelled order of the seed.
  await page.getByRole('link', { name: 'Cancelled' }).click()
  await expect(page).toHaveURL(/filter=cancelled/)
  await expect(cards).toHaveCount(1)
  await expect(cards.first().locator('.souk-order-card__status')).toHaveAttribute('data-status', 'cancelled')

  await page.getByRole('link', { name: 'All orders' }).click()
  const delivered = page.locator('.souk-order-card:has(.souk-order-card__status[data-status="5"])').first()
  const code = (await delivered.getByRole('heading').textContent())?.trim() ?? ''
  await delivered.getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/user\/order\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Order progress' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Email me the order details' }).click()
  await expect(page.getByText('The order details have been sent to your email.')).toBeVisible()
  expect(errors()).toEqual([])
})

test('another shopper’s order is a missing page', async ({ page }) => {
  await signIn(page, CUSTOMERS.orders)
  // Order 1 belongs to the first demo customer; the last customer's orders come last.
  const response = await page.goto('/user/order/999999')
  expect(response?.status()).toBe(404)
})

test('a pending order is cancelled with a reason', async ({ page }) => {
  const errors = signedInErrors(page)
  await signIn(page, CUSTOMERS.orders, '/login?redirect=/user/orders')
  const pending = page.locator('.souk-order-card:has(.souk-order-card__status[data-status="1"])').first()
  await pending.getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/user\/order\/\d+$/)
  await page.getByRole('button', { name: 'Cancel order' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel order' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('combobox', { name: 'Why do you want to cancel?' }).click()
  await page.getByRole('option', { name: 'I changed my mind' }).click()
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Bought it in a shop nearby.')
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Cancellation reason' })).toBeVisible()
  await expect(page.getByText('Bought it in a shop nearby.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  expect(errors()).toEqual([])
})

test('a delivered item is reviewed with a rating and a text, and its line then offers to edit it', async ({
  page,
}) => {
  const errors = signedInErrors(page)
  await signIn(page, CUSTOMERS.review, '/login?redirect=/user/orders')
  const delivered = page.locator('.souk-order-card:has(.souk-order-card__status[data-status="5"])').first()
  await delivered.getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/user\/order\/\d+$/)
  // Each line says whether the shopper reviewed it already (the seed reviewed some lines).
  const button = page.getByRole('button', { name: /^(Write a review|Edit review)/ }).first()
  const product = ((await button.textContent()) ?? '')
    .replace(/^(Write a review|Edit review)\s*:\s*/, '')
    .trim()
  expect(product).not.toBe('')
  await button.click()
  const dialog = page.getByRole('dialog', { name: /^(Write a review|Edit review)/ })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('radio', { name: 'Rate 4 stars' }).click()
  await dialog.getByRole('textbox').first().fill('Solid and well made; arrived quickly.')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Submit review' }).click()
  await expect(page.getByText('Thank you! Your review has been saved.')).toBeVisible()
  await expect(dialog).toBeHidden()
  const edit = page.getByRole('button', { name: new RegExp(`^Edit review\\s*:\\s*${product}$`) })
  await expect(edit).toBeVisible()
  // Editing starts from the saved review.
  await edit.click()
  await expect(dialog.getByRole('radio', { name: 'Rate 4 stars' })).toBeChecked()
  await expect(dialog.getByRole('textbox').first()).toHaveValue('Solid and well made; arrived quickly.')
  expect(errors()).toEqual([])
})

test('an account page fetches none of the shopper’s own pages ahead (each would be a render of its own)', async ({
  page,
}) => {
  await signIn(page, CUSTOMERS.orders, '/login?redirect=/user/orders')
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  // The idle prefetch has had its moment: 2 s after the page settled, at the browser's next idle time.
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve), 3_000)))
  const ahead = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(ahead.filter((href) => href.includes('/user/'))).toEqual([])
})
