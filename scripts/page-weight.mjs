// What a store page weighs on its first load (issue 17): its elements once interactive (`querySelectorAll('*')`,
// at 1366×900 and 390×900, with the top components that hold them) and the bytes of the loader data its HTML
// carries for hydration (React Router's turbo-stream). A figure, not a test (e2e/specs/store/first-load.spec.ts
// holds the guards). Needs a running store:
//
//   node scripts/page-weight.mjs [--base=http://localhost:3000] [--detail] / /ar /all/electronics …
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from './chromium.mjs'

const args = process.argv.slice(2)
const base = (args.find((arg) => arg.startsWith('--base='))?.slice(7) ?? 'http://localhost:3000').replace(
  /\/$/,
  '',
)
const detail = args.includes('--detail')
const paths = args.filter((arg) => !arg.startsWith('--'))

const browser = await chromium.launch(chromiumLaunchOptions())
try {
  for (const path of paths.length ? paths : ['/', '/ar']) {
    for (const width of [1366, 390]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        locale: 'en',
        timezoneId: 'UTC',
      })
      const page = await context.newPage()
      await page.goto(`${base}${path}`)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 })
      // What the page loads right after hydrating (the home's cards of the sections near the first screen).
      await page.waitForTimeout(1_500)
      const figures = await page.evaluate(() => {
        const all = document.querySelectorAll('*')
        const groups = {}
        for (const element of all) {
          const owner = element.closest('[class*="souk-"], [class*="store-"]')
          const name = owner
            ? [...owner.classList].find((name) => /^(souk|store)-[a-z-]+$/.test(name))
            : undefined
          groups[name ?? element.tagName.toLowerCase()] =
            (groups[name ?? element.tagName.toLowerCase()] ?? 0) + 1
        }
        let data = ''
        for (const script of document.scripts) {
          const chunk = /^window\.__reactRouterContext\.streamController\.enqueue\((".*")\);?$/s.exec(
            (script.textContent ?? '').trim(),
          )
          if (chunk) data += JSON.parse(chunk[1])
        }
        return { elements: all.length, groups, dataBytes: new TextEncoder().encode(data).length }
      })
      console.log(`${path} at ${width} px: ${figures.elements} elements, loader data ${figures.dataBytes} B`)
      if (detail) {
        const top = Object.entries(figures.groups).sort((a, b) => b[1] - a[1])
        console.log(`  ${top.map(([name, count]) => `${name} ${count}`).join(', ')}`)
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
}
