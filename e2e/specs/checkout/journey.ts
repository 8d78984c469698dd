import { expect, type Locator, type Page } from '@playwright/test'
import { profileLoaded } from '../../support/console'

/** The seed's product with variants (its colours), first in the Electronics listing. */
export const VARIANT_PRODUCT_ID = 1

/** The number on the header's cart badge. */
export async function cartCount(page: Page): Promise<number> {
  return Number(await page.locator('.souk-cart-button__badge').getAttribute('data-count'))
}

/** On a product page: the first value of each of its option groups (if any), then 'Add to cart'; the badge says `count`. */
export async function addWithFirstOptions(page: Page, count: number) {
  const groups = page.locator('.store-product__info [role="radiogroup"]')
  for (let index = 0; index < (await groups.count()); index++) {
    await groups.nth(index).locator('label').first().click()
  }
  await page.locator('.souk-add-to-cart__add').click()
  await expect.poll(() => cartCount(page)).toBe(count)
}

/**
 * Clicks a link of the home page below its first screen. The home's sections take their other cards as they near
 * the viewport (issue 17) and push down what follows them: jumped to (as a click scrolls), such a link can move
 * between the press and the release (2,321 px in a failed run), and the click lands on another element. A
 * shopper's scroll reaches a section before it shows; here every section is scrolled to until it shows its cards
 * (the seed fills each with core's HOME_SECTION_CARDS, 8), so the page has its final height before the click.
 */
export async function followHomeLink(link: Locator) {
  const sections = link.page().locator('.store-home__products')
  for (let index = 0; index < (await sections.count()); index++) {
    const section = sections.nth(index)
    await section.scrollIntoViewIfNeeded()
    await expect(section.locator('.souk-product-card')).toHaveCount(8)
    await expect(section).not.toHaveAttribute('aria-busy')
  }
  await link.click()
}

/**
 * A guest's way to a cart with one product: home → the Electronics category → the product with variants (a
 * value of each attribute group) → add to cart → the cart page.
 */
export async function addVariantProductToCart(page: Page, prefix = '') {
  // The header's count is the profile's: read it once the page's Souk has loaded it.
  const profile = profileLoaded(page)
  await page.goto(prefix || '/')
  // The page's visible link: the header's category menu keeps its own inside a closed panel.
  await followHomeLink(page.locator(`main a[href="${prefix}/all/electronics"]`).first())
  await expect(page).toHaveURL(new RegExp(`${prefix}/all/electronics$`))
  await page.locator(`.souk-product-card a[href$="/product/${VARIANT_PRODUCT_ID}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`/product/${VARIANT_PRODUCT_ID}$`))
  await expect(page.locator('.store-product__info .souk-add-to-cart__add')).toBeVisible()
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
  await profile
  const before = await cartCount(page)
  expect(await page.locator('.store-product__info [role="radiogroup"]').count()).toBeGreaterThan(0)
  await addWithFirstOptions(page, before + 1)
  await page.locator('.souk-cart-button__link').click()
  await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`))
  await expect(page.locator('.souk-cart-line').filter({ hasText: title })).toBeVisible()
  return { title }
}

/** Types an address into the shipping step's address form (country and state as they are) and saves it. */
export async function fillAddress(
  form: Locator,
  address: { name: string; email: string; phone: string; city: string; zip: string; address_1: string },
) {
  for (const [field, value] of Object.entries(address))
    await form.locator(`input[name="${field}"]`).fill(value)
  await form.locator('button[type="submit"]').click()
}

/** From the cart, the shipping step; a first address is typed inline (the shop's default country). */
export async function shipToNewAddress(page: Page, prefix = '') {
  await page.locator('.souk-cart-summary__checkout').click()
  await expect(page).toHaveURL(new RegExp(`${prefix}/shipping$`))
  const form = page.locator('form.souk-address-form')
  await expect(form).toBeVisible()
  await fillAddress(form, {
    name: 'Amina Guest',
    email: 'amina.guest@example.test',
    phone: '700123456',
    city: 'Kabul',
    zip: '1001',
    address_1: '12 Market Street',
  })
  // The saved address becomes the chosen one of the book; the delivery choices follow.
  await expect(page.locator('.souk-address-book input[type="radio"]:checked')).toHaveCount(1)
  await expect(page.locator('.souk-shipping-options__line input[type="radio"]:checked').first()).toBeVisible()
}

/** Chooses a payment method by its label. */
async function chooseMethod(page: Page, methodLabel: string | RegExp) {
  const option = page.locator('.souk-payment-methods__option').filter({ hasText: methodLabel }).first()
  await option.click()
  await expect(option.locator('input')).toBeChecked()
}

/**
 * Places an order paid offline (cash on delivery, bank transfer): the page stays, so the `order/action` reply
 * can be read; resolves to its data.
 */
export async function placeOrder(page: Page, methodLabel: string | RegExp) {
  await chooseMethod(page, methodLabel)
  const reply = page.waitForResponse((response) => response.url().includes('/api/v1/order/action'))
  await page.locator('.souk-cart-summary__checkout').click()
  const body = (await (await reply).json()) as { status: number; data: { id: number; order: string } }
  expect(body.status).toBe(200)
  return body.data
}

/**
 * Places an order with a redirect gateway: the page goes to the API's sandbox payment page, which names the
 * order; resolves to its tracking code.
 */
export async function placeGatewayOrder(page: Page, methodLabel: string | RegExp) {
  await chooseMethod(page, methodLabel)
  await page.locator('.souk-cart-summary__checkout').click()
  // The e2e server runs with NODE_ENV=production: the API's sandbox needs SOUK_SANDBOX=1 in its environment.
  await expect(page, 'the payment sandbox of the API (SOUK_SANDBOX=1)').toHaveURL(
    /\/api\/v1\/sandbox\/pay\//,
    {
      timeout: 15_000,
    },
  )
  const code = (await page.locator('dl dd').nth(1).textContent())?.trim() ?? ''
  expect(code).toMatch(/^SK\d+/)
  return code
}

/**
 * The quick way to a cart with one line (a value of each attribute group of the product with variants), for tests
 * about what the cart and checkout pages show rather than how a shopper gets there: the product page opened
 * directly, then the cart page.
 */
export async function addVariantToCartQuickly(page: Page, prefix = '') {
  const profile = profileLoaded(page)
  await page.goto(`${prefix}/product-${VARIANT_PRODUCT_ID}/product/${VARIANT_PRODUCT_ID}`)
  await expect(page.locator('.store-product__info .souk-add-to-cart__add')).toBeVisible()
  await profile
  const before = await cartCount(page)
  const groups = page.locator('.store-product__info [role="radiogroup"]')
  for (let index = 0; index < (await groups.count()); index++) {
    await groups.nth(index).locator('label').first().click()
  }
  await page.locator('.store-product__info .souk-add-to-cart__add').click()
  await expect.poll(() => cartCount(page), { timeout: 20_000 }).toBe(before + 1)
  await page.goto(`${prefix}/cart`)
  await expect(page.locator('.souk-cart-line').first()).toBeVisible()
}
