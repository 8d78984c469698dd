import type { BrowserContext } from '@playwright/test'
import { expect, type Page, test } from '../../support/test'

// Issue 17: nothing on a page moves while it loads and hydrates (Lighthouse's CLS ≤ 0.01). The server cannot know
// the screen, so a phone's listing must look the same before and after its parts hydrate: the filters' drawer
// button and the sort field have one place and one size in both forms. The CPU is slowed down as a phone's is, so
// the page paints between the root's hydration and its parts' (where the shifts were).
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })

/** What the page did while it loaded: its layout shifts (not after input) and whether `main` ever showed a busy part. */
interface Watched {
  shifts: { value: number; at: string }[]
  busy: boolean
}

/**
 * Slows the CPU down as a phone's is and records, from the first byte of every page the tab opens, its layout
 * shifts and whether a busy placeholder (`aria-busy="true"`) appeared in `main`. `seen()` reads them for the page
 * shown; `stop()` gives the CPU back.
 */
async function watchLayout(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(() => {
    const watched: Watched = { shifts: [], busy: false }
    ;(window as unknown as { soukLayout: Watched }).soukLayout = watched
    new MutationObserver(() => {
      if (document.querySelector('main [aria-busy="true"]')) watched.busy = true
    }).observe(document, { subtree: true, childList: true, attributes: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node | null }[]
      })[]) {
        if (entry.hadRecentInput) continue
        const at = entry.sources.map((source) => (source.node as Element | null)?.className ?? '?').join(', ')
        watched.shifts.push({ value: entry.value, at })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return {
    seen: () => page.evaluate(() => (window as unknown as { soukLayout: Watched }).soukLayout),
    stop: () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }),
  }
}

const totalShift = (watched: Watched) => watched.shifts.reduce((sum, shift) => sum + shift.value, 0)

test('a phone’s listing does not move while it loads and hydrates', async ({ page, context }) => {
  const layout = await watchLayout(page, context)
  for (const path of ['/all/electronics', '/ar/all/electronics']) {
    await page.goto(path)
    // Both parts hydrated: the filters became the phone's drawer, the sort field the combobox.
    await expect(page.locator('.souk-filters[data-drawer]')).toBeAttached()
    await expect(page.locator('.store-listing__sort .souk-dropdown')).toBeAttached()
    await expect(page.locator('.souk-filters__open')).toBeVisible()
    await page.waitForTimeout(500) // the frames after the last commit
    const seen = await layout.seen()
    expect(totalShift(seen), `${path}: ${JSON.stringify(seen.shifts)}`).toBeLessThanOrEqual(0.01)
  }
  await layout.stop()
})

test('an empty cart keeps its empty state while the page refreshes it after hydration', async ({
  page,
  context,
}) => {
  const layout = await watchLayout(page, context)
  for (const path of ['/cart', '/ar/cart']) {
    const refreshed = page.waitForResponse((response) => response.url().includes('/api/v1/cart/by-user'))
    await page.goto(path)
    await refreshed
    await expect(page.locator('main .souk-empty')).toBeVisible()
    await page.waitForTimeout(500) // the frames after the refresh
    const seen = await layout.seen()
    expect(seen.busy, `${path}: the loading state replaced the empty cart`).toBe(false)
    expect(totalShift(seen), `${path}: ${JSON.stringify(seen.shifts)}`).toBeLessThanOrEqual(0.01)
  }
  await layout.stop()
})
