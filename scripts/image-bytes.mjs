#!/usr/bin/env node
// The image bytes of store pages as Chromium loads them: every image response of a page (scrolled to its end, so
// lazy images load too) at 390 and 1366 px wide, from the browser's network log, with each image's displayed
// width, the width of the picture it chose and its type. Used to size `srcset` widths and to compare formats.
//
//   node scripts/image-bytes.mjs http://127.0.0.1:3100 / /fashion/products   # origin, then paths
//   node scripts/image-bytes.mjs --json …                                       # the same as JSON
//   node scripts/image-bytes.mjs --strip-srcset …                               # without the width variants
import { createRequire } from 'node:module'
import { chromiumLaunchOptions } from './chromium.mjs'

const require = createRequire(new URL('../e2e/package.json', import.meta.url))
const { chromium } = require('@playwright/test')

const args = process.argv.slice(2)
const json = args.includes('--json')
// --strip-srcset: measure the pages as they were before width variants (their PNG src alone).
const stripSrcset = args.includes('--strip-srcset')
const [origin, ...paths] = args.filter((arg) => !arg.startsWith('--'))
if (!origin || paths.length === 0) {
  console.error('usage: node scripts/image-bytes.mjs [--json] <origin> <path>…')
  process.exit(2)
}

const VIEWPORTS = [
  { width: 390, height: 844, deviceScaleFactor: 3 },
  { width: 1366, height: 768, deviceScaleFactor: 1 },
]

const browser = await chromium.launch(chromiumLaunchOptions())
const results = []
try {
  for (const viewport of VIEWPORTS) {
    for (const path of paths) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: viewport.deviceScaleFactor,
      })
      const page = await context.newPage()
      const pending = []
      const inFlight = new Set()
      page.on('request', (request) => request.resourceType() === 'image' && inFlight.add(request))
      page.on('requestfailed', (request) => inFlight.delete(request))
      if (stripSrcset) {
        // What the store sent before width variants: the same page without their srcset (the PNG src alone).
        await page.route(
          (url) => !url.pathname.startsWith('/uploads/') && !url.pathname.startsWith('/assets/'),
          async (route) => {
            if (route.request().resourceType() !== 'document') return route.continue()
            const response = await route.fetch()
            const body = (await response.text()).replace(/ srcSet="[^"]*\/w\d+-[^"]*"/gi, '')
            const headers = { ...response.headers() }
            // The body is read decoded: sent again as it is.
            delete headers['content-encoding']
            delete headers['content-length']
            await route.fulfill({ status: response.status(), headers, body })
          },
        )
      }
      page.on('requestfinished', (request) => {
        inFlight.delete(request)
        if (request.resourceType() !== 'image') return
        pending.push(
          request
            .response()
            .then(async (response) => ({
              url: request.url(),
              type: response?.headers()['content-type'] ?? '',
              // The body's size as sent (images are not compressed), or the bytes read when the log lacks it.
              bytes: await request
                .sizes()
                .then((sizes) => sizes.responseBodySize)
                .catch(async () => (await response?.body())?.length ?? 0),
            }))
            .catch(() => null),
        )
      })
      await page.goto(new URL(path, origin).href, { waitUntil: 'networkidle' })
      // Scroll to the end step by step so every lazy image is asked for, then wait for the network to rest.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 60))
        }
      })
      // Every picture asked for has arrived (or failed), for a second (variants are encoded on first request).
      for (let quiet = 0, waited = 0; quiet < 4 && waited < 240; waited++) {
        await page.waitForTimeout(250)
        quiet = inFlight.size === 0 ? quiet + 1 : 0
      }
      const shown = await page.evaluate(() =>
        [...document.images].map((image) => ({
          className: image.className,
          shown: Math.round(image.getBoundingClientRect().width),
          natural: image.naturalWidth,
          src: image.currentSrc.split('/').pop(),
          high: image.getAttribute('fetchpriority') === 'high',
        })),
      )
      page.removeAllListeners('requestfinished')
      const images = (await Promise.all(pending)).filter(Boolean)
      const total = images.reduce((sum, image) => sum + image.bytes, 0)
      results.push({ path, viewport: viewport.width, count: images.length, total, images, shown })
      await context.close()
    }
  }
} finally {
  await browser.close()
}

if (json) {
  console.log(JSON.stringify(results, null, 2))
} else {
  for (const result of results) {
    const types = {}
    for (const image of result.images) types[image.type] = (types[image.type] ?? 0) + image.bytes
    console.log(
      `${result.path} at ${result.viewport} px: ${result.count} images, ${(result.total / 1024).toFixed(1)} KiB`,
      Object.fromEntries(
        Object.entries(types).map(([type, bytes]) => [type, `${(bytes / 1024).toFixed(1)} KiB`]),
      ),
    )
  }
}
