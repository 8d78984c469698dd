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
