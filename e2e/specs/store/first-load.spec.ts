import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { BROWSER_USER_AGENT, inlineCode, textSize, textsUrl } from '../../../scripts/first-load-js.mjs'
import { closeBanners, collectErrors } from '../../support/console'
import { expect, test } from '../../support/test'
import { CUSTOMERS, signIn } from '../account/helpers'

// What every page costs on its first load (issue 17): its texts travel as a long-cached file of their own, not
// in every page's data, and the home page's DOM stays small.

/**
 * The bytes of the route data a page's HTML carries for hydration (React Router's turbo-stream, the strings its
 * scripts pass to `window.__reactRouterContext.streamController.enqueue`), as the browser decodes them.
 */
function loaderDataBytes(html: string): number {
  let data = ''
  for (const [, chunk] of html.matchAll(
    /__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g,
  )) {
    data += JSON.parse(chunk as string) as string
  }
  return new TextEncoder().encode(data).length
}

/** The address (path) of the texts file a page preloads, read as `scripts/first-load-js.mjs` reads it. */
function textsPreload(html: string): string | undefined {
  const url = textsUrl(html, 'http://store.test/')
  return url ? new URL(url).pathname : undefined
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

test.describe("the page's stylesheets", () => {
  test('are inline in the head, only those its route names: the first paint waits for no stylesheet request, and the browser keeps that copy', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/ar/nordia-modern-phone-case-1/product/1')).text()
    const head = html.slice(0, html.indexOf('</head>'))
    // One element: root.css, then the product page's two (apps/reference-store/app/lib/pageStylesheets.tsx).
    const inline = /<style data-precedence="default" data-href="([^"]+)">@layer /.exec(head)?.[1] ?? ''
    expect(inline.split(' ').map((href) => /^\/assets\/(\w+)-[\w-]+\.css$/.exec(href)?.[1])).toEqual([
      'root',
      'catalogue',
      'product',
    ])
    // The one stylesheet linked is the Arabic web fonts', not applied at first (below).
    expect([...head.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map(([link]) => link)).toEqual([
      expect.stringMatching(
        /^<link id="souk-script-faces" rel="stylesheet" href="\/assets\/fonts-arabic-[\w-]+\.css" media="print"\/>$/,
      ),
    ])
    const fetched: string[] = []
    page.on('request', (sent) => {
      if (sent.resourceType() === 'stylesheet' && !/\/fonts-arabic-/.test(sent.url()))
        fetched.push(sent.url())
    })
    const errors = collectErrors(page)
    await page.goto('/ar/nordia-modern-phone-case-1/product/1')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    // Hydrated, the page has the server's element, styled (the header's bar is a flex row), and fetched no copy.
    await expect(page.locator('style[data-href]')).toHaveCount(1)
    expect(
      await page.locator('style[data-href]').evaluate((style) => style.textContent?.length ?? 0),
    ).toBeGreaterThan(10_000)
    await expect(page.locator('.souk-header__main')).toHaveCSS('display', 'flex')
    expect(fetched).toEqual([])
    expect(errors).toEqual([])
  })
})

/** When the page's web-font files were requested, against its load event (ms since the navigation started). */
async function fontTimings(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const fonts = performance.getEntriesByType('resource').filter((entry) => /\.woff2$/.test(entry.name))
    return { load: navigation?.loadEventStart ?? 0, fonts: fonts.map((entry) => entry.startTime) }
  })
}

/** Records the page's layout shifts that no input caused, from its first paint on (for `shiftsOf`). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { soukShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The sum of the page's layout shifts that no input caused. */
function shiftsOf(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { soukShifts: number[] }).soukShifts.reduce((sum, value) => sum + value, 0),
  )
}

/** The web-font faces the page uses, with their state. */
function facesOf(page: Page) {
  return page.evaluate(() => {
    const faces: string[] = []
    document.fonts.forEach((face) => {
      faces.push(`${face.family} ${face.weight} ${face.status}`)
    })
    return faces.sort()
  })
}

