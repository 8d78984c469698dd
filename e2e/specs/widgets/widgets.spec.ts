import { closeBanners, collectErrors } from '../../support/console'
import { expect, test } from '../../support/test'
import { cartCount, placeOrder, shipToNewAddress } from '../checkout/journey'
import {
  badge,
  chooseOptions,
  deepFocus,
  differingPixels,
  eventsOf,
  PARTNER,
  recordEvents,
  WIDGETS,
  widgetsReady,
  widgetViolations,
} from './partner'

// The journeys of the widgets issue on the partner's magazine: another origin, hostile CSS and a strict
// Content-Security-Policy, embedding the shop's widgets with one <script> tag.

/** Fails the test on any Content-Security-Policy violation in the page. */
async function watchCsp(page: import('@playwright/test').Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

test('the partner page is another origin with a strict CSP, and the widgets work under it', async ({
  page,
  baseURL,
}) => {
  const response = await page.goto(PARTNER)
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self'")
  expect(policy).not.toContain('unsafe-inline')
  expect(policy).not.toContain('unsafe-eval')
  expect(policy).toContain("default-src 'none'")
  await widgetsReady(page)
  expect(new URL(page.url()).origin).not.toBe(new URL(baseURL ?? '').origin)
})

test('a shopper adds from a card and from a product, changes a quantity in the drawer and takes the same cart to the shop', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page)
  const csp = await watchCsp(page)
  await recordEvents(page)
  await page.goto(PARTNER)
  await widgetsReady(page)
  await expect(badge(page)).toHaveText('0')

  // From the card: a product without options goes straight into the cart, and the button follows at once.
  const cardTitle = (await page.locator('#card [part~="title"]').textContent())?.trim() ?? ''
  await page
    .locator('#card')
    .getByRole('button', { name: /^Add to cart/ })
    .click()
  await expect(badge(page)).toHaveText('1')
  await expect.poll(async () => (await eventsOf(page, 'souk-cart-add')).length).toBe(1)
  const [added] = await eventsOf(page, 'souk-cart-add')
  expect(added).toMatchObject({ composed: true, bubbles: true, detail: { quantity: 1, count: 1 } })
  expect(typeof added?.detail.productId).toBe('number')

  // From the product: options first, then the purchase block's 'Add to cart'.
  const productTitle = (await page.locator('#product [part~="title"]').textContent())?.trim() ?? ''
  await chooseOptions(page)
  await page.locator('#product').getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(badge(page)).toHaveText('2')
  await expect.poll(async () => (await eventsOf(page, 'souk-cart-add')).length).toBe(2)

  // The cart button opens the drawer with both lines.
  await page.locator('#cart-button [part~="link"]').click()
  const drawer = page.locator('#cart dialog')
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('heading', { name: 'Shopping cart' })).toBeVisible()
  const lines = page.locator('#cart [part~="line"]')
  await expect(lines).toHaveCount(2)
  await expect(drawer).toContainText(cardTitle)
  await expect(drawer).toContainText(productTitle)
  const opened = await eventsOf(page, 'souk-cart-open')
  expect(opened.at(-1)).toMatchObject({ cancelable: true, detail: { count: 2 } })

  // One more of the card's product.
  const cardLine = lines.filter({ hasText: cardTitle })
  await cardLine.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(badge(page)).toHaveText('3')
  await expect(cardLine.getByRole('spinbutton')).toHaveValue('2')
  await expect.poll(async () => (await eventsOf(page, 'souk-cart-change')).length).toBeGreaterThan(0)
  const change = (await eventsOf(page, 'souk-cart-change')).at(-1)
  expect(change?.detail.count).toBe(3)
  expect(change?.detail.lines).toHaveLength(2)

  // Checkout hands the same cart to the shop's /cart with a one-time code: the shop's visitor (an empty cart of
  // their own) gets the lines at once, keeps their own guest token, and the code leaves the address.
  const widgetGuest = await page.evaluate(() => localStorage.getItem('user_token'))
  expect(widgetGuest).toBeTruthy()
  const claimed = page.waitForResponse((response) => response.url().includes('/api/v1/cart/handoff/claim'))
  await drawer.getByRole('button', { name: 'Proceed to checkout' }).click()
  await page.waitForURL((url) => url.origin === new URL(baseURL ?? '').origin && url.pathname === '/cart')
  const claim = (await (await claimed).json()) as { status: number; data: { moved_items: number } }
  expect(claim).toMatchObject({ status: 200, data: { moved_items: 3 } })
  await expect(page).not.toHaveURL(/souk_handoff|souk_guest/)
  expect(await page.evaluate(() => localStorage.getItem('user_token'))).not.toBe(widgetGuest)
  await expect(page.getByText('3 items added to your cart.')).toBeVisible()
  const shopLines = page.locator('.store-cart__lines > li')
  await expect(shopLines).toHaveCount(2)
  await expect(page.locator('.store-cart__lines')).toContainText(cardTitle)
  await expect(page.locator('.store-cart__lines')).toContainText(productTitle)
  await expect(shopLines.filter({ hasText: cardTitle }).getByRole('spinbutton')).toHaveValue('2')
  expect(errors).toEqual([])
  expect(csp).toEqual([])

  // On the shop (its popup and cookie banners closed, as a shopper would), the cart is ordered cash on delivery.
  await closeBanners(page)
  await page.reload()
  await expect(shopLines).toHaveCount(2)
  await shipToNewAddress(page)
  await page.locator('.souk-cart-summary__checkout').click()
  await expect(page).toHaveURL(/\/checkout$/)
  const order = await placeOrder(page, 'Cash on delivery')
  await expect(page.locator('[data-order-code]')).toHaveAttribute('data-order-code', order.order)
  await expect.poll(() => cartCount(page)).toBe(0)
})

