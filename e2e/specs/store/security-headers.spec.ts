import { request as httpRequest } from 'node:http'
import { closeBanners, collectErrors } from '../../support/console'
import { expect, test } from '../../support/test'

const PRODUCT = '/nordia-modern-phone-case-1/product/1'
const PORT = Number(process.env.E2E_PORT ?? 3100)
/** The partner's demo page: another origin, started by the store's server (playwright.config.ts). */
const OTHER_ORIGIN = `http://127.0.0.1:${process.env.SOUK_PARTNER_PORT ?? PORT + 1}/`

/** The headers every page of the store sends. */
function expectPageHeaders(headers: Record<string, string>) {
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/)
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(headers['content-security-policy']).toContain("object-src 'none'")
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
}

/** The nonce a response's policy allows. */
function nonceOf(headers: Record<string, string>): string {
  return /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1] ?? ''
}

/** What a raw request to the store answered (Node's http sends the `Host` given, which fetch does not). */
interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A request to the store's socket with the given headers (e.g. a forged `Host`). */
function rawRequest(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: PORT, path, method, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** A GET with a forged `Host` and `X-Forwarded-Host`. */
function forgedGet(path: string): Promise<RawAnswer> {
  return rawRequest(path, {
    Host: 'evil.example',
    'X-Forwarded-Host': 'evil.example',
    'X-Forwarded-Proto': 'https',
  })
}

test.describe('security headers', () => {
  test('every kind of store page sends the policy, no framing, no sniffing and a strict referrer', async ({
    request,
  }) => {
    for (const path of ['/', '/all/electronics', PRODUCT, '/cart', '/login', '/fr/brands']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expectPageHeaders(response.headers())
    }
    const missing = await request.get('/no-such-page')
    expect(missing.status()).toBe(404)
    expectPageHeaders(missing.headers())
    // An account page sends a visitor to sign in: the redirect carries them too.
    const account = await request.get('/user/profile', { maxRedirects: 0 })
    expect(account.status()).toBeGreaterThanOrEqual(300)
    expect(account.status()).toBeLessThan(400)
    expectPageHeaders(account.headers())
  })

  test('assets, the API and the widgets are never sniffed; the widgets keep their CORS headers', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    // The page carries its stylesheets inline and names their files (the same texts) in `data-href`.
    const stylesheet = /<style [^>]*data-href="(\/assets\/[^" ]+\.css)[ "]/.exec(html)?.[1] ?? ''
    expect(stylesheet).not.toBe('')
    const asset = await request.get(stylesheet)
    expect(asset.status()).toBe(200)
    expect(asset.headers()['x-content-type-options']).toBe('nosniff')
    const api = await request.get('/api/v1/common')
    expect(api.headers()['content-type']).toContain('application/json')
    expect(api.headers()['x-content-type-options']).toBe('nosniff')
    const widgets = await request.get('/widgets/souk.js')
    expect(widgets.status()).toBe(200)
    expect(widgets.headers()['x-content-type-options']).toBe('nosniff')
    expect(widgets.headers()['access-control-allow-origin']).toBe('*')
  })

  test('each response has its own nonce, and the inline scripts of the page carry it', async ({ page }) => {
    const errors = collectErrors(page)
    await closeBanners(page)
    const first = await page.goto(PRODUCT)
    const nonce = nonceOf(first?.headers() ?? {})
    expect(nonce).not.toBe('')
    // Browsers hide the attribute's value once the policy has read it; the property keeps it.
    const scripts = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script:not([src])')).map((script) => ({
        type: script.getAttribute('type') ?? '',
        nonce: (script as HTMLScriptElement).nonce,
      })),
    )
    expect(scripts.length).toBeGreaterThan(3)
    expect(scripts.filter((script) => script.type === 'application/ld+json').length).toBeGreaterThan(0)
    for (const script of scripts) expect(script.nonce).toBe(nonce)
    const second = await page.reload()
    expect(nonceOf(second?.headers() ?? {})).not.toBe(nonce)
    // The page hydrated and ran under its policy: no script or style was refused.
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    expect(errors).toEqual([])
  })
})

