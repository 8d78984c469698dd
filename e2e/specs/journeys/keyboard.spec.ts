import { closeBanners, profileLoaded } from '../../support/console'
import { expect, type Page, test } from '../../support/test'

/** Presses Tab until the focused element matches, as a keyboard user would (at most `limit` presses). */
async function tabTo(page: Page, matches: (element: Element) => boolean, limit = 120) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab')
    const found = await page.evaluate((source) => {
      const test = new Function('element', `return (${source})(element)`) as (element: Element) => boolean
      return document.activeElement ? test(document.activeElement) : false
    }, matches.toString())
    if (found) return
  }
  throw new Error(`no focusable element matched after ${limit} Tab presses`)
}

test('keyboard only: search to a product, choose its options, add it to the cart and open the cart', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await closeBanners(page)
  const profile = profileLoaded(page)
  await page.goto('/')

  // The search combobox: type, then arrows through the suggestions to a product, Enter opens it.
  await tabTo(page, (element) => element.getAttribute('role') === 'combobox' && element.tagName === 'INPUT')
  await page.keyboard.type('phone case')
  const listbox = page.getByRole('listbox')
  await expect(listbox.first()).toBeVisible({ timeout: 10_000 })
  const combobox = page.getByRole('combobox', { name: /search/i }).first()
  // The first product suggestion (keywords and categories come first).
  let kind: string | null = null
  for (let step = 0; step < 30 && kind !== 'product'; step++) {
    await page.keyboard.press('ArrowDown')
    const active = await combobox.getAttribute('aria-activedescendant')
    kind = active ? await page.locator(`[id="${active}"]`).getAttribute('data-kind') : null
  }
  expect(kind).toBe('product')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/product\/\d+$/)
  // The address changes with the navigation; the product's purchase block shows once its page rendered.
  await expect(page.locator('.store-product__info .souk-add-to-cart__add')).toBeVisible()

  // Every attribute group is a radio group: Tab into it, Space picks the focused value.
  const groups = page.locator('.store-product__info [role="radiogroup"]')
  const count = await groups.count()
  for (let index = 0; index < count; index++) {
    await tabTo(
      page,
      (element) =>
        element.matches('.store-product__info [role="radiogroup"] input[type="radio"]') &&
        !(element as HTMLInputElement).checked &&
        !element.closest('[role="radiogroup"]')?.querySelector('input:checked'),
    )
    await page.keyboard.press('Space')
    await expect(page.locator('.store-product__info input[type="radio"]:focus')).toBeChecked()
  }
  await expect(page.locator('.store-product__info [role="radiogroup"] input:checked')).toHaveCount(count)
  const badge = page.locator('.souk-cart-button__badge')
  await profile
  const before = Number(await badge.getAttribute('data-count'))
  await tabTo(page, (element) => element.matches('.souk-add-to-cart__add'))
  await page.keyboard.press('Enter')
  await expect.poll(async () => Number(await badge.getAttribute('data-count'))).toBe(before + 1)

  // Back up to the header's cart button (Shift+Tab), Enter opens the cart.
  for (let press = 0; press < 200; press++) {
    await page.keyboard.press('Shift+Tab')
    if (await page.evaluate(() => document.activeElement?.matches('.souk-cart-button__link') ?? false)) break
  }
  await expect(page.locator('.souk-cart-button__link')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.locator('.souk-cart-line')).toHaveCount(1)
})