test.describe("an Arabic page's web fonts", () => {
  test('never hold or move the first page: downloaded after its load, applied with the next page, from the start on a later load', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await closeBanners(page)
    await recordShifts(page)
    await page.goto('/ar/all/electronics')
    await page.waitForLoadState('networkidle')
    const first = await fontTimings(page)
    // Regular, medium and bold, downloaded once the page had loaded, and not applied: it stays in the system's face.
    expect(first.fonts).toHaveLength(3)
    for (const start of first.fonts) expect(start).toBeGreaterThanOrEqual(first.load)
    expect(await facesOf(page)).toEqual([])
    // The next page the shopper opens (in the page: no load) comes with them.
    await page.locator('.souk-product-card__link').first().click()
    await expect(page).toHaveURL(/\/product\//)
    await expect(page.locator('#souk-script-faces')).toHaveAttribute('media', 'all')
    await expect
      .poll(() => facesOf(page))
      .toEqual(expect.arrayContaining(['Noto Sans Arabic 400 loaded', 'Noto Sans Arabic 700 loaded']))
    // A later page load: on from the start, out of the browser's cache.
    await page.goto('/ar/cart')
    await page.waitForLoadState('networkidle')
    const later = await fontTimings(page)
    expect(later.fonts.length).toBeGreaterThanOrEqual(2)
    for (const start of later.fonts) expect(start).toBeLessThan(later.load)
    // Drawn in its faces from the first paint: nothing moved when they came.
    expect(await shiftsOf(page)).toBe(0)
    expect(errors).toEqual([])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('are not downloaded: the page keeps the system’s face', async ({ page }) => {
      const fonts: string[] = []
      page.on('request', (sent) => {
        if (sent.resourceType() === 'font') fonts.push(sent.url())
      })
      await page.goto('/ar/all/electronics')
      await page.waitForLoadState('networkidle')
      await expect(page.locator('h1')).toHaveText(/\p{Script=Arabic}/u)
      expect(fonts).toEqual([])
    })
  })
})

/** Holds the home's answer with its sections' other cards (`?index&more`) until the returned function is called. */
async function holdOtherCards(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/[?&]more=/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test.describe('the home page', () => {
  for (const width of [1366, 390]) {
    for (const path of ['/', '/ar']) {
      test(`${path} at ${width} px stays under 1,500 elements, its first sections with their first row of cards`, async ({
        page,
      }) => {
        // It scrolls through every section and waits for their cards: slow on a shared machine.
        test.slow()
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
        const sections = page.locator('.store-home__products')
        const count = await sections.count()
        expect(count).toBeGreaterThan(3)
        // The first section comes with its first row (4 cards); the last one, far below the first screen, with
        // none: its cards load as the shopper scrolls near.
        await expect(sections.first().locator('.souk-product-card')).not.toHaveCount(0)
        await expect(sections.last().locator('.souk-product-card')).toHaveCount(0)
        // Issue 17: under 1,500 elements once the page is interactive (2,439 at 1366 px before: every section's
        // first row, three forms per card).
        expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(1_500)
        // Scrolled near, every section shows its eight cards, as before.
        for (let index = 0; index < count; index++) {
          await sections.nth(index).scrollIntoViewIfNeeded()
          await expect(sections.nth(index).locator('.souk-product-card')).toHaveCount(8)
        }
      })
    }
  }

  test('a section near the viewport is busy until its other cards arrive, then shows them', async ({
    page,
  }) => {
    // The answer with the sections' other cards is held until the section has been seen waiting.
    const release = await holdOtherCards(page)
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    const last = page.locator('.store-home__products').last()
    await expect(last).not.toHaveAttribute('aria-busy')
    await last.scrollIntoViewIfNeeded()
    await expect(last).toHaveAttribute('aria-busy', 'true')
    await expect(last.locator('.souk-product-card')).toHaveCount(0)
    release()
    await expect(last.locator('.souk-product-card')).toHaveCount(8)
    await expect(last).not.toHaveAttribute('aria-busy')
  })

  test('on a phone, a jump to its end before the other cards arrive is not undone when they come', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdOtherCards(page)
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    const last = page.locator('.store-home__products').last()
    // Where the last section is on the page, and how tall the page is.
    const measure = () =>
      last.evaluate((section) => ({
        top: section.getBoundingClientRect().top + window.scrollY,
        height: document.documentElement.scrollHeight,
      }))
    // To the page's end (its footer), then back up to the last section: it asks for its cards.
    await page.keyboard.press('End')
    await last.scrollIntoViewIfNeeded()
    await expect(last).toHaveAttribute('aria-busy', 'true')
    // The cards still to come keep their places (8 in all), drawn empty.
    await expect(last.locator('.souk-product-card')).toHaveCount(0)
    await expect(last.locator('.souk-product-grid__place')).toHaveCount(8)
    await expect(last.locator('.souk-product-grid__place').first()).toBeVisible()
    const before = await measure()
    release()
    await expect(last.locator('.souk-product-card')).toHaveCount(8)
    await expect(last.locator('.souk-product-grid__place')).toHaveCount(0)
    const after = await measure()
    // Cards differ a little in height (a title on two lines): a few per cent, not sections of 1,400 px.
    expect(Math.abs(after.top - before.top)).toBeLessThan(before.top * 0.05)
    expect(Math.abs(after.height - before.height)).toBeLessThan(before.height * 0.05)
  })

  test('keeps no place for cards that cannot come without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    const places = page.locator('.souk-product-grid__place')
    expect(await places.count()).toBeGreaterThan(0)
    for (const place of await places.all()) await expect(place).toBeHidden()
    await context.close()
  })

  test('carries under 20 KB of loader data in its HTML, in English and in Arabic', async ({ request }) => {
    for (const path of ['/', '/ar']) {
      const html = await (await request.get(path)).text()
      const bytes = loaderDataBytes(html)
      // Measured, not empty: the data is there (the shop's name, a collection's title).
      expect(bytes, path).toBeGreaterThan(2_000)
      expect(bytes, path).toBeLessThan(20_000)
    }
  })
})

