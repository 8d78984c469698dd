// The partner's demo site (widgets issue): a magazine on another origin that embeds the Souk widgets with one
// <script> tag from the shop, under a strict Content-Security-Policy (no 'unsafe-inline', no 'unsafe-eval').
// `startPartnerServer` is started by the store's server on SOUK_PARTNER_PORT; `node demo/partner-server.mjs`
// runs it alone (PARTNER_PORT, SHOP_URL).
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const demoDir = path.dirname(fileURLToPath(import.meta.url))
const distDir = path.join(demoDir, '..', 'dist')

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
}

/**
 * The pages of the site: the magazine (hostile CSS), a blank page with the same widgets, and the smallest embed
 * (one card, in French: what the one-tag script loads for it).
 */
const PAGES = {
  '/': 'partner.html',
  '/index.html': 'partner.html',
  '/blank': 'blank.html',
  '/one-card': 'one-card.html',
}

/** Files next to the pages that the pages load. */
const ASSETS = new Set(['/partner.css', '/partner.js', '/blank.css', '/favicon.svg'])

/** What the pages show from the seeded shop: a product without options, one with options, a category. */
export const DEFAULT_SHOWCASE = { cardProduct: 24, product: 1, listCategory: 'electronics' }

/** Text for an HTML attribute value. */
function attribute(text) {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}

/** The policy of the partner's pages: only its own files, the shop's script, API and images. */
export function partnerCsp(shopOrigin) {
  return [
    "default-src 'none'",
    `script-src 'self' ${shopOrigin}`,
    "style-src 'self'",
    `img-src 'self' ${shopOrigin} data:`,
    `connect-src ${shopOrigin}`,
    "font-src 'self'",
    "base-uri 'none'",
    `form-action ${shopOrigin}`,
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Where a request path leads inside `root`, or null when it would leave it. */
function inside(root, requestPath) {
  const file = path.join(root, path.normalize(decodeURIComponent(requestPath)))
  return file.startsWith(root + path.sep) ? file : null
}

/**
 * Starts the partner's site on `port`, embedding the widgets of the shop at `shopUrl` (its `/widgets/souk.js`
 * and its API at `/api/v1/`); `showcase` picks the products and category shown (`DEFAULT_SHOWCASE`).
 * Resolves with its URL and a `close` function.
 */
export function startPartnerServer({ port = 3001, host, shopUrl, showcase = {} }) {
  const shop = new URL(shopUrl)
  const shopBase = shop.href.endsWith('/') ? shop.href : `${shop.href}/`
  const csp = partnerCsp(shop.origin)
  const fill = {
    '%SHOP%': shopBase,
    '%CARD_PRODUCT%': String(showcase.cardProduct ?? DEFAULT_SHOWCASE.cardProduct),
    '%PRODUCT%': String(showcase.product ?? DEFAULT_SHOWCASE.product),
    '%LIST_CATEGORY%': showcase.listCategory ?? DEFAULT_SHOWCASE.listCategory,
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner.invalid')
    const send = (status, type, body, headers = {}) => {
      response.writeHead(status, {
        'Content-Type': type,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        ...headers,
      })
      response.end(request.method === 'HEAD' ? undefined : body)
    }
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(405, 'text/plain', 'Method not allowed')
    try {
      const page = PAGES[url.pathname]
      if (page) {
        let html = await readFile(path.join(demoDir, page), 'utf8')
        for (const [placeholder, value] of Object.entries(fill))
          html = html.replaceAll(placeholder, attribute(value))
        return send(200, TYPES['.html'], html, {
          'Content-Security-Policy': csp,
          'Cache-Control': 'no-store',
        })
      }
      if (ASSETS.has(url.pathname)) {
        const file = path.join(demoDir, url.pathname.slice(1))
        return send(200, TYPES[path.extname(file)], await readFile(file), { 'Cache-Control': 'no-cache' })
      }
      // The partner's own copy of the widgets (a second version of the script, for the double-load check).
      if (url.pathname.startsWith('/widgets/')) {
        const file = inside(distDir, url.pathname.slice('/widgets/'.length))
        const type = file && TYPES[path.extname(file)]
        if (file && type) return send(200, type, await readFile(file), { 'Cache-Control': 'no-cache' })
      }
      return send(404, 'text/plain; charset=utf-8', 'Not found')
    } catch (error) {
      if (error && typeof error === 'object' && 'code' in error && error.code === 'ENOENT') {
        return send(404, 'text/plain; charset=utf-8', 'Not found')
      }
      return send(500, 'text/plain; charset=utf-8', 'Server error')
    }
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address()
      const actual = typeof address === 'object' && address ? address.port : port
      resolve({
        url: `http://localhost:${actual}/`,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

// Run alone: `node demo/partner-server.mjs` (PARTNER_PORT, SHOP_URL).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = await startPartnerServer({
    port: Number(process.env.PARTNER_PORT ?? 3001),
    shopUrl: process.env.SHOP_URL ?? 'http://localhost:3000/',
  })
  console.log(`Partner page: ${started.url}`)
}
