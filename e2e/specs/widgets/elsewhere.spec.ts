import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, type Page, test } from '../../support/test'
import { eventsOf, PARTNER, recordEvents, widgetsReady } from './partner'

// The widgets on someone else's site (issue 16): what a developer is told when the shop's API cannot be used,
// that no image is ever asked of the host page's origin, and the widgets' own surface in the dark.

/** A host site of its own: one page embedding a product card, every request it receives recorded. */
interface HostSite {
  /** The page, embedding the shop's widgets with this `api-base`. */
  pageUrl(apiBase: string): string
  origin: string
  requests: string[]
  close(): Promise<void>
}

async function startHostSite(shop: string): Promise<HostSite> {
  const requests: string[] = []
  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://host.invalid')
    requests.push(`${request.method} ${url.pathname}`)
    if (url.pathname === '/' && url.searchParams.has('api')) {
      const api = url.searchParams.get('api') ?? ''
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Someone else's site</title>
    <script type="module" src="${shop}widgets/souk.js"></script>
  </head>
  <body>
    <souk-config api-base="${api}" shop-url="${shop}" language="en"></souk-config>
    <souk-product-card id="card" product-id="21"></souk-product-card>
  </body>
</html>`)
      return
    }
    // Anything else is this site's own "not found" page: HTML, as most sites answer.
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end('<!doctype html><title>Not found</title><h1>Not found</h1>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    requests,
    pageUrl: (apiBase) => `${origin}/?api=${encodeURIComponent(apiBase)}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A port nothing listens on (a server started and closed). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** The widgets' own console lines ("Souk: …"). */
function soukConsole(page: Page): string[] {
  const lines: string[] = []
  page.on('console', (message) => {
    if (message.text().startsWith('Souk:')) lines.push(`${message.type()} ${message.text()}`)
  })
  return lines
}

/** Waits until the failure has surely been told (every request of the card failed), then a moment more. */
async function toldOnce(page: Page, lines: string[], code: string) {
  await expect.poll(() => lines.length).toBe(1)
  await expect.poll(async () => (await eventsOf(page, 'souk-error')).length).toBeGreaterThan(0)
  // Later failures of the same cause (the cart, the texts' retries) add nothing.
  await page.waitForTimeout(1500)
  expect(lines).toHaveLength(1)
  const events = (await eventsOf(page, 'souk-error')).filter((event) => event.detail.code === code)
  expect(events).toHaveLength(1)
  return events[0]
}

let host: HostSite

test.beforeEach(async ({ baseURL }) => {
  host = await startHostSite(`${new URL(baseURL ?? '').origin}/`)
})
test.afterEach(() => host.close())

test('a site the shop does not allow is told so, once: add it to SOUK_ALLOWED_ORIGINS', async ({
  page,
  baseURL,
}) => {
  const shop = new URL(baseURL ?? '').origin
  const lines = soukConsole(page)
  await recordEvents(page)
  // 127.0.0.1:<port> is not in the shop's SOUK_ALLOWED_ORIGINS (playwright.config.ts): the API refuses it.
  await page.goto(host.pageUrl(`${shop}/api/v1/`))
  const event = await toldOnce(page, lines, 'cors-refused')
  expect(lines[0]).toBe(
    `error Souk: The shop at ${shop} does not allow this origin (${host.origin}): add it to SOUK_ALLOWED_ORIGINS.`,
  )
  expect(event).toMatchObject({ composed: true, bubbles: true, detail: { code: 'cors-refused' } })
  expect(event?.detail.reason).toBe(lines[0]?.replace('error Souk: ', ''))
  // The shopper sees the widget's own text in their language, not the developer's.
  expect(event?.detail.message).not.toContain('SOUK_ALLOWED_ORIGINS')
  // The host site received its page and nothing else: no image or API call fell back to its origin.
  expect(host.requests.filter((line) => line !== 'GET /favicon.ico')).toEqual(['GET /'])
})

test('an api-base that is not a Souk API is told as such, not as "API is down"', async ({ page }) => {
  const lines = soukConsole(page)
  await recordEvents(page)
  const wrong = `${host.origin}/not-the-api/`
  await page.goto(host.pageUrl(wrong))
  await toldOnce(page, lines, 'not-souk-api')
  expect(lines[0]).toBe(
    `error Souk: ${wrong} is not a Souk API (it answered without Souk's envelope): check apiBase.`,
  )
})

test('"API is down" only when nothing answers at the api-base', async ({ page }) => {
  const lines = soukConsole(page)
  await recordEvents(page)
  await page.goto(host.pageUrl(`http://127.0.0.1:${await closedPort()}/api/v1/`))
  await toldOnce(page, lines, 'api-down')
  expect(lines[0]).toBe('error Souk: API is down.')
  expect(host.requests.filter((line) => line !== 'GET /favicon.ico')).toEqual(['GET /'])
})

test('no image of the shop is ever asked of the host page’s origin', async ({ page }) => {
  const fromHost: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'image' && url.origin === new URL(PARTNER).origin)
      fromHost.push(url.pathname)
  })
  await page.goto(PARTNER)
  await widgetsReady(page)
  const images = page.locator('#card img')
  await expect(images.first()).toHaveAttribute('src', /\/uploads\//)
  const src = (await images.first().getAttribute('src')) ?? ''
  expect(new URL(src).origin).not.toBe(new URL(PARTNER).origin)
  expect(fromHost.filter((path) => path !== '/favicon.svg')).toEqual([])
})

test('the widgets draw their own surface, dark under theme="auto" when the system is dark, live', async ({
  page,
}) => {
  const surface = () =>
    page.locator('#card .souk-root').evaluate((root) => getComputedStyle(root).backgroundColor)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto(PARTNER)
  await widgetsReady(page)
  expect(await surface()).toBe('rgb(255, 255, 255)')
  await page.locator('souk-config').evaluate((config) => config.setAttribute('theme', 'auto'))
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(surface).toBe('rgb(26, 30, 35)')
  // The system goes back to light: the widgets follow without a reload.
  await page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(surface).toBe('rgb(255, 255, 255)')
})
