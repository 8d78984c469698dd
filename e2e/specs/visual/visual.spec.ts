import { closeBanners } from '../../support/console'
import { expect, type Page, test } from '../../support/test'
import { CUSTOMERS, signIn } from '../account/helpers'
import { addVariantToCartQuickly } from '../checkout/journey'

// Visual snapshots of the store's main pages: a layout regression (a grid that collapses, a header that wraps,
// text drawn in the wrong direction or in boxes) fails the build. The reference images live next to this file
// (visual.spec.ts-snapshots/) and are compared on every `npm test`; after a deliberate change of the look or of
// the seed, re-record them with `npm run test:visual:update` and look at every changed image before committing
// it (docs/TESTING.md).
//
// The pictures are the same run after run on the same build:
// - the spec runs first, on the fresh seeded database (its own Playwright project, listed first in the config):
//   no other journey's order, review or saved list shows on a page;
// - every picture is loaded (lazy ones too), then masked: the layout is what is checked, not the photos;
// - countdowns, toasts and dates are masked; animations and carets are off; the popup and cookie banners are
//   closed before the page loads; the web fonts of the page apply and have loaded (a first visit's first page is in
//   the system's fonts until its next page);
// - the page is scrolled to its end and back before the picture, so what appears on scroll (lazy sections,
//   sticky bars) has appeared, the same way every time.
// The pictures show the first screens only (SCREENS × the window's height): enough for the layout, small files.

const LANGUAGES = ['en', 'ar', 'hi'] as const
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const
/** How many window heights a picture shows at most. */
const SCREENS = 2.5

interface Shot {
  name: string
  path: string
  /** What the page needs before it can be shown (a line in the cart, a signed-in shopper). */
  prepare?: (page: Page) => Promise<void>
  /**
   * Load the page without the browser's HTTP cache. The home page fetches its other cards once hydrated, and
   * that answer allows `stale-while-revalidate` (for CDNs; browsers honour it too): seen again a moment later
   * in the other size, it comes from the cache and Chromium refreshes it in the background, a refresh that
   * stayed pending 12-20 s (it never reached the server) and held the wait for a quiet network (`settle`).
   */
  withoutHttpCache?: boolean
}

const withLine = async (page: Page) => {
  await addVariantToCartQuickly(page)
}
const signedIn = async (page: Page) => {
  // The session journeys only sign this shopper in and out: the profile itself never changes.
  await signIn(page, CUSTOMERS.session)
}

const SHOTS: Shot[] = [
  { name: 'home', path: '/', withoutHttpCache: true },
  { name: 'listing', path: '/all/electronics' },
  { name: 'product', path: '/nordia-modern-phone-case-1/product/1' },
  { name: 'cart', path: '/cart', prepare: withLine },
  { name: 'checkout', path: '/shipping', prepare: withLine },
  { name: 'account', path: '/user/profile', prepare: signedIn },
]

/** What changes by itself or from one run to the next, masked in every picture. */
const MASKED = [
  'img',
  'picture',
  'video',
  'iframe',
  'time',
  '.souk-countdown',
  '.souk-toast',
  '.souk-loading-bar',
].join(', ')

/**
 * Brings the page to the state it settles in: scrolled through the part the picture shows (what appears on
 * scroll has appeared), every picture loaded and decoded (lazy ones too), every font in use loaded.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(async (screens) => {
    const step = window.innerHeight / 2
    const end = Math.min(document.documentElement.scrollHeight, window.innerHeight * screens)
    for (let y = 0; y < end; y += step) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)))
    }
    window.scrollTo(0, 0)
    for (const image of Array.from(document.images)) image.loading = 'eager'
    await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => null)))
    // The Arabic and Devanagari web fonts, as every page but a first visit's first shows them
    // (apps/reference-store/app/lib/scriptFaces.tsx); the layout read makes the browser ask for them.
    document.getElementById('souk-script-faces')?.setAttribute('media', 'all')
    void document.body.offsetHeight
    await document.fonts.ready
  }, SCREENS)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready)
}

test.describe('the store looks as it did', () => {
  test.use({ reducedMotion: 'reduce' })
  // Six pictures each; the first test also waits for the server to draw the seed's pictures on first request.
  test.describe.configure({ timeout: 240_000 })

  for (const shot of SHOTS) {
    test(`${shot.name} in ${LANGUAGES.join(', ')} on a phone and a desktop`, async ({ page, context }) => {
      if (shot.withoutHttpCache) {
        const devtools = await context.newCDPSession(page)
        await devtools.send('Network.enable')
        await devtools.send('Network.setCacheDisabled', { cacheDisabled: true })
      }
      await closeBanners(page)
      await shot.prepare?.(page)
      for (const lang of LANGUAGES) {
        for (const size of SIZES) {
          await page.setViewportSize({ width: size.width, height: size.height })
          await page.goto(lang === 'en' ? shot.path : `/${lang}${shot.path}`)
          await settle(page)
          const height = await page.evaluate(() => document.documentElement.scrollHeight)
          await expect(page).toHaveScreenshot(`${shot.name}-${lang}-${size.name}.png`, {
            fullPage: true,
            clip: { x: 0, y: 0, width: size.width, height: Math.min(height, size.height * SCREENS) },
            mask: [page.locator(MASKED)],
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixelRatio: 0.01,
            // Two equal pictures in a row: slow on a busy machine.
            timeout: 30_000,
          })
        }
      }
    })
  }
})