test('the cancelable checkout keeps the shopper on the partner page when the host vetoes it', async ({
  page,
}) => {
  await recordEvents(page)
  await page.goto(PARTNER)
  await widgetsReady(page)
  await page
    .locator('#card')
    .getByRole('button', { name: /^Add to cart/ })
    .click()
  await expect(badge(page)).toHaveText('1')
  await page.evaluate(() => document.addEventListener('souk-checkout', (event) => event.preventDefault()))
  await page.locator('#cart-button [part~="link"]').click()
  await page.locator('#cart dialog').getByRole('button', { name: 'Proceed to checkout' }).click()
  await expect.poll(async () => (await eventsOf(page, 'souk-checkout')).length).toBe(1)
  const [checkout] = await eventsOf(page, 'souk-checkout')
  expect(checkout).toMatchObject({
    cancelable: true,
    composed: true,
    detail: { source: 'checkout', count: 1 },
  })
  expect(String(checkout?.detail.url)).toMatch(/\/cart\?souk_handoff=[A-Za-z0-9_-]{43}$/)
  expect(new URL(page.url()).origin).toBe(new URL(PARTNER).origin)
})

test('the search shows the suggestion groups and "nothing found", by keyboard only, and a product pick can be vetoed', async ({
  page,
  baseURL,
}) => {
  await recordEvents(page)
  await page.goto(PARTNER)
  await widgetsReady(page)
  const input = page.locator('#search input[role="combobox"]')
  // Keyboard only: Tab from the page into the search field.
  await page.locator('h1').click()
  for (let step = 0; step < 10 && (await deepFocus(page))?.tag !== 'input'; step++)
    await page.keyboard.press('Tab')
  await expect(input).toBeFocused()
  const productTitle = (await page.locator('#product [part~="title"]').textContent())?.trim() ?? ''
  const word = productTitle.split(/\s+/)[0] ?? ''
  await page.keyboard.type(word.toLowerCase())
  const popup = page.locator('#search [role="listbox"]')
  await expect(popup).toBeVisible({ timeout: 5000 })
  await expect(input).toHaveAttribute('aria-expanded', 'true')
  await expect(popup.locator('[role="group"]').first()).toBeVisible()
  const groups = await popup
    .locator('[role="group"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-group')))
  expect(groups).toContain('products')

  // Down to the first product option, then Enter: the host cancels souk-product-select.
  await page.evaluate(() =>
    document.addEventListener('souk-product-select', (event) => event.preventDefault(), { once: true }),
  )
  for (let step = 0; step < 20; step++) {
    await page.keyboard.press('ArrowDown')
    const kind = await popup.locator('[data-active]').getAttribute('data-kind')
    if (kind === 'product') break
  }
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await eventsOf(page, 'souk-product-select')).length).toBe(1)
  const [select] = await eventsOf(page, 'souk-product-select')
  expect(select).toMatchObject({ cancelable: true, composed: true })
  expect(typeof select?.detail.productId).toBe('number')
  expect(String(select?.detail.url)).toContain(`/product/${select?.detail.productId}`)
  expect(new URL(page.url()).origin).toBe(new URL(PARTNER).origin)

  // Text that matches nothing: the fourth state of the popup.
  await input.fill('')
  await input.focus()
  await page.keyboard.type('zzqxv')
  await expect(page.locator('#search [part~="suggestions"]')).toContainText('Nothing found for', {
    timeout: 5000,
  })

  // Submitting opens the shop's search page unless cancelled.
  await input.fill('')
  await page.keyboard.type(word.toLowerCase())
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.origin === new URL(baseURL ?? '').origin && url.pathname === '/search')
  expect(new URL(page.url()).searchParams.get('q')).toBe(word.toLowerCase())
})

