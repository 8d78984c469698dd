import { axeViolations } from '../../support/axe'
import { closeBanners, collectErrors } from '../../support/console'
import { expect, type Page, test } from '../../support/test'

/** The five languages: English without prefix, the others under /{code}. */
const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'] as const
const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`)

const PRODUCT = '/nordia-modern-phone-case-1/product/1'
const CUSTOMER = 'sara@customers.souk.test'

/** A route to open: the status it answers, and what its page must show (one `h1`, and `content` visible). */
interface Route {
  path: string
  status?: number
  content?: string
}

/**
 * Whether the `index`-th route is opened in `lang`. Every route is opened in English and in Arabic (the two
 * directions) and in one of French, Turkish and Hindi in turn, so each of those three opens a third of the routes:
 * the languages change the words, not the markup (the catalogues' completeness is core's test; amounts in Hindi
 * digits are `amounts.spec`'s, the look in Hindi the visual snapshots'). Each route opened is checked in full:
 * status, console errors, hydration, `lang`, `dir`, pictures and axe.
 */
const opensIn = (lang: (typeof LANGUAGES)[number], index: number) =>
  lang === 'en' || lang === 'ar' || ['fr', 'tr', 'hi'].indexOf(lang) === index % 3

const scope = (lang: string) => (lang === 'en' || lang === 'ar' ? '' : ' (a third of the routes)')

/** Every route of spec §2 a guest can open (the account area is below, signed in). */
async function guestRoutes(page: Page): Promise<Route[]> {
  const home = (await (await page.request.get('/api/v1/home')).json()).data
  const brand = home.featured_brands[0]
  const collection = home.collections[0]
  const sale = home.flash_sales[0]
  return [
    { path: '/', content: '.souk-product-card' },
    { path: '/all/electronics' },
    { path: '/all/electronics/phones-tablets', content: '.souk-product-card' },
    { path: '/electronics/products' },
    { path: `/${brand.slug}/brand?brand=${brand.id}` },
    { path: `/${collection.slug}/collection?collection=${collection.id}` },
    { path: '/search?q=phone' },
    { path: '/brands', content: '.store-tiles__link' },
    { path: '/categories', content: '.store-tiles__link' },
    { path: '/flash-sale', content: '.souk-product-card' },
    { path: `/flash-sale/${sale.id}`, content: '.souk-product-card' },
    { path: '/shop/green-valley-market', content: '.souk-product-card' },
    { path: '/shop/bazaar-bright', content: '.souk-product-card' },
    { path: PRODUCT },
    { path: '/cart' },
    { path: '/shipping' },
    { path: '/checkout' },
    { path: '/track-order' },
    { path: '/page/privacy-policy', content: '.store-html p' },
    { path: '/page/sitemap' },
    { path: '/contact' },
    { path: '/login' },
    { path: '/register' },
    { path: '/forgot-password' },
    { path: '/seller/register' },
    { path: '/razorpay-callback' },
    { path: '/payfast/return' },
    { path: '/payfast/cancel' },
    { path: '/no/such/page', status: 404 },
  ]
}

/**
 * The pictures the browser fetched but could not draw (the API draws every seed picture on its first request); a
 * lazy picture not yet fetched is not one of them.
 */
const undrawnPictures = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.complete && image.currentSrc !== '' && image.naturalWidth === 0)
      .map((image) => image.currentSrc),
  )

/**
 * Opens a page and reports what is wrong with it: a bad status, console errors, missing content, a picture the
 * browser could not draw, and axe violations.
 */
async function check(page: Page, { path, status = 200, content }: Route): Promise<string[]> {
  const errors = collectErrors(page)
  const problems: string[] = []
  const response = await page.goto(path)
  if (response?.status() !== status)
    problems.push(`${path}: status ${response?.status()} (expected ${status})`)
  // Hydrated (React attached, effects ran) and every resource of the document loaded.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForLoadState('load')
  if (content) {
    const headings = await page.getByRole('heading', { level: 1 }).count()
    if (headings !== 1) problems.push(`${path}: ${headings} level-one headings (expected 1)`)
    if (!(await page.locator(content).first().isVisible())) problems.push(`${path}: no visible ${content}`)
  }
  for (const source of await undrawnPictures(page)) problems.push(`${path}: picture not drawn ${source}`)
  for (const violation of await axeViolations(page)) {
    problems.push(
      `${path}: axe ${violation.id} (${violation.impact}) ${violation.targets.slice(0, 3).join(' ')}`,
    )
  }
  // A page answered with an error status (the not-found page) makes the browser log that status: expected.
  const own = new URL(path, page.url()).href
  for (const error of errors) {
    if (status !== 200 && error.includes(`status of ${status}`) && error.endsWith(own)) continue
    problems.push(`${path}: console ${error}`)
  }
  page.removeAllListeners('console')
  page.removeAllListeners('pageerror')
  page.removeAllListeners('response')
  return problems
}

test.describe('every route renders in every language', () => {
  test.describe.configure({ timeout: 240_000 })

  for (const lang of LANGUAGES) {
    test(`as a guest, in ${lang}: no console errors, no axe violations${scope(lang)}`, async ({ page }) => {
      await closeBanners(page)
      const problems: string[] = []
      for (const [index, route] of (await guestRoutes(page)).entries()) {
        if (!opensIn(lang, index)) continue
        const path = route.path === '/' && lang !== 'en' ? `/${lang}` : `${prefix(lang)}${route.path}`
        problems.push(...(await check(page, { ...route, path })))
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
      }
      expect(problems).toEqual([])
    })

    test(`signed in, the account area in ${lang}: no console errors, no axe violations${scope(lang)}`, async ({
      page,
      context,
      baseURL,
    }) => {
      await closeBanners(page)
      const reply = await page.request.post('/api/v1/user/signin', {
        data: { email: CUSTOMER, password: 'souk-demo-1' },
      })
      const token = (await reply.json()).data.token
      await context.addCookies([{ name: 'frontend_auth_token', value: token, url: baseURL as string }])
      await page.goto(`${prefix(lang)}/user/orders`)
      const orderLink = await page.locator('main a[href*="/user/order/"]').first().getAttribute('href')
      expect(orderLink).toBeTruthy()
      const problems: string[] = []
      const paths = [
        '/user/profile',
        '/user/addresses',
        '/user/orders',
        '/user/wishlists',
        '/user/compared',
        '/user/following',
        '/user/vouchers',
        '/cart',
        '/shipping',
        '/checkout',
      ]
      for (const [index, path] of paths.entries()) {
        if (opensIn(lang, index)) problems.push(...(await check(page, { path: `${prefix(lang)}${path}` })))
      }
      if (opensIn(lang, paths.length)) problems.push(...(await check(page, { path: orderLink as string })))
      expect(problems).toEqual([])
    })
  }
})

test('an unknown address under /api/v1/ answers the API’s JSON 404 envelope, not a store page', async ({
  request,
}) => {
  const response = await request.get('/api/v1/no-such-route')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toContain('application/json')
  expect(await response.json()).toMatchObject({ status: 404, data: null })
})

test('the icon every page links is served, and a path beneath it is a page’s 404', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const icon = await page.locator('link[rel="icon"]').getAttribute('href')
  const served = await request.get(icon as string)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toContain('image/svg+xml')
  expect((await request.get(`${icon}/more`)).status()).toBe(404)
})

test('the axe check reports what it is shown: an image without a text and an unnamed button', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>t</title></head><body><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></body></html>',
  )
  const ids = (await axeViolations(page)).map((violation) => violation.id).sort()
  expect(ids).toEqual(['button-name', 'image-alt'])
})

test('the picture check reports a picture the browser could not draw, not one it has not fetched yet', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><body><img alt="a" src="data:image/png;base64,AAAA"><div style="height:5000px"></div><img alt="b" loading="lazy" src="data:image/png;base64,BBBB"></body></html>',
  )
  expect(await undrawnPictures(page)).toEqual(['data:image/png;base64,AAAA'])
})