test.describe('framing', () => {
  // The partner's page forbids frames by its own policy; bypassing it leaves the store's headers as the only
  // thing that can keep the store out of the frame.
  test.use({ bypassCSP: true })

  /** Frames `src` in the current page and resolves with the frame (after it loaded or failed). */
  async function frame(page: import('@playwright/test').Page, src: string) {
    await page.evaluate(
      (url) =>
        new Promise<void>((resolve) => {
          const iframe = document.createElement('iframe')
          iframe.src = url
          iframe.addEventListener('load', () => resolve())
          setTimeout(resolve, 10_000)
          document.body.append(iframe)
        }),
      src,
    )
    const child = page.frames().find((candidate) => candidate !== page.mainFrame())
    if (!child) throw new Error('no frame')
    return child
  }

  test('another origin can not show the login page in a frame', async ({ page, baseURL }) => {
    await page.goto(OTHER_ORIGIN)
    expect(new URL(page.url()).origin).not.toBe(new URL(baseURL ?? '').origin)
    // frame() resolves on the frame's load event: what the browser shows in it is final by then.
    const login = await frame(page, `${baseURL}/login`)
    await expect(login.locator('input[type="password"]')).toHaveCount(0)
    await expect(login.locator('form')).toHaveCount(0)
  })

  test('the store itself can frame its login page', async ({ page, baseURL }) => {
    await closeBanners(page)
    await page.goto('/')
    const login = await frame(page, `${baseURL}/login`)
    await expect(login.locator('input[type="password"]')).toBeVisible()
  })
})

test.describe('absolute URLs', () => {
  test('a forged Host or X-Forwarded-Host is sent to the public URL, never echoed', async ({ baseURL }) => {
    for (const path of [PRODUCT, '/sitemap.xml', '/robots.txt']) {
      const answer = await forgedGet(path)
      expect(answer.status, path).toBe(308)
      expect(answer.headers.location).toBe(`${baseURL}${path}`)
      expect(answer.body).not.toContain('evil.example')
    }
  })

  test('the pages under the public host carry only public-URL addresses', async ({ request, baseURL }) => {
    const html = await (
      await request.get(PRODUCT, { headers: { 'X-Forwarded-Host': 'evil.example' } })
    ).text()
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${PRODUCT}"/>`)
    expect(html).toContain(`hrefLang="fr" href="${baseURL}/fr${PRODUCT}"`)
    expect(html).toContain('application/ld+json')
    expect(html).toContain(`"${baseURL}/uploads/`)
    expect(html).not.toContain('evil.example')
    const sitemap = await (
      await request.get('/sitemap.xml', { headers: { 'X-Forwarded-Host': 'evil.example' } })
    ).text()
    expect(sitemap).toContain(`<loc>${baseURL}${PRODUCT}</loc>`)
    expect(sitemap).not.toContain('evil.example')
  })
})

test.describe('one name for the shop', () => {
  test('a page opened at 127.0.0.1 goes to the public URL before anything is stored', async ({ baseURL }) => {
    const page = await rawRequest('/cart?from=ip', { Host: `127.0.0.1:${PORT}` })
    expect(page.status).toBe(308)
    expect(page.headers.location).toBe(`${baseURL}/cart?from=ip`)
    // A write under the other host is refused, not carried out (a redirect would lose its body).
    const write = await rawRequest(
      '/api/v1/cart/action',
      { Host: `127.0.0.1:${PORT}`, 'Content-Type': 'application/json' },
      'POST',
      '{"product_id":1,"quantity":1}',
    )
    expect(write.status).toBe(421)
    expect(JSON.parse(write.body)).toMatchObject({ status: 421 })
    // Health checks answer any host (balancers call instances by address).
    expect((await rawRequest('/healthz', { Host: `127.0.0.1:${PORT}` })).status).toBe(200)
  })
})