test('the suggestion popup has keywords, categories and products for a broad search', async ({ page }) => {
  await page.goto(PARTNER)
  await widgetsReady(page)
  const input = page.locator('#search input[role="combobox"]')
  await input.focus()
  // A letter common to many titles and categories brings every group.
  await page.keyboard.type('a')
  const popup = page.locator('#search [role="listbox"]')
  await expect(popup.locator('[role="group"]').first()).toBeVisible({ timeout: 5000 })
  const groups = await popup
    .locator('[role="group"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-group')))
  expect(groups).toEqual(['keywords', 'categories', 'products'])
})

test('the cart drawer works from the keyboard and gives focus back to the cart button', async ({ page }) => {
  await page.goto(PARTNER)
  await widgetsReady(page)
  await page
    .locator('#card')
    .getByRole('button', { name: /^Add to cart/ })
    .click()
  await expect(badge(page)).toHaveText('1')
  await page.locator('#cart-button [part~="link"]').focus()
  await page.keyboard.press('Enter')
  const drawer = page.locator('#cart dialog')
  await expect(drawer).toBeVisible()
  // Focus moved into the drawer and Tab stays inside it.
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab')
    const inside = await page.evaluate(() => {
      const root = document.querySelector('#cart')?.shadowRoot
      return Boolean(root?.activeElement && root.querySelector('dialog')?.contains(root.activeElement))
    })
    expect(inside).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect.poll(async () => (await deepFocus(page))?.part).toContain('link')
})

test('every widget renders right to left in Arabic, and the language switch re-renders all of them', async ({
  page,
}) => {
  await page.goto(PARTNER)
  await widgetsReady(page)
  await page.locator('#language').selectOption('ar')
  for (const widget of WIDGETS) {
    await expect(page.locator(`${widget} .souk-root`).first()).toHaveAttribute('dir', 'rtl')
    await expect(page.locator(`${widget} .souk-root`).first()).toHaveAttribute('lang', 'ar')
  }
  await expect(page.locator('#product').getByRole('button', { name: 'أضف إلى السلة' })).toBeVisible()
  await page.locator('#cart-button [part~="link"]').click()
  await expect(page.locator('#cart .souk-root')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('#cart dialog')).toBeVisible()
})

test('no axe violation inside the widgets, in English and in Arabic, with the drawer and the popup open', async ({
  browser,
}) => {
  // axe is injected as an inline script: this context alone bypasses the page's CSP for it.
  const context = await browser.newContext({ bypassCSP: true })
  const page = await context.newPage()
  await page.goto(PARTNER)
  await widgetsReady(page)
  expect(await widgetViolations(page, WIDGETS)).toEqual([])
  await page.locator('#search input[role="combobox"]').fill('a')
  await expect(page.locator('#search [role="listbox"] [role="group"]').first()).toBeVisible({ timeout: 5000 })
  expect(await widgetViolations(page, ['#search'])).toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.locator('#search input[role="combobox"]')).toHaveAttribute('aria-expanded', 'false')
  await page.locator('#language').selectOption('ar')
  await expect(page.locator('#card .souk-root')).toHaveAttribute('dir', 'rtl')
  await page.locator('#card').getByRole('button').first().click()
  await page.locator('#cart-button [part~="link"]').click()
  await expect(page.locator('#cart dialog')).toBeVisible()
  await expect(page.locator('#cart [part~="line"]')).toHaveCount(1)
  expect(await widgetViolations(page, [...WIDGETS, '#cart'])).toEqual([])
  await context.close()
})

test('the hostile page changes nothing in the widgets: each looks the same as on a blank page', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const hostile = await context.newPage()
  const blank = await context.newPage()
  await hostile.goto(PARTNER)
  await blank.goto(new URL('blank', PARTNER).href)
  await widgetsReady(hostile)
  await widgetsReady(blank)
  const compare = await context.newPage()
  for (const widget of WIDGETS) {
    const options = { animations: 'disabled', caret: 'hide' } as const
    const onHostile = await hostile.locator(widget).screenshot(options)
    const onBlank = await blank.locator(widget).screenshot(options)
    const { differing, total } = await differingPixels(compare, onHostile, onBlank)
    // Identical but for a few anti-aliased edge pixels (at most 1 in 1000).
    expect(differing, `${widget}: ${differing} of ${total} pixels differ`).toBeGreaterThanOrEqual(0)
    expect(differing / total, `${widget}: ${differing} of ${total} pixels differ`).toBeLessThanOrEqual(0.001)
  }
  await context.close()
})

