import { test as base, expect, type Page, type Response } from '@playwright/test'

/**
 * The store's pages hydrate once their modules have arrived and React has attached, which the `load` event that
 * `page.goto` waits for does not promise (module scripts run asynchronously). Tests that click what they have
 * just opened and expect the page's scripts to answer use this `test`: its `page.goto` and `page.reload` also wait until a
 * store page has hydrated (rootView.tsx marks `html[data-hydrated]`). Other origins (the payment sandbox, the
 * partner page), non-HTML answers and `waitUntil: 'commit'` are left as they are.
 */
export async function waitForHydration(
  page: Page,
  response: Response | null,
  storeOrigin: string | undefined,
) {
  if (!response || !storeOrigin) return
  if (new URL(page.url()).origin !== new URL(storeOrigin).origin) return
  if (!(response.headers()['content-type'] ?? '').includes('text/html')) return
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 })
}

export const test = base.extend({
  page: async ({ page, baseURL, javaScriptEnabled }, use) => {
    // Without JavaScript nothing hydrates: those tests read the server-rendered HTML only.
    if (javaScriptEnabled === false) return use(page)
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil !== 'commit') await waitForHydration(page, response, baseURL)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      if (options?.waitUntil !== 'commit') await waitForHydration(page, response, baseURL)
      return response
    }
    await use(page)
  },
})

export type { Page } from '@playwright/test'
export { expect }
