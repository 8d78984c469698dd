import { expect, test } from '../../support/test'

// Issue 17: nothing on a page moves while it loads and hydrates (Lighthouse's CLS ≤ 0.01). The server cannot know
// the screen, so a phone's listing must look the same before and after its parts hydrate: the filters' drawer
// button and the sort field have one place and one size in both forms. The CPU is slowed down as a phone's is, so
// the page paints between the root's hydration and its parts' (where the shifts were).
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })

test('a phone’s listing does not move while it loads and hydrates', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(() => {
    const shifts: { value: number; at: string }[] = []
    ;(window as unknown as { soukShifts: typeof shifts }).soukShifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node | null }[]
      })[]) {
        if (entry.hadRecentInput) continue
        const at = entry.sources.map((source) => (source.node as Element | null)?.className ?? '?').join(', ')
        shifts.push({ value: entry.value, at })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  for (const path of ['/all/electronics', '/ar/all/electronics']) {
    await page.goto(path)
    // Both parts hydrated: the filters became the phone's drawer, the sort field the combobox.
    await expect(page.locator('.souk-filters[data-drawer]')).toBeAttached()
    await expect(page.locator('.store-listing__sort .souk-dropdown')).toBeAttached()
    await expect(page.locator('.souk-filters__open')).toBeVisible()
    await page.waitForTimeout(500) // the frames after the last commit
    const shifts = await page.evaluate(
      () => (window as unknown as { soukShifts: { value: number; at: string }[] }).soukShifts,
    )
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.01)
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
})

test('an empty cart keeps its empty state while the page refreshes it after hydration', async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(() => {
    const seen = { busy: false, shift: 0 }
    ;(window as unknown as { soukCart: typeof seen }).soukCart = seen
    // The loading state (a busy placeholder) in the page's main part, at any moment.
    new MutationObserver(() => {
      if (document.querySelector('main [aria-busy="true"]')) seen.busy = true
    }).observe(document, { subtree: true, childList: true, attributes: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) seen.shift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  for (const path of ['/cart', '/ar/cart']) {
    const refreshed = page.waitForResponse((response) => response.url().includes('/api/v1/cart/by-user'))
    await page.goto(path)
    await refreshed
    await expect(page.locator('main .souk-empty')).toBeVisible()
    await page.waitForTimeout(500) // the frames after the refresh
    const seen = await page.evaluate(
      () => (window as unknown as { soukCart: { busy: boolean; shift: number } }).soukCart,
    )
    expect(seen.busy, `${path}: the loading state replaced the empty cart`).toBe(false)
    expect(seen.shift, path).toBeLessThanOrEqual(0.01)
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
})
