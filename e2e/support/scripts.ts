import type { Page } from '@playwright/test'

/**
 * Holds the page's JavaScript modules back (the API is not touched) until the returned `release` is called: what
 * the page shows meanwhile is its server-rendered HTML only.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}
