import type { APIRequestContext } from '@playwright/test'
import { collectErrors } from '../../support/console'
import { holdScripts } from '../../support/scripts'
import { expect, test } from '../../support/test'

// The cart works before the page's scripts run and without them (issue 17): 'Add to cart', a line's quantity
// and its remove button are forms the store's server answers, and the page hydrates as soon as its modules
// arrive. Each test has a fresh browser context: a new guest, with no cart. Every step is a page load (a form
// answered by the server), hence the longer timeout.
test.describe.configure({ timeout: 90_000 })

/** A product of the seed with one variant in stock (no options to choose), costing at least `minPrice`. */
async function simpleProduct(request: APIRequestContext, minPrice = 0) {
  for (let id = 20; id < 200; id++) {
    const reply = await request.get(`/api/v1/product/${id}`)
    const body = (await reply.json()) as {
      status: number
      data: { title: string; slug: string; selling: number; inventory: { quantity: number }[] }
    }
    const [variant, ...others] = body.status === 200 ? body.data.inventory : []
    if (variant && others.length === 0 && variant.quantity > 5 && body.data.selling >= minPrice) {
      return { id, title: body.data.title, path: `/${body.data.slug}/product/${id}` }
    }
  }
  throw new Error('no simple product in the seed')
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a shopper adds a product, changes its quantity and removes the line', async ({ page }) => {
    const product = await simpleProduct(page.request)
    await page.goto(product.path)
    await page.locator('.souk-add-to-cart__add').click()
    // Back on the product's page, with the message.
    await expect(page).toHaveURL(new RegExp(`${product.path}$`))
    await expect(
      page.getByRole('status').filter({ hasText: 'Product added to cart successfully' }),
    ).toBeVisible()

    await page.goto('/cart')
    const line = page.locator('.souk-cart-line')
    await expect(line).toHaveCount(1)
    await expect(line).toContainText(product.title)
    await expect(line.getByRole('spinbutton')).toHaveValue('1')

    await line.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByRole('status').filter({ hasText: 'Your cart has been updated.' })).toBeVisible()
    await expect(page.locator('.souk-cart-line').getByRole('spinbutton')).toHaveValue('2')

    // A quantity typed in the field and sent with Enter.
    await page.locator('.souk-cart-line').getByRole('spinbutton').fill('3')
    await page.locator('.souk-cart-line').getByRole('spinbutton').press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Your cart has been updated.' })).toBeVisible()
    await expect(page.locator('.souk-cart-line').getByRole('spinbutton')).toHaveValue('3')

    await page.locator('.souk-cart-line__remove').click()
    await expect(page.getByRole('status').filter({ hasText: 'Item removed from your cart.' })).toBeVisible()
    await expect(page.locator('.souk-cart-line')).toHaveCount(0)
    await expect(page.getByText('Your cart is empty.')).toBeVisible()
  })

  test('a voucher applied on the cart page takes its discount off in the summary', async ({ page }) => {
    // SAVE5 (the seed's): 5 off from a spend of 25.
    const product = await simpleProduct(page.request, 30)
    await page.goto(product.path)
    await page.locator('.souk-add-to-cart__add').click()
    await page.goto('/cart')
    const voucher = page.locator('.souk-voucher-input__form')
    await voucher.getByRole('textbox', { name: 'Voucher code' }).fill('SAVE5')
    await voucher.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Voucher applied.' })).toBeVisible()
    const row = page.locator('.souk-cart-summary [data-row="voucher"]')
    await expect(row).toContainText('SAVE5')
    await expect(row.locator('dd')).toContainText('5.00')
  })

  test('a refused quantity comes back as the message the page’s scripts show', async ({ page }) => {
    const product = await simpleProduct(page.request)
    await page.goto(product.path)
    await page.locator('.souk-add-to-cart__add').click()
    await page.goto('/fr/cart')
    await page.locator('.souk-cart-line').getByRole('button', { name: 'Diminuer la quantité' }).click()
    await expect(page).toHaveURL(/\/fr\/cart$/)
    await expect(
      page.getByRole('alert').filter({ hasText: 'La quantité minimale est de 1 article.' }),
    ).toBeVisible()
    await expect(page.locator('.souk-cart-line').getByRole('spinbutton')).toHaveValue('1')
  })
})

test('a click on “Add to cart” before the page has hydrated puts the line in the cart', async ({ page }) => {
  const product = await simpleProduct(page.request)
  const release = await holdScripts(page)
  await page.goto(product.path, { waitUntil: 'commit' })
  await page.waitForLoadState('domcontentloaded')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  await page.locator('.souk-add-to-cart__add').click()
  await expect(page).toHaveURL(new RegExp(`${product.path}$`))
  await expect(
    page.getByRole('status').filter({ hasText: 'Product added to cart successfully' }),
  ).toBeVisible()

  // Then the scripts arrive: the cart page, rendered with the line and hydrated without a mismatch, shows it.
  release()
  const errors = collectErrors(page)
  await page.goto('/cart')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(page.locator('.souk-cart-line')).toHaveCount(1)
  await expect(page.locator('.souk-cart-line')).toContainText(product.title)
  await expect(page.locator('.souk-cart-line').getByRole('spinbutton')).toHaveValue('1')
  // The page's scripts took over the guest the server gave a token: the cart count in the header says 1.
  await expect(page.locator('.souk-cart-button__badge').first()).toHaveAttribute('data-count', '1')
  expect(errors).toEqual([])
})

test('a line unticked before the cart page has hydrated stays unticked, and the cart keeps it so', async ({
  page,
}) => {
  const product = await simpleProduct(page.request)
  await page.goto(product.path)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await page.locator('.souk-add-to-cart__add').click()
  await expect(page.locator('.souk-cart-button__badge').first()).toHaveAttribute('data-count', '1')

  const release = await holdScripts(page)
  await page.goto('/cart', { waitUntil: 'commit' })
  await page.waitForLoadState('domcontentloaded')
  const box = page.locator('.souk-cart-line__checkbox')
  await expect(box).toBeChecked()
  await box.uncheck()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  // The scripts arrive: the page hydrates, and the line the shopper unticked is told to the cart.
  const errors = collectErrors(page)
  const changed = page.waitForResponse((response) => response.url().includes('/api/v1/cart/change'))
  release()
  expect((await changed).ok()).toBe(true)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(box).not.toBeChecked()
  await expect(page.locator('.souk-cart-summary__count')).toHaveText('0 items selected')
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(box).not.toBeChecked()
  expect(errors).toEqual([])
})