test('the widgets change nothing on the host page: its own computed styles are the same without them', async ({
  browser,
}) => {
  const sample = (page: import('@playwright/test').Page) =>
    page.evaluate(() =>
      [
        'html',
        'body',
        'h1',
        '.kicker',
        '.lede',
        'h2',
        'footer a',
        '#language',
        '.story__columns',
        '.log',
      ].map((selector) => {
        const element = document.querySelector(selector)
        if (!element) return [selector, null]
        const style = getComputedStyle(element)
        return [
          selector,
          [
            'font-family',
            'font-size',
            'color',
            'background-color',
            'letter-spacing',
            'line-height',
            'margin-top',
            'padding-top',
            'border-top-style',
            'text-transform',
            'display',
          ].map((property) => style.getPropertyValue(property)),
        ]
      }),
    )
  const context = await browser.newContext()
  const without = await context.newPage()
  // The same page with the widgets' script blocked: the host as it is on its own.
  await without.route(/\/widgets\/souk\.js$/, (route) => route.abort())
  await without.goto(PARTNER)
  await expect(without.locator('h1')).toBeVisible()
  const withWidgets = await context.newPage()
  await withWidgets.goto(PARTNER)
  await widgetsReady(withWidgets)
  expect(await sample(withWidgets)).toEqual(await sample(without))
  await context.close()
})

test('attribute and property changes re-render, and loading the script twice (two versions) is harmless', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await page.goto(PARTNER)
  await widgetsReady(page)
  const title = page.locator('#card [part~="title"]')
  const before = await title.textContent()
  const productTitle = await page.locator('#product [part~="title"]').textContent()
  await page.locator('#card').evaluate((card) => card.setAttribute('product-id', '1'))
  await expect(title).toHaveText(productTitle ?? '')
  await page.locator('#card').evaluate((card) => {
    ;(card as HTMLElement & { productId: number }).productId = 3
  })
  await expect(title).not.toHaveText(productTitle ?? '')
  await expect(title).not.toHaveText(before ?? '')
  await page.locator('#list').evaluate((list) => list.setAttribute('limit', '2'))
  await expect(page.locator('#list [part~="product-card"]')).toHaveCount(2)

  // The partner's own copy of the script (another URL: a second module instance, as a second version would be).
  await page.addScriptTag({ url: new URL('widgets/souk.js', PARTNER).href, type: 'module' })
  await page.locator('#list').getByRole('link').first().isVisible()
  await expect(page.locator('#card [part~="title"]')).toBeVisible()
  expect(errors).toEqual([])
})

test('the one-tag embed loads only the elements the page has, its language’s texts, and a later element once', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page)
  const shop = new URL(baseURL ?? '').origin
  const loaded: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === shop && url.pathname.startsWith('/widgets/')) {
      loaded.push(url.pathname.slice('/widgets/'.length))
    }
  })
  // The partner's smallest page: one card, in French.
  await page.goto(new URL('one-card', PARTNER).href)
  await expect(page.locator('#card [part~="title"]')).toBeVisible()
  await expect(page.locator('#card').getByRole('button', { name: /^Ajouter au panier/ })).toBeVisible()

  expect(loaded).toContain('define/souk-product-card.js')
  for (const other of ['souk-product', 'souk-product-list', 'souk-cart-button', 'souk-cart', 'souk-search']) {
    expect(loaded).not.toContain(`define/${other}.js`)
  }
  // One language's texts, French, and only their first part (what a card shows).
  const texts = loaded.filter((file) => /^chunks\/(more-)?(en|fr|ar|tr|hi)-/.test(file))
  expect(texts).toHaveLength(1)
  expect(texts[0]).toMatch(/^chunks\/fr-/)

  // A search box the host adds later loads then, once, with the other elements' part of the French texts; the
  // runtime and the first texts do not load again.
  const before = loaded.length
  await page.evaluate(() => {
    document.body.append(document.createElement('souk-search'), document.createElement('souk-search'))
  })
  await expect(page.locator('souk-search input[role="combobox"]').first()).toBeVisible()
  const added = loaded.slice(before)
  expect(added).toContain('define/souk-search.js')
  expect(added.filter((file) => file === 'define/souk-search.js')).toHaveLength(1)
  expect(added.some((file) => /^chunks\/(runtime|fr)-/.test(file))).toBe(false)
  expect(added.filter((file) => /^chunks\/more-(en|fr|ar|tr|hi)-/.test(file))).toEqual([
    expect.stringMatching(/^chunks\/more-fr-/),
  ])
  expect(new Set(loaded).size).toBe(loaded.length)
  expect(errors).toEqual([])
})
