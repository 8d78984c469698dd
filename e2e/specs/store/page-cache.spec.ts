import { closeBanners, collectErrors } from '../../support/console'
import { expect, test } from '../../support/test'

// A guest's product page: each load below is preceded by a request with the browser's cookies (the page sets the
// time zone one, a part of the cache's key) that puts it in the page cache (its 10 s may run out while a slow
// machine hydrates the page before), so the browser gets it from the cache.
const PRODUCT = '/nordia-modern-phone-case-2/product/2'

/** The nonce a response's policy allows. */
function nonceOf(headers: Record<string, string>): string {
  return /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1] ?? ''
}

test.describe('the page cache', () => {
  test('a cached page gets a nonce of its own, its inline scripts carry it, and nothing breaks its policy', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await closeBanners(page)
    // Every refusal of the policy is recorded before the page's own scripts run.
    await page.addInitScript(() => {
      const violations: string[] = []
      ;(window as unknown as { violations: string[] }).violations = violations
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    const nonces: string[] = []
    const outcomes: string[] = []
    for (let load = 0; load < 3; load++) {
      await page.request.get(PRODUCT)
      const response = load === 0 ? await page.goto(PRODUCT) : await page.reload()
      const headers = response?.headers() ?? {}
      outcomes.push(headers['x-page-cache'] ?? '')
      expect(headers['cache-control']).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/)
      const nonce = nonceOf(headers)
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      nonces.push(nonce)
      // Browsers hide the attribute's value once the policy has read it; the property keeps it.
      const scripts = await page.evaluate(() =>
        Array.from(document.querySelectorAll('script:not([src])')).map(
          (script) => (script as HTMLScriptElement).nonce,
        ),
      )
      expect(scripts.length).toBeGreaterThan(3)
      for (const script of scripts) expect(script).toBe(nonce)
      await expect(page.locator('html[data-hydrated]')).toBeAttached()
      await expect(page.locator('h1').first()).toBeVisible()
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual(
        [],
      )
      // The page remembers the shopper's time zone in a cookie some time after it hydrated: the next request must
      // carry it, as the reload will, or the two are different pages of the cache.
      await expect
        .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'timeZone'))
        .toBe(true)
    }
    expect(outcomes).toEqual(['hit', 'hit', 'hit'])
    expect(new Set(nonces).size).toBe(3)
    expect(errors).toEqual([])
  })

  test('a signed-in shopper is never answered from it, and their page is never kept', async ({ request }) => {
    await request.get(PRODUCT)
    const signedIn = await request.get(PRODUCT, { headers: { cookie: 'frontend_signed_in=1' } })
    expect(signedIn.status()).toBe(200)
    expect(signedIn.headers()['x-page-cache']).toBe('bypass')
    expect(signedIn.headers()['cache-control']).toBe('private, no-store')
    const guest = await request.get(PRODUCT)
    expect(guest.headers()['x-page-cache']).toBe('hit')
  })
})
