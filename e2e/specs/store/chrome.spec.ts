import { closeBanners, collectErrors } from '../../support/console'
import { expect, type Page, test } from '../../support/test'

const PRODUCT = '/nordia-modern-phone-case-1/product/1'
const CUSTOMER = 'sara@customers.souk.test'

/** Whether the page scrolls sideways (the document is wider than the viewport). */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
}

test('the category menu works by keyboard: open a category, move into its panel, follow a link', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await closeBanners(page)
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const nav = page.getByRole('navigation', { name: 'Categories' })
  // Server-rendered: the links are in the HTML the server sent, before any script ran.
  const html = await (await page.request.get('/')).text()
  expect(html).toContain('href="/all/electronics/phones-tablets"')

  const electronics = nav.getByRole('button', { name: 'Electronics' })
  await electronics.focus()
  await page.keyboard.press('Enter')
  await expect(electronics).toHaveAttribute('aria-expanded', 'true')
  const panel = page.locator(`#${await electronics.getAttribute('aria-controls')}`)
  await expect(panel).toBeVisible()
  // Escape closes it and focus stays on its button.
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(electronics).toBeFocused()
  // Open again, Tab into the panel (natural order), down to a sub-category, Enter follows it.
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Tab')
  const target = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'))
  expect(target).toMatch(/^\/all\/electronics\/[a-z-]+$/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  expect(errors).toEqual([])
})

test('on a phone the header is one row and its menu drawer holds the categories and the links', async ({
  page,
}) => {
  await closeBanners(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/ar')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const bar = page.locator('.souk-header__main')
  const logo = await page.locator('.souk-header__logo').boundingBox()
  const cart = await page.locator('.souk-cart-button').boundingBox()
  const search = await page.locator('.souk-header__search').boundingBox()
  expect(logo && cart && search).toBeTruthy()
  // One row: the search box sits between the logo and the cart, on their line.
  expect(Math.abs((search?.y ?? 0) - (logo?.y ?? 0))).toBeLessThan(24)
  expect(Math.abs((cart?.y ?? 0) - (logo?.y ?? 0))).toBeLessThan(24)
  await expect(page.locator('.souk-header__top')).toBeHidden()
  await bar.getByRole('button', { name: 'القائمة' }).click()
  const drawer = page.getByRole('dialog', { name: 'القائمة' })
  await expect(drawer.getByRole('navigation')).toBeVisible()
  await expect(drawer.locator('a[href="/ar/login"]')).toBeVisible()
})

test.describe('no horizontal scroll at 320 px', () => {
  test.describe.configure({ timeout: 120_000 })
  for (const lang of ['en', 'ar'] as const) {
    test(`home, listing, product, cart and account in ${lang}`, async ({ page, context, baseURL }) => {
      await closeBanners(page)
      await page.setViewportSize({ width: 320, height: 640 })
      const prefix = lang === 'en' ? '' : `/${lang}`
      const reply = await page.request.post('/api/v1/user/signin', {
        data: { email: CUSTOMER, password: 'souk-demo-1' },
      })
      const token = (await reply.json()).data.token
      const wide: string[] = []
      for (const path of ['/', '/all/electronics', PRODUCT, '/cart', '/user/orders']) {
        if (path === '/user/orders') {
          await context.addCookies([{ name: 'frontend_auth_token', value: token, url: baseURL as string }])
        }
        await page.goto(path === '/' ? prefix || '/' : `${prefix}${path}`)
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        if (await scrollsSideways(page)) wide.push(path)
        if (path === '/all/electronics') {
          // Two columns of cards from 320 px.
          const columns = await page
            .locator('.souk-product-grid__list')
            .first()
            .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length)
          expect(columns).toBe(2)
        }
      }
      expect(wide).toEqual([])
    })
  }
})

test('the popup waits while the cookie bar is up and opens after it is closed, with a heading', async ({
  page,
}) => {
  await page.goto('/')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const cookie = page.locator('.souk-cookie-banner')
  await expect(cookie).toBeVisible()
  const popup = page.locator('dialog.souk-popup-banner')
  await page.mouse.wheel(0, 200)
  await page.waitForTimeout(2500)
  await expect(popup).toBeHidden()
  await cookie.getByRole('button').click()
  await expect(popup).toBeVisible()
  await expect(popup.getByRole('heading')).toBeVisible()
})

