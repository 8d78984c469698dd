import { axeViolations } from '../../support/axe'
import { closeBanners, collectErrors } from '../../support/console'
import { expect, test } from '../../support/test'

const PRODUCT = '/nordia-modern-phone-case-1/product/1'

test.describe('search engines', () => {
  test('robots.txt keeps private pages and the API out and points at the sitemap', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt')
    expect(response.headers()['content-type']).toContain('text/plain')
    const text = await response.text()
    expect(text).toContain('Disallow: /api/')
    expect(text).toContain('Disallow: /fr/checkout')
    // The cart of a visitor is an empty page that links to the shop: crawlable.
    expect(text).not.toContain('Disallow: /cart')
    expect(text).toContain('Disallow: /ar/user/')
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  })

  test('sitemap.xml lists categories, products and pages in all five languages with alternates', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.headers()['content-type']).toContain('application/xml')
    const xml = await response.text()
    for (const path of [
      '/',
      '/fr/all/electronics',
      `/ar${PRODUCT}`,
      '/tr/page/privacy-policy',
      '/hi/brands',
    ]) {
      expect(xml).toContain(`<loc>${baseURL}${path === '/' ? '/' : path}</loc>`)
    }
    expect(xml).toContain(`hreflang="hi" href="${baseURL}/hi${PRODUCT}"`)
    expect(xml.match(/<url>/g)?.length).toBeGreaterThan(2000)
    // A sub-category is listed under its category, the spec's one form (never /all/{sub}).
    expect(xml).toContain(`<loc>${baseURL}/all/electronics/phones-tablets</loc>`)
    expect(xml).not.toContain(`<loc>${baseURL}/all/phones-tablets</loc>`)
  })

  test('the home page describes the shop as an Organization', async ({ page }) => {
    await page.goto('/')
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const organization = blocks
      .map((block) => JSON.parse(block))
      .find((block) => block['@type'] === 'Organization')
    expect(organization.name).toBeTruthy()
    expect(organization.url).toMatch(/^https?:\/\//)
  })

  test('every page names its language versions and its canonical URL', async ({ page, baseURL }) => {
    await page.goto('/fr/brands')
    await expect(page).toHaveTitle(/Toutes les marques/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/fr/brands`)
    await expect(page.locator('link[hreflang="ar"]')).toHaveAttribute('href', `${baseURL}/ar/brands`)
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/brands`)
  })
})

test.describe('browser language', () => {
  test.use({ locale: 'tr-TR' })

  test('the root path follows the browser language once, then remembers', async ({ page, context }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/tr$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')).toMatchObject({
      value: 'tr',
      sameSite: 'Lax',
    })
    // Detection ran: English stays reachable at the root.
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('only the root path is redirected', async ({ page }) => {
    await page.goto('/brands')
    await expect(page).toHaveURL(/\/brands$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('choosing a language remembers it in the currentLanguage cookie', async ({ page, context }) => {
    await closeBanners(page)
    await page.goto('/brands')
    // The server's plain form (a native select and its Apply button) is replaced by the dropdown once the header's
    // parts have loaded, after hydration; the plain form is no-js-controls.spec.ts's.
    await expect(page.locator('.souk-language-select--plain')).toHaveCount(0)
    const select = page
      .getByRole('combobox', { name: /language/i })
      .or(page.getByRole('button', { name: /language/i }))
    await select.first().click()
    await page.getByRole('option', { name: /Français/ }).click()
    await expect(page).toHaveURL(/\/fr\/brands$/)
    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === 'currentLanguage')?.value).toBe('fr')
  })
})

test('the shop’s custom scripts and analytics wait for cookie consent', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('popupBannerClosed', 'true'))
  await page.goto('/')
  // The seed's public custom script (route pattern `.*`) is JavaScript: it pushes an event to the dataLayer.
  const ran = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
        (entry) => entry.event === 'souk_custom_script',
      ),
    )
  expect(await ran()).toBe(false)
  await page.getByRole('button', { name: 'Got it' }).click()
  await expect.poll(ran).toBe(true)
  await page.reload()
  await expect.poll(ran).toBe(true)
  await expect(page.locator('script[data-souk-custom]')).toHaveCount(1)
})

test('the contact page sends a message and confirms it', async ({ page }) => {
  const errors = collectErrors(page)
  await closeBanners(page)
  await page.goto('/contact')
  const main = page.locator('main')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
  await main.getByRole('button', { name: 'Send message' }).click()
  await expect(main.getByLabel('Name')).toHaveAccessibleDescription('Name is required')
  await main.getByLabel('Name').fill('Ada Lovelace')
  await main.getByLabel('Email').fill('ada@example.com')
  await main.getByLabel('Subject').fill('Where is my parcel?')
  await main.getByLabel('Message').fill('It was due yesterday.')
  await main.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'We have received your message' })).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
  expect(errors).toEqual([])
})

test('the sitemap page links every category, product and page', async ({ page }) => {
  await closeBanners(page)
  await page.goto('/fr/page/sitemap')
  await expect(page.getByRole('heading', { level: 1, name: 'Plan du site' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Catégories' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/fr\/all\//,
  )
  await expect(
    page.getByRole('region', { name: 'Catégories' }).locator('a[href="/fr/all/phones-tablets"]'),
  ).toHaveCount(0)
  await expect(
    page.getByRole('region', { name: 'Catégories' }).locator('a[href="/fr/all/electronics/phones-tablets"]'),
  ).toHaveCount(1)
  expect(await page.getByRole('region', { name: 'Produits' }).getByRole('link').count()).toBeGreaterThan(100)
  expect(await axeViolations(page)).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [name, path, check] of [
    ['home', '/', '.souk-home-slider'],
    ['listing', '/all/electronics', '.souk-product-card'],
    ['product', PRODUCT, '.store-product__info h1, h1'],
  ] as const) {
    test(`the ${name} page shows its content, rendered on the server`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator(check).first()).toBeVisible()
      await expect(page.locator('main#main')).not.toBeEmpty()
    })
  }
})
