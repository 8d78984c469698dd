import type { Page } from '@playwright/test'

/**
 * Collects the page's console errors and uncaught exceptions. Until the seed generates its images (API issue),
 * the files under /uploads/ do not exist: their 404s are the only console errors tolerated, and only for those
 * exact URLs.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  const missingUploads = new Set<string>()
  page.on('response', (response) => {
    if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/uploads/')) {
      missingUploads.add(response.url())
    }
  })
  page.on('console', (message) => {
    const url = message.location().url
    if (message.type() === 'error' && !missingUploads.has(url)) errors.push(`${message.text()} ${url}`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Marks the popup and cookie banners as closed before the page loads (they would cover what a test clicks). */
export async function closeBanners(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('popupBannerClosed', 'true')
    window.localStorage.setItem('cookieBannerClosed', 'true')
  })
}
