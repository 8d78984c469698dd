import { closeBanners } from '../../support/console'
import { stylesWithoutPageRules } from '../../support/stylesheets'
import { expect, type Page, test } from '../../support/test'
import { addWithFirstOptions } from '../checkout/journey'

// Issue 17: a page carries `root.css` and the stylesheets its routes name (apps/reference-store/app/lib/
// pageStylesheets.tsx), not every rule of the store. These tests fail when a page lacks a rule that applies to it
// (a component on a page whose route does not name its stylesheet), or when the split changed which of two rules
// wins: the page looks exactly as it would with every rule of the store in one stylesheet.

const PRODUCT = '/nordia-modern-phone-case-1/product/1'
const CUSTOMER = 'sara@customers.souk.test'

/** What the open page's stylesheets lack, each line naming `where`. */
async function lacking(page: Page, where: string): Promise<string[]> {
  return (await stylesWithoutPageRules(page)).map(
    ({ element, changes }) => `${where}: ${element} ${changes.slice(0, 4).join(', ')}`,
  )
}

/** Opens a page (hydrated, when JavaScript is on) and lists what its stylesheets lack. */
async function differences(page: Page, path: string): Promise<string[]> {
  await page.goto(path)
  return lacking(page, path)
}

test.describe('every page has the rules that style it', () => {
  test.describe.configure({ timeout: 120_000 })

  test.describe('without JavaScript (what every page shows before it hydrates)', () => {
    test.use({ javaScriptEnabled: false })

    test('one page of each route, in English, and the Arabic home and product pages', async ({ page }) => {
      const home = (await (await page.request.get('/api/v1/home')).json()).data
      const brand = home.featured_brands[0]
      const collection = home.collections[0]
      const paths = [
        '/',
        '/ar',
        '/all/electronics',
        '/electronics/products',
        `/${brand.slug}/brand?brand=${brand.id}`,
        `/${collection.slug}/collection?collection=${collection.id}`,
        '/search?q=phone',
        '/brands',
        '/categories',
        '/flash-sale',
        `/flash-sale/${home.flash_sales[0].id}`,
        '/shop/green-valley-market',
        PRODUCT,
        `/ar${PRODUCT}`,
        '/cart',
        '/track-order',
        '/page/privacy-policy',
        '/page/contact-us',
        '/contact',
        '/login',
        '/register',
        '/forgot-password',
        '/seller/register',
        '/payfast/return',
        '/no/such/page',
      ]
      const problems: string[] = []
      for (const path of paths) problems.push(...(await differences(page, path)))
      // A phone's width: the listing's filters in a drawer, the product's columns stacked.
      await page.setViewportSize({ width: 390, height: 844 })
      for (const path of ['/all/electronics', PRODUCT]) problems.push(...(await differences(page, path)))
      expect(problems).toEqual([])
    })
  })

  test('hydrated: home, listing, product, and the cart, shipping and checkout with a line', async ({
    page,
  }) => {
    await closeBanners(page)
    const problems: string[] = []
    for (const path of ['/', '/all/electronics', `/ar${PRODUCT}`, PRODUCT])
      problems.push(...(await differences(page, path)))
    await addWithFirstOptions(page, 1)
    for (const path of ['/cart', '/shipping', '/checkout']) problems.push(...(await differences(page, path)))
    // The header's search suggestions (products with their prices) over a page that has no product card.
    await page.goto('/cart')
    await page
      .getByRole('combobox', { name: /search/i })
      .first()
      .fill('phone case')
    await expect(page.locator('[role="option"][data-kind="product"]').first()).toBeVisible({
      timeout: 10_000,
    })
    problems.push(...(await lacking(page, '/cart, suggestions')))
    expect(problems).toEqual([])
  })

  test('signed in: the account area and an order', async ({ page, context, baseURL }) => {
    await closeBanners(page)
    const reply = await page.request.post('/api/v1/user/signin', {
      data: { email: CUSTOMER, password: 'souk-demo-1' },
    })
    const token = (await reply.json()).data.token
    await context.addCookies([{ name: 'frontend_auth_token', value: token, url: baseURL as string }])
    const problems = await differences(page, '/user/orders')
    const order = await page.locator('main a[href*="/user/order/"]').first().getAttribute('href')
    expect(order).toBeTruthy()
    for (const path of [
      order as string,
      '/user/profile',
      '/user/addresses',
      '/user/wishlists',
      '/user/compared',
      '/user/following',
      '/user/vouchers',
    ])
      problems.push(...(await differences(page, path)))
    expect(problems).toEqual([])
  })

  test('a page reached by a link gets the stylesheets it did not have, and is styled when it shows', async ({
    page,
  }) => {
    await closeBanners(page)
    await page.goto('/page/privacy-policy')
    const inline = await page.locator('head style[data-href]').getAttribute('data-href')
    expect(inline?.split(' ')).toHaveLength(1)
    // How the first product card looks the moment React puts it into the document (before any paint).
    await page.evaluate(() => {
      const seen = window as unknown as { firstCardDisplay?: string }
      new MutationObserver((_, observer) => {
        const card = document.querySelector('.souk-product-card')
        if (!card) return
        seen.firstCardDisplay = getComputedStyle(card).display
        observer.disconnect()
      }).observe(document.body, { childList: true, subtree: true })
    })
    // The header's link to the home page: a client-side navigation to a page that needs two more stylesheets.
    await page.locator('.souk-header a[href="/"]').first().click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('head link[rel="stylesheet"][data-precedence]')).toHaveCount(2)
    // Styled when it showed: React waited for the files before it put the home page in. (The links are in the
    // head before React puts the page in: wait for the card's insertion, then read how it looked at that moment.)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstCardDisplay?: string }).firstCardDisplay))
      .toBe('flex')
    // Then, once the page has settled (its later parts and pictures in), it lacks no rule. Read at once, a fresh-clone
    // run once saw the home's container without its auto margins (0 px, 40 px with every rule added) mid-way.
    await page.waitForLoadState('networkidle')
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    expect(await lacking(page, '/ after a link')).toEqual([])
  })
})
