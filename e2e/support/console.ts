import type { Page } from '@playwright/test'

/**
 * Collects the page's console errors and uncaught exceptions. None is tolerated: the API draws every seed
 * picture on its first request, so a 404 under /uploads/ is a real bug too.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Resolves when the page's Souk has loaded the shopper's profile (and with it the cart count), which the
 * store does right after hydration. Call it before the navigation that loads the page.
 */
export function profileLoaded(page: Page): Promise<unknown> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/user/profile' && response.ok(),
  )
}

/** Marks the popup and cookie banners as closed before the page loads (they would cover what a test clicks). */
export async function closeBanners(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('popupBannerClosed', 'true')
    window.localStorage.setItem('cookieBannerClosed', 'true')
  })
}
