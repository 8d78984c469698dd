// The JavaScript a page needs on first load, gzip-compressed: every module script and modulepreload of the
// server-rendered HTML, fetched from a running store. Used by `scripts/lighthouse.mjs`; alone:
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

/**
 * The module scripts a page's HTML loads: scripts with src, modulepreloads, and the modules inline module scripts
 * import, or preload after the first paint.
 */
export function scriptUrls(html, pageUrl) {
  const urls = new Set()
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1])
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1])
  for (const match of html.matchAll(/import\(?\s*["']([^"']+\.js)["']/g)) urls.add(match[1])
  // The store's paint-first loader (apps/reference-store/app/lib/paintFirst.server.ts) lists the modules it
  // preloads after the first paint: `const preloads = [...]`.
  for (const match of html.matchAll(/const preloads = (\[[^\]]*\]);/g)) {
    for (const url of JSON.parse(match[1])) urls.add(url)
  }
  return [...urls].map((url) => new URL(url, pageUrl).href)
}

/** First-load JS of one page: total raw and gzip bytes, and each file. */
export async function firstLoadJs(pageUrl) {
  const response = await fetch(pageUrl, { headers: { 'User-Agent': 'souk-size' } })
  const html = await response.text()
  const files = []
  for (const url of scriptUrls(html, pageUrl)) files.push({ url, ...(await assetSize(url)) })
  const total = files.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), {
    raw: 0,
    gzip: 0,
  })
  return { ...total, files, htmlBytes: Buffer.byteLength(html) }
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
      `${page}: ${kb(result.gzip)} KB gz (${kb(result.raw)} KB raw) in ${result.files.length} files; HTML ${kb(result.htmlBytes)} KB`,
    )
    for (const file of [...result.files].sort((a, b) => b.gzip - a.gzip).slice(0, 12)) {
      console.log(`  ${kb(file.gzip).padStart(6)} KB gz  ${new URL(file.url).pathname}`)
    }
  }
}