/**
 * The JavaScript a page downloads before it is interactive: every module script of the store (`/assets/*.js`)
 * the browser asked for before the page hydrated (the root's `souk:hydrated` performance mark), each counted
 * gzip-compressed (level 9, as `scripts/first-load-js.mjs` measures), whatever the server's own encoding, and the
 * code of the page's inline scripts as a shopper's browser gets them (React Router's bootstrap, manifest and scroll
 * restoration, the store's own; React's streaming runtime too, were the page ever streamed; not the loader data,
 * budgeted above). What loads once the page has hydrated (the footer and the page's services,
 * `app/components/deferredPart.tsx`) is not counted.
 */
async function firstLoadKb(page: Page, path: string): Promise<{ kb: number; files: string[] }> {
  // The page itself, not an error page or a redirect to the sign-in (a smaller page would pass unseen).
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  const reached = new URL(page.url())
  expect(`${reached.pathname}${reached.search}`, path).toBe(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  const files = await page.evaluate(() => {
    const hydratedAt = performance.getEntriesByName('souk:hydrated')[0]?.startTime ?? Number.POSITIVE_INFINITY
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < hydratedAt)
      .map((entry) => new URL(entry.name).pathname)
      .filter((name) => name.startsWith('/assets/') && name.endsWith('.js'))
  })
  const sizes = await Promise.all(
    files.map(async (file) => gzipSync(await (await page.request.get(file)).body(), { level: 9 }).length),
  )
  // As a shopper's browser gets it (the headless test browser's agent could be answered as a crawler's: the store
  // sends both the same page today, and the figure must not depend on it).
  const documentAgain = await page.request.get(path, {
    maxRedirects: 0,
    headers: { 'User-Agent': BROWSER_USER_AGENT },
  })
  expect(documentAgain.status(), path).toBe(200)
  const inline = textSize(inlineCode(await documentAgain.text())).gzip
  // React Router's bootstrap alone is ~1 KB: less means the inline scripts were not found.
  expect(inline, path).toBeGreaterThan(800)
  return {
    kb: (sizes.reduce((sum, size) => sum + size, 0) + inline) / 1024,
    files: [...files, `inline ${inline} B`],
  }
}

