// The JavaScript a page needs on first load, gzip-compressed: every module script and modulepreload of the
// server-rendered HTML as a shopper's browser gets it, fetched from a running store, and the code of its inline
// scripts (React Router's bootstrap, manifest and scroll restoration, the store's own small scripts, and React's
// streaming runtime if a server streamed the page): the budget (≤ 135 KB gz) counts both. The loader
// data the HTML streams for hydration is data, budgeted on its own (e2e `first-load.spec.ts`: < 20 KB), and so is
// the language's texts file the page waits for before hydrating (printed beside, not in the sum).
// Used by `scripts/lighthouse.mjs` and e2e `first-load.spec.ts`; alone:
//   node scripts/first-load-js.mjs http://localhost:3000/ [more URLs…]   (prints a table and the largest files)
import { gzipSync } from 'node:zlib'

const cache = new Map()

/** Bytes of one asset, raw and gzip -9, fetched once. */
async function assetSize(url) {
  if (!cache.has(url)) {
    cache.set(
      url,
      (async () => {
        const response = await fetch(url)
        if (!response.ok) throw new Error(`${url}: ${response.status}`)
        const body = Buffer.from(await response.arrayBuffer())
        return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
      })(),
    )
  }
  return cache.get(url)
}

/** The module scripts a page's HTML loads: scripts with src, modulepreloads, and the modules inline scripts import. */
export function scriptUrls(html, pageUrl) {
  const urls = new Set()
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1])
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1])
  for (const match of html.matchAll(/import\(?\s*["']([^"']+\.js)["']/g)) urls.add(match[1])
  return [...urls].map((url) => new URL(url, pageUrl).href)
}

/**
 * A shopper's browser, as the store's server sees it (a server may answer a crawler, or a headless browser, another
 * way: the store's did until it sent every page whole, and a browser's page then carried ~0.45 KB gz more code).
 */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** The `type` of a script that runs: none, empty, a JavaScript MIME type (with parameters) or `module`. */
const CODE_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script(\s*;.*)?)$/i

/**
 * The code of a page's inline scripts, one after the other: every `<script>` without `src` that is not data (JSON
 * types such as JSON-LD, and React Router's loader data: `window.__reactRouterContext.streamController…`).
 */
export function inlineCode(html) {
  const code = []
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
    if (type && !CODE_TYPE.test((type[1] ?? type[2] ?? type[3] ?? '').trim())) continue
    if (/^\s*window\.__reactRouterContext\.streamController\./.test(text) || !text.trim()) continue
    code.push(text)
  }
  return code.join('\n')
}

/** Bytes of a text, raw and gzip -9. */
export function textSize(text) {
  const body = Buffer.from(text)
  return { raw: body.length, gzip: body.length ? gzipSync(body, { level: 9 }).length : 0 }
}

/** The language's texts file a page preloads (`assets/texts-<language>-<hash>.json`), if any. */
export function textsUrl(html, pageUrl) {
  const href = /<link[^>]+rel="preload"[^>]+href="([^"]*\/texts-[^"]+\.json)"/.exec(html)?.[1]
  return href ? new URL(href, pageUrl).href : undefined
}

/**
 * First-load JS of one page: total raw and gzip bytes (module files plus inline code), each file, the inline code
 * alone, and the texts file the page waits for (not in the total: it is not JavaScript).
 */
export async function firstLoadJs(pageUrl) {
  const response = await fetch(pageUrl, { headers: { 'User-Agent': BROWSER_USER_AGENT } })
  const html = await response.text()
  const files = []
  for (const url of scriptUrls(html, pageUrl)) files.push({ url, ...(await assetSize(url)) })
  const inline = textSize(inlineCode(html))
  const total = files.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), inline)
  const texts = textsUrl(html, pageUrl)
  return {
    ...total,
    files,
    inline,
    texts: texts ? { url: texts, ...(await assetSize(texts)) } : undefined,
    htmlBytes: Buffer.byteLength(html),
  }
}

export const kb = (bytes) => (bytes / 1024).toFixed(1)

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = process.argv.slice(2)
  if (!pages.length) {
    console.error('usage: node scripts/first-load-js.mjs <page URL>…')
    process.exit(2)
  }
  for (const page of pages) {
    const result = await firstLoadJs(page)
    console.log(
      `${page}: ${kb(result.gzip)} KB gz (${kb(result.raw)} KB raw) in ${result.files.length} files and ${kb(result.inline.gzip)} KB of inline code; HTML ${kb(result.htmlBytes)} KB` +
        (result.texts ? `; texts ${kb(result.texts.gzip)} KB gz beside` : ''),
    )
    for (const file of [...result.files].sort((a, b) => b.gzip - a.gzip).slice(0, 12)) {
      console.log(`  ${kb(file.gzip).padStart(6)} KB gz  ${new URL(file.url).pathname}`)
    }
  }
}
