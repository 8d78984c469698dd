// What a page downloads for the Souk widgets, measured in Chromium (issue 16, "Pay for what you use"): the built
// dist/ is served with gzip (level 9, as a CDN or a pre-compressed build serves it) next to a stub of the API,
// a page embeds the one-tag script (`souk.js`, the autoloader) and some tags, the browser loads it with its cache
// disabled until the network settles, and the gzip bodies of the widget files it fetched are summed from the
// network log: the autoloader, the element entries and chunks, the runtime, the CSS (inlined in the JS) and the
// texts of the page's language. The API's answers, the page itself and images are not counted.
// `--check` exits 1 when a page is over what LIMITS checks (the budgets: one card 30 KB gz in each of the
// five languages, all six elements 60 KB gz); `--files` lists the all-six page's files. Run `pnpm build` first.
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import {
  createFakeFetch,
  makeCommon,
  makeListingCards,
  makeProductDetail,
  makeProductsData,
} from '@souk/core/testing'
import { chromium } from 'playwright'
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs'

const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(packageDir, 'dist')
const manifestPath = path.join(dist, '.vite', 'manifest.json')
if (!existsSync(manifestPath)) {
  console.error('No dist/.vite/manifest.json: build the package first (pnpm build).')
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi']
/** The text chunks of each language (its first texts and its more texts: `vite.texts.ts`), by file name. */
const textFiles = new Map(
  LANGUAGES.flatMap((language) =>
    [`src/texts/${language}.ts`, `src/texts/more/${language}.ts`].map((source) => [
      manifest[source]?.file,
      language,
    ]),
  ).filter(([file]) => file),
)

/** The file of a language's more texts (what the elements beyond the card load). */
function moreTexts(language) {
  const file = manifest[`src/texts/more/${language}.ts`]?.file
  if (!file) throw new Error(`No more texts for ${language} in the build`)
  return file
}

const ELEMENTS = {
  'souk-product-card': '<souk-product-card product-id="1"></souk-product-card>',
  'souk-product': '<souk-product product-id="2"></souk-product>',
  'souk-product-list': '<souk-product-list limit="4"></souk-product-list>',
  'souk-cart-button': '<souk-cart-button></souk-cart-button>',
  'souk-cart': '<souk-cart></souk-cart>',
  'souk-search': '<souk-search></souk-search>',
}
// The budgets of issue 16 (`goal`), and what `--check` holds (`check`): the budgets themselves, the card's in every
// language. The runtime every element shares (preact, core's widget Souk, the translator, the base element, the
// tokens) leaves out what a card does not use: the cart's, saved lists' and search's actions load with their first
// call, the shop-only links are not built, and a card page loads only the first part of its language's texts.
const LIMITS = { card: { goal: 30, check: 30 }, all: { goal: 60, check: 60 } }

// The API stub: the fixtures of core's tests, so that every element renders its content (and its texts).
const api = createFakeFetch({
  'GET common': makeCommon(),
  'GET product/:id': ({ params }) => makeProductDetail({ id: Number(params.id) }),
  'GET products': () => {
    const data = makeProductsData()
    return { ...data, result: { ...data.result, data: makeListingCards(4) } }
  },
  'GET cart/by-user': [],
})

const gzipped = new Map()
function gzipOf(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file), { level: 9 }))
  return gzipped.get(file)
}
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' }

function page(tags, language) {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>Souk size</title>
<script type="module" src="/souk.js"></script></head><body>
<souk-config api-base="/api/v1/" language="${language}"></souk-config>
${tags.map((tag) => ELEMENTS[tag]).join('\n')}
</body></html>`
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (url.pathname === '/page') {
    const tags = (url.searchParams.get('tags') ?? '').split(',').filter((tag) => tag in ELEMENTS)
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(page(tags, url.searchParams.get('language') ?? 'en'))
    return
  }
  if (url.pathname.startsWith('/api/v1/')) {
    const chunks = []
    for await (const chunk of request) chunks.push(chunk)
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
    const answer = await api(new Request(url, { method: request.method, body }))
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
    return
  }
  const file = path.join(dist, path.normalize(url.pathname))
  const type = TYPES[path.extname(file)]
  if (!file.startsWith(`${dist}${path.sep}`) || !type || !existsSync(file)) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'cache-control': 'no-store' })
  response.end(gzipOf(file))
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${server.address().port}`

const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true })