test.describe('the first-load JavaScript (issue 17)', () => {
  // React 19 and React Router 7 are ~105 KB gz of it (one file); the rest is the store's own code: the shell every
  // page runs (one file, with the root route's views: `app/root.tsx` says why), the page's route and the chunks it
  // shares with other routes, and ~1.1–1.3 KB of inline code (React Router's bootstrap, manifest and scroll
  // restoration, the store's own small scripts). The issue's goal, 135 KB on every page, holds on each. Measured
  // (28 November 2026, with `scripts/first-load-js.mjs`, English / Arabic): home 133.4 / 133.4, listing 134.2 /
  // 134.2, product 134.4 / 134.5, cart 134.5 / 134.6, checkout 130.6 / 130.6, search results 134.0 / 134.1, a
  // signed-in shopper's profile 134.3 / 134.4 (its forms hydrate with it). The pages are the seed's (a run whose
  // earlier journeys changed the catalogue could load other chunks).
  const budgets = [
    { path: '/', kb: 135 },
    { path: '/all/electronics', kb: 135 },
    { path: '/nordia-modern-phone-case-1/product/1', kb: 135 },
    { path: '/cart', kb: 135 },
    { path: '/checkout', kb: 135 },
    { path: '/search?q=modern', kb: 135 },
    { path: '/user/profile', kb: 135, customer: CUSTOMERS.orders },
  ]
  for (const { path, kb, customer } of budgets) {
    test(`${path} and its Arabic page hydrate after at most ${kb} KB gz of JavaScript${customer ? ' (signed in)' : ''}`, async ({
      page,
    }) => {
      test.slow()
      if (customer) {
        await closeBanners(page)
        await signIn(page, customer)
      }
      for (const localized of [path, path === '/' ? '/ar' : `/ar${path}`]) {
        const loaded = await firstLoadKb(page, localized)
        expect(loaded.kb, `${localized}: ${loaded.files.join(' ')}`).toBeLessThan(kb)
      }
    })
  }

  test('the footer and the page services are not in the first load: their code comes once the page hydrated', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    const loaded = await firstLoadKb(page, '/')
    expect(loaded.files.filter((file) => file.includes('LaterParts'))).toEqual([])
    // Then it comes; the footer stays as the server sent it.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes('LaterParts')),
        ),
      )
      .toBe(true)
    await expect(page.locator('.souk-footer__newsletter')).toBeVisible()
    expect(errors).toEqual([])
  })
})

test.describe('the parts that load after hydration (issue 17)', () => {
  test("the header's menus, search box and top banner, and a product's parts below the fold, are not in the first load; their server HTML is", async ({
    page,
  }) => {
    const errors = collectErrors(page)
    const path = '/nordia-modern-phone-case-1/product/1'
    const loaded = await firstLoadKb(page, path)
    expect(loaded.files.filter((file) => /HeaderParts|ProductLaterParts/.test(file))).toEqual([])
    // The server's HTML has them all, before their code.
    const html = await (await page.request.get(path)).text()
    for (const part of ['souk-category-menu', 'souk-account-menu', 'souk-search-box', 'souk-review-list']) {
      expect(html, part).toContain(part)
    }
    // Then their code comes, and the parts work.
    await expect
      .poll(() =>
        page.evaluate(() =>
          ['HeaderParts', 'ProductLaterParts'].every((name) =>
            performance.getEntriesByType('resource').some((entry) => entry.name.includes(name)),
          ),
        ),
      )
      .toBe(true)
    const account = page.locator('.souk-account-menu__button')
    await account.click()
    await expect(account).toHaveAttribute('aria-expanded', 'true')
    expect(errors).toEqual([])
  })

  /** Opens the home page with the header's deferred code held back until `release` is called. */
  async function withHeaderCodeHeldBack(page: Page): Promise<() => void> {
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(
      (url) => url.pathname.startsWith('/assets/HeaderParts-'),
      async (route) => {
        await released
        await route.continue()
      },
    )
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    return release
  }

  test("a press on the account menu before the header's code arrived opens it once the code has", async ({
    page,
  }) => {
    await closeBanners(page)
    const errors = collectErrors(page)
    const release = await withHeaderCodeHeldBack(page)
    const account = page.locator('.souk-account-menu__button')
    await account.click()
    // Nothing yet: the menu's code is not there.
    await expect(account).toHaveAttribute('aria-expanded', 'false')
    release()
    await expect(account).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('menu')).toBeVisible()
    expect(errors).toEqual([])
  })

  test("a text typed in the search box before the header's code arrived gets its suggestions once the code has", async ({
    page,
  }) => {
    await closeBanners(page)
    const errors = collectErrors(page)
    const release = await withHeaderCodeHeldBack(page)
    const search = page.locator('.souk-header__search input[type="search"]')
    await search.fill('phone')
    release()
    await expect(page.locator('.souk-header__search [role="listbox"]')).toBeVisible({ timeout: 10_000 })
    await expect(search).toHaveValue('phone')
    expect(errors).toEqual([])
  })
})
