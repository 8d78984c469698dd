import type { Page } from '@playwright/test'
import { axeViolations } from '../../support/axe'
import { collectErrors } from '../../support/console'
import { expect, test } from '../../support/test'

// Choosing a product's options works without JavaScript (issue 17): the picker is a GET form that reloads the
// product's page with the choice in its address (`?attr_<group>=<value>`), the server renders that variant, and
// its 'Add to cart' posts it. With the scripts, the choice is instant and the address follows it.
test.describe.configure({ timeout: 90_000 })

/** A product of the seed with variants (a phone case: colours only, each colour with its own picture). */
const PRODUCT = '/nordia-modern-phone-case-1/product/1'

/** The last colour the page offers (not the first: not the variant a page without a choice would suggest). */
async function lastColour(page: Page) {
  const choices = page
    .locator('.store-product__info [role="radiogroup"]')
    .first()
    .locator('label:not([data-disabled])')
  expect(await choices.count()).toBeGreaterThan(1)
  const label = choices.last()
  const name = ((await label.textContent()) ?? '').trim()
  return { label, name, picture: new RegExp(`-${name.toLowerCase().replace(/ /g, '-')}-av\\d+\\.png$`) }
}

/** The cart page's one line, with the colour it was added in and that colour's picture. */
async function expectCartLineIn(page: Page, colour: { name: string; picture: RegExp }) {
  await page.goto('/cart')
  const line = page.locator('.souk-cart-line')
  await expect(line).toHaveCount(1)
  await expect(line.locator('.souk-cart-line__attribute').first()).toContainText(colour.name)
  await expect(line.locator('img.souk-cart-line__image')).toHaveAttribute('src', colour.picture)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a shopper picks a colour that is not the first, sees it and adds that colour to the cart', async ({
    page,
  }) => {
    await page.goto(PRODUCT)
    const colour = await lastColour(page)
    await colour.label.click()
    await page.getByRole('button', { name: 'Show this choice' }).click()

    // The server rendered the chosen variant: the radio checked, its picture, and the form that adds it.
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}\\?attr_\\d+=\\d+$`))
    const chosen = page.url()
    await expect(page.getByRole('radio', { name: colour.name })).toBeChecked()
    await expect(page.locator('.souk-product-gallery__image')).toHaveAttribute('src', colour.picture)
    await expect(page.locator('.souk-add-to-cart input[name="choice"]')).toHaveCount(1)

    await page.locator('.souk-add-to-cart__add').click()
    // Back on the same variant's page, with the message.
    await expect(page).toHaveURL(chosen)
    await expect(
      page.getByRole('status').filter({ hasText: 'Product added to cart successfully' }),
    ).toBeVisible()
    await expect(page.getByRole('radio', { name: colour.name })).toBeChecked()
    await expectCartLineIn(page, colour)
  })
})

test('with JavaScript the choice is instant, the address follows it and a reload keeps it', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await page.goto(PRODUCT)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  // No button to press once the page's scripts run.
  await expect(page.getByRole('button', { name: 'Show this choice' })).toHaveCount(0)
  const colour = await lastColour(page)
  await colour.label.click()
  await expect(page.locator('.souk-product-gallery__image')).toHaveAttribute('src', colour.picture)
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}\\?attr_\\d+=\\d+$`))
  expect(await axeViolations(page)).toEqual([])

  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.getByRole('radio', { name: colour.name })).toBeChecked()
  await page.locator('.souk-add-to-cart__add').click()
  await expect
    .poll(() => page.locator('.souk-cart-button__badge').first().getAttribute('data-count'))
    .toBe('1')
  await expectCartLineIn(page, colour)
  expect(errors).toEqual([])
})