test('the not-found page has the whole chrome, a search box and no reload button; status 404', async ({
  page,
}) => {
  await closeBanners(page)
  const response = await page.goto('/fr/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.locator('header.souk-header')).toBeVisible()
  await expect(page.locator('footer')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Catégories' })).toBeAttached()
  const main = page.locator('main#main')
  await expect(main.getByRole('combobox', { name: 'Chercher dans la boutique' })).toBeVisible()
  await expect(main.locator('a[href="/fr"]')).toBeVisible()
  await expect(main.locator('a[href="/fr/categories"]')).toBeVisible()
  await expect(main.getByRole('button', { name: 'Actualiser la page' })).toHaveCount(0)
})

/** How the header's search box shows its placeholder: the text's width in its font, and the room for it. */
function placeholderFit(page: Page) {
  return page.locator('.souk-header__search input').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input)
    const font = getComputedStyle(input, '::placeholder')
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
    context.font = `${font.fontStyle} ${font.fontWeight} ${font.fontSize} ${font.fontFamily}`
    const room =
      input.clientWidth -
      Number.parseFloat(style.paddingInlineStart) -
      Number.parseFloat(style.paddingInlineEnd)
    return {
      placeholder: input.placeholder,
      text: context.measureText(input.placeholder).width,
      room,
      scrolls: input.scrollWidth > input.clientWidth,
    }
  })
}

test.describe('the header at a laptop’s and a phone’s width', () => {
  test.describe.configure({ timeout: 120_000 })
  for (const lang of ['en', 'fr', 'ar', 'hi', 'tr'] as const) {
    const home = lang === 'en' ? '/' : `/${lang}`

    test(`at 1366 px in ${lang}: the category bar is one line, the rest under a 'More' disclosure; the placeholder fits`, async ({
      page,
    }) => {
      await closeBanners(page)
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.goto(home)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      const list = page.locator('.souk-category-menu__list[data-fit]')
      await expect(list).toBeAttached()
      const tops = await list.evaluate((element) =>
        Array.from(element.children).map((item) => Math.round(item.getBoundingClientRect().top)),
      )
      expect(new Set(tops).size, `one line of ${tops.length} items`).toBe(1)
      const box = await list.boundingBox()
      expect(box?.height ?? 0).toBeLessThan(60)
      // Nothing of the line is cut: the last item ends inside the bar.
      const ends = await list.evaluate((element) => {
        const bar = element.getBoundingClientRect()
        return Array.from(element.children).every((item) => {
          const rect = item.getBoundingClientRect()
          return rect.left >= bar.left - 1 && rect.right <= bar.right + 1
        })
      })
      expect(ends).toBe(true)
      // The categories that do not fit are under 'More', a disclosure like the others.
      const more = list.locator('[data-more] > button')
      if (await more.count()) {
        await more.focus()
        await page.keyboard.press('Enter')
        await expect(more).toHaveAttribute('aria-expanded', 'true')
        const panel = page.locator(`#${await more.getAttribute('aria-controls')}`)
        await expect(panel.getByRole('link').first()).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(panel).toBeHidden()
        await expect(more).toBeFocused()
      }
      const fit = await placeholderFit(page)
      expect(fit.text, `"${fit.placeholder}" within ${fit.room} px`).toBeLessThanOrEqual(fit.room)
      expect(fit.scrolls).toBe(false)
    })

    test(`at 390 px in ${lang}: the top strip is compact with every word, and the placeholder fits`, async ({
      page,
    }) => {
      await closeBanners(page)
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(home)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      const strip = page.locator('.souk-top-banner')
      await expect(strip).toBeVisible()
      const box = await strip.boundingBox()
      expect(box?.height ?? 0, 'the top strip’s height').toBeLessThanOrEqual(60)
      // Every text of the strip is drawn inside it (nothing cut off).
      const inside = await strip.evaluate((element) => {
        const outer = element.getBoundingClientRect()
        const texts = Array.from(
          element.querySelectorAll('.souk-promo__title, .souk-promo__line, .souk-promo__cta'),
        )
        return (
          texts.length > 0 &&
          texts.every((text) =>
            Array.from(text.getClientRects())
              .filter((rect) => rect.width > 0)
              // An inline box's glyph area may pass its line box by a few pixels (Arabic fonts are tall).
              .every((rect) => rect.top >= outer.top - 4 && rect.bottom <= outer.bottom + 4),
          )
        )
      })
      expect(inside).toBe(true)
      const fit = await placeholderFit(page)
      expect(fit.text, `"${fit.placeholder}" within ${fit.room} px`).toBeLessThanOrEqual(fit.room)
      expect(fit.scrolls).toBe(false)
    })
  }
})