/** Opens a page with `tags` in `language`; the widget files it downloaded, with their gzip body sizes. */
async function measure(tags, language = 'en') {
  const context = await browser.newContext()
  const tab = await context.newPage()
  const cdp = await context.newCDPSession(tab)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const responses = new Map()
  const sizes = new Map()
  const inFlight = new Set()
  let lastActivity = Date.now()
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    inFlight.add(requestId)
    lastActivity = Date.now()
  })
  cdp.on('Network.responseReceived', ({ requestId, response }) => responses.set(requestId, response))
  // What crossed the network for a response, less its headers (counted at responseReceived): the gzip body.
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const headers = responses.get(requestId)?.encodedDataLength ?? 0
    sizes.set(requestId, encodedDataLength - headers)
    inFlight.delete(requestId)
    lastActivity = Date.now()
  })
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    inFlight.delete(requestId)
    lastActivity = Date.now()
  })
  await tab.goto(`${origin}/page?tags=${tags.join(',')}&language=${language}`)
  // Every element defined and the page's Souk ready (its texts loaded), then the network quiet for 500 ms.
  await tab.evaluate(async (names) => {
    await Promise.all(names.map((name) => customElements.whenDefined(name)))
    const loader = await import('/souk.js')
    await loader.whenSoukReady()
  }, tags)
  while (inFlight.size > 0 || Date.now() - lastActivity < 500) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const files = []
  for (const [requestId, response] of responses) {
    const pathname = new URL(response.url).pathname
    if (pathname === '/page' || pathname.startsWith('/api/') || !TYPES[path.extname(pathname)]) continue
    files.push({ file: pathname.slice(1), bytes: sizes.get(requestId) ?? 0 })
  }
  await context.close()
  const names = files.map(({ file }) => file)
  const twice = names.filter((name, index) => names.indexOf(name) !== index)
  if (twice.length > 0) throw new Error(`Loaded twice: ${twice.join(', ')}`)
  return files
}

const kb = (bytes) => (bytes / 1024).toFixed(2)
let over = false
/** What a page of `total` bytes is against `budget` (and whether `--check` fails it). */
function verdict(total, budget) {
  if (!budget) return '-'
  if (total > budget.check * 1024) over = true
  if (total <= budget.goal * 1024) return 'ok'
  return total <= budget.check * 1024 ? `over the goal (check: ${budget.check})` : 'OVER'
}
function row(name, files, budget) {
  const texts = files.filter(({ file }) => textFiles.has(file))
  const textBytes = texts.reduce((sum, { bytes }) => sum + bytes, 0)
  const total = files.reduce((sum, { bytes }) => sum + bytes, 0)
  const result = verdict(total, budget)
  return {
    page: name,
    files: files.length,
    'code+CSS KB gz': kb(total - textBytes),
    'texts KB gz': kb(textBytes),
    'total KB gz': kb(total),
    'budget KB': budget?.goal ?? '-',
    result,
  }
}

/** The gzip size of core's whole catalogue of a language, written as the widgets' text chunks are. */
async function wholeCatalogueBytes(language) {
  const catalogue = (await import(`@souk/core/locales/${language}`)).default
  return gzipSync(`var e=${JSON.stringify(catalogue)};export{e as default};`, { level: 9 }).length
}

try {
  const tags = Object.keys(ELEMENTS)
  // Every page at once (each in a fresh context, its cache disabled): the pages wait on the network, not the CPU.
  const [card, all, ...rest] = await Promise.all([
    measure(['souk-product-card']),
    measure(tags),
    ...tags.slice(1).map((tag) => measure([tag])),
    ...LANGUAGES.map((language) => measure(['souk-product-card'], language)),
  ])
  const alone = rest.slice(0, tags.length - 1)
  const byLanguage = rest.slice(tags.length - 1)
  console.table([
    row('one <souk-product-card>', card, LIMITS.card),
    ...alone.map((files, index) => row(`<${tags[index + 1]}> alone`, files)),
    row('all six elements', all, LIMITS.all),
  ])
  const languages = []
  for (const [index, language] of LANGUAGES.entries()) {
    const files = byLanguage[index]
    const texts = files.filter(({ file }) => textFiles.get(file) === language)
    const total = files.reduce((sum, { bytes }) => sum + bytes, 0)
    languages.push({
      language,
      'text files': texts.length,
      'first texts KB gz (the card page)': kb(texts.reduce((sum, { bytes }) => sum + bytes, 0)),
      'more texts KB gz (other elements)': kb(gzipOf(path.join(dist, moreTexts(language))).length),
      "core's whole catalogue KB gz": kb(await wholeCatalogueBytes(language)),
      'card page total KB gz': kb(total),
      'budget KB': LIMITS.card.goal,
      result: verdict(total, LIMITS.card),
    })
  }
  console.table(languages)
  if (process.argv.includes('--files')) {
    console.log('The files of the all-six page, largest first:')
    for (const { file, bytes } of [...all].sort((a, b) => b.bytes - a.bytes))
      console.log(`${kb(bytes).padStart(7)} KB gz  ${file}`)
  }
} finally {
  await browser.close()
  server.close()
}

if (process.argv.includes('--check') && over) {
  console.error('A Souk widget page is over its size budget.')
  process.exit(1)
}
