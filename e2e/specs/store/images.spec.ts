import { expect, test } from '../../support/test'

// Pictures reach Chromium as AVIF or WebP at the width it needs, each with its exact size, and only the
// page's largest picture is fetched first (issue 17).

const PRODUCT = '/nordia-modern-phone-case-1/product/1'

test('the product page’s main picture comes as AVIF or WebP, and is the only one fetched first', async ({
  page,
}) => {
  const types = new Map<string, string>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image') {
      types.set(response.url(), response.headers()['content-type'] ?? '')
    }
  })
  await page.goto(PRODUCT)
  const main = page.locator('.souk-product-gallery__image')
  await expect(main).toHaveAttribute('fetchpriority', 'high')
  await expect(main).toHaveAttribute('srcset', /\/uploads\/w640-[^ ]+\.png 640w/)
  await expect(main).toHaveAttribute('width', /^\d+$/)
  await expect(main).toHaveAttribute('height', /^\d+$/)
  // Decoded: the browser chose one of the variants and it arrived.
  await expect
    .poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  const chosen = await main.evaluate((image: HTMLImageElement) => image.currentSrc)
  expect(chosen).toMatch(/\/uploads\/w\d+-/)
  expect(types.get(chosen)).toMatch(/^image\/(avif|webp)$/)
  expect(await page.locator('img[fetchpriority="high"]').count()).toBe(1)
  // Every other picture waits for its turn: lazy unless above the fold.
  const sizes = await page
    .locator('img')
    .evaluateAll((images) =>
      images.map((image) => [image.getAttribute('width'), image.getAttribute('height')]),
    )
  for (const [width, height] of sizes) {
    expect(width).toMatch(/^\d+$/)
    expect(height).toMatch(/^\d+$/)
  }
})

test('the home page fetches first only its first slide, which comes as AVIF or WebP', async ({ page }) => {
  const types = new Map<string, string>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image') {
      types.set(response.url(), response.headers()['content-type'] ?? '')
    }
  })
  await page.goto('/')
  const high = page.locator('img[fetchpriority="high"]')
  await expect(high).toHaveCount(1)
  await expect(high).toHaveClass(/souk-promo__art/)
  // A slide has no width variants (its thumbnail and full picture): it comes in the browser's format all the same.
  await expect
    .poll(() => high.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  const slide = await high.evaluate((image: HTMLImageElement) => image.currentSrc)
  expect(slide).toMatch(/\/uploads\/(thumb-)?slider-\d+\.png$/)
  expect(types.get(slide)).toMatch(/^image\/(avif|webp)$/)
  // Product cards below the fold wait, and offer their variants.
  const card = page.locator('.souk-product-card__image').first()
  await expect(card).toHaveAttribute('loading', 'lazy')
  await expect(card).toHaveAttribute('srcset', /w160-.+ 160w, .+w320-.+ 320w, .+w640-.+ 640w/)
})
