import { collectErrors } from '../../support/console'
import { holdScripts } from '../../support/scripts'
import { expect, test } from '../../support/test'
import { CUSTOMERS, DEMO_PASSWORD } from '../account/helpers'

// What a shopper does to a page's fields before its scripts run is not lost once they do (issue 17): React
// hydrates an edited field as the shopper left it but hears no change, and its next render would put the old
// value back. Each test loads the page with its modules held back, edits it, lets the modules in, and checks
// that the page then acts on what the shopper did.
test.describe.configure({ timeout: 90_000 })

/** Opens `path` with its scripts held back; returns the release. */
async function openBeforeHydration(page: import('@playwright/test').Page, path: string) {
  const release = await holdScripts(page)
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForLoadState('domcontentloaded')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  return release
}

test('an e-mail and a password typed before the sign-in page hydrated sign the shopper in', async ({
  page,
}) => {
  const release = await openBeforeHydration(page, '/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(CUSTOMERS.saved)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  const errors = collectErrors(page)
  release()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  // The page's own sign-in (its scripts check the fields first) hears both fields.
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  expect(errors).toEqual([])
})

test('boxes ticked in two filter groups before a listing hydrated are both applied; a price typed stays typed', async ({
  page,
}) => {
  const release = await openBeforeHydration(page, '/all/electronics')
  const filters = page.locator('.store-listing__filters form')
  const brand = filters.locator('input[name="brand"]').nth(1)
  const brandId = await brand.getAttribute('value')
  const delivery = filters.locator('input[name="shipping"]').first()
  const deliveryId = await delivery.getAttribute('value')
  await brand.check()
  await delivery.check()
  await filters.locator('input[name="min"]').fill('5')
  const errors = collectErrors(page)
  release()
  // Once the filters hydrate, the two boxes go to the address together, as one change; the price waits for Apply.
  await expect(page).toHaveURL(new RegExp(`/all/electronics\\?brand=${brandId}&shipping=${deliveryId}$`))
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(filters.locator(`input[name="brand"][value="${brandId}"]`)).toBeChecked()
  await expect(filters.locator(`input[name="shipping"][value="${deliveryId}"]`)).toBeChecked()
  await expect(filters.locator('input[name="min"]')).toHaveValue('5')
  expect(errors).toEqual([])
})

test('a colour picked before the product page hydrated is the variant shown once it has', async ({
  page,
}) => {
  const product = '/nordia-modern-phone-case-1/product/1'
  const release = await openBeforeHydration(page, product)
  const colours = page
    .locator('.store-product__info [role="radiogroup"]')
    .first()
    .locator('label:not([data-disabled])')
  const last = colours.last()
  const name = ((await last.textContent()) ?? '').trim()
  await last.click()
  const errors = collectErrors(page)
  release()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  // The picker chose it as a tap after hydration would: the address and the picture follow the colour.
  await expect(page).toHaveURL(new RegExp(`${product}\\?attr_\\d+=\\d+$`))
  await expect(page.getByRole('radio', { name })).toBeChecked()
  await expect(page.locator('.souk-product-gallery__image')).toHaveAttribute(
    'src',
    new RegExp(`-${name.toLowerCase().replace(/ /g, '-')}-av\\d+\\.png$`),
  )
  expect(errors).toEqual([])
})
