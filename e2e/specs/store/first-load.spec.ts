import { collectErrors } from '../../support/console'
import { expect, test } from '../../support/test'

// What every page costs on its first load (issue 17): its texts travel as a long-cached file of their own, not
// in every page's data, and the home page's DOM stays small.

/** The address of the texts file a page preloads. */
function textsPreload(html: string): string | undefined {
  return /<link[^>]+rel="preload"[^>]+href="(\/assets\/texts-[^"]+)"/.exec(html)?.[1]
}

test.describe("the page's texts", () => {
  test('are a long-cached file of their language, preloaded by the page and not in its data', async ({
    request,
  }) => {
    for (const { path, language, text } of [
      { path: '/', language: 'en', text: 'Your order has been placed successfully.' },
      { path: '/ar/all/electronics', language: 'ar', text: 'تم تقديم طلبك بنجاح.' },
    ]) {
      const page = await request.get(path)
      const html = await page.text()
      const file = textsPreload(html)
      expect(file, path).toMatch(new RegExp(`^/assets/texts-${language}-[0-9a-f]{12}\\.json$`))
      // A text no such page shows (the order confirmation) is not in its HTML: the catalogue is not shipped there.
      expect(html).not.toContain(text)
      const texts = await request.get(file as string)
      expect(texts.status()).toBe(200)
      expect(texts.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(texts.headers()['content-type']).toContain('application/json')
      expect(((await texts.json()) as { success: { orderPlaced: string } }).success.orderPlaced).toBe(text)
    }
  })

  test('reach the browser before it hydrates: the page keeps its words, with no hydration error', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await page.goto('/ar')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    // A text the browser renders only after hydrating (the cookie bar) is in Arabic too.
    await expect(page.locator('.souk-cookie-banner__text')).toHaveText(/\p{Script=Arabic}/u)
    expect(errors).toEqual([])
  })
})

test.describe('the home page', () => {
  for (const width of [1366, 390]) {
    test(`at ${width} px comes with a first row of cards per section, the rest as the shopper scrolls near`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const sections = page.locator('.store-home__products')
      const count = await sections.count()
      expect(count).toBeGreaterThan(3)
      // The last section is far below the first screen: only its first row (4 cards) is in the page.
      await expect(sections.last().locator('.souk-product-card')).toHaveCount(4)
      // Issue 17: a guard at today's figure with headroom, not the goal (1,500). It was 2,807 elements with every
      // section's eight cards, 1,988 with four; the cards' no-JavaScript forms (wishlist, compare: a form and its
      // hidden fields each) brought it to 2,439 at 1366 px and 2,315 at 390 px.
      expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(2_550)
      // Scrolled near, every section shows its eight cards, as before.
      for (let index = 0; index < count; index++) {
        await sections.nth(index).scrollIntoViewIfNeeded()
        await expect(sections.nth(index).locator('.souk-product-card')).toHaveCount(8)
      }
    })
  }
})
