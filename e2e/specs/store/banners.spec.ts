import { expect, type Page, test } from '../../support/test'

/** The five languages: English without prefix, the others under /{code}. */
const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'] as const
type Lang = (typeof LANGUAGES)[number]
const prefix = (lang: Lang) => (lang === 'en' ? '/' : `/${lang}`)

/** The first main slide's headline as the seed writes it in each language. */
const FIRST_SLIDE: Record<Lang, string> = {
  en: 'New season, new style',
  fr: 'Nouvelle saison, nouveau style',
  ar: 'موسم جديد وأسلوب جديد',
  tr: 'Yeni sezon, yeni stil',
  hi: 'नया मौसम, नया अंदाज़',
}

interface Promo {
  title: string
  subtitle: string | null
  button: string | null
  type: number
}

/** The home page's promotions in a language, from the API (real HTTP, as the store reads them). */
async function promotionsIn(page: Page, lang: Lang) {
  const headers: Record<string, string> = lang === 'en' ? {} : { Language: lang, Lang: lang }
  const home = (await (await page.request.get('/api/v1/home', { headers })).json()).data
  const common = (await (await page.request.get('/api/v1/common', { headers })).json()).data
  const slider = home.slider as { main: Promo[]; right_top?: Promo; right_bottom?: Promo }
  const banners = (home.banners as Promo[]).filter((banner) => banner.type >= 1 && banner.type <= 6)
  return {
    slides: slider.main,
    tiles: [slider.right_top, slider.right_bottom].filter((tile): tile is Promo => Boolean(tile)),
    banners,
    top: common.top_banner as Promo,
  }
}

/** The popup waits for the shopper; these checks look at the page under it. */
async function withoutPopup(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('popupBannerClosed', 'true'))
}

test.describe('banner headlines present as text in every language', () => {
  test.describe.configure({ timeout: 120_000 })
  const english = new Map<string, string>()

  for (const lang of LANGUAGES) {
    test(`the slider's, the tiles', the banner rows' and the top banner's texts are visible text in ${lang}`, async ({
      page,
    }) => {
      await withoutPopup(page)
      // The slides stay still (no rotation under reduced motion): the first one is the one shown.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize({ width: 1366, height: 900 })
      const promos = await promotionsIn(page, lang)
      await page.goto(prefix(lang))

      const [first] = promos.slides
      expect(first?.title).toBe(FIRST_SLIDE[lang])
      const slider = page.locator('.souk-home-slider')
      // The shown slide: its headline (a level-2 heading), its line and its call to action, as text.
      const slide = slider.locator('.souk-carousel__slide[data-active]')
      await expect(slide.getByRole('heading', { level: 2, name: FIRST_SLIDE[lang] })).toBeVisible()
      await expect(slide.getByText(first?.subtitle ?? '', { exact: true })).toBeVisible()
      await expect(slide.getByText(first?.button ?? '', { exact: true })).toBeVisible()
      // The other slides' headlines are in the page too (shown in turn).
      for (const other of promos.slides.slice(1)) {
        await expect(slider.getByText(other.title, { exact: true })).toBeAttached()
      }
      // Each promotion in its own place: the tiles beside the slider, the banner rows, the top strip.
      const checks = [
        ...promos.tiles.map((promo) => ({ promo, place: page.locator('.souk-home-slider__tiles') })),
        ...promos.banners.map((promo) => ({ promo, place: page.locator('.souk-home-banners') })),
        { promo: promos.top, place: page.locator('.souk-top-banner') },
      ]
      expect(checks.length).toBeGreaterThanOrEqual(8)
      for (const { promo, place } of checks) {
        expect(promo.subtitle, `${promo.title} has a line`).toBeTruthy()
        expect(promo.button, `${promo.title} has a call to action`).toBeTruthy()
        const headline = place.getByText(promo.title, { exact: true }).first()
        await headline.scrollIntoViewIfNeeded()
        await expect(headline).toBeVisible()
        await expect(place.getByText(promo.subtitle ?? '', { exact: true }).first()).toBeVisible()
        await expect(place.getByText(promo.button ?? '', { exact: true }).first()).toBeVisible()
      }
      // Text, not pixels: the headline is in the page's text (and visible, above).
      expect(await page.locator('.souk-home-slider').textContent()).toContain(FIRST_SLIDE[lang])
      // Each promotion is one link, with nothing interactive inside it.
      const nested = await page
        .locator('.souk-promo')
        .evaluateAll((nodes) => nodes.filter((node) => node.querySelector('a, button, input, select')).length)
      expect(nested).toBe(0)

      // Translated, not English: every text differs from the English one.
      const texts = [...promos.slides, ...checks.map((check) => check.promo)].flatMap((promo) => [
        promo.title,
        promo.subtitle ?? '',
        promo.button ?? '',
      ])
      if (lang === 'en') {
        for (const [index, text] of texts.entries()) english.set(String(index), text)
      } else if (english.size > 0) {
        const same = texts.filter((text, index) => text === english.get(String(index)))
        expect(same).toEqual([])
      }
    })
  }
})

test.describe('banner art at the aspect it is shown at', () => {
  test.describe.configure({ timeout: 180_000 })

  test('declares the art’s true size and crops none of its subject from 320 to 1920 px', async ({ page }) => {
    await withoutPopup(page)
    for (const lang of ['fr', 'ar'] as const) {
      // One load per language, then the window widened as a shopper would (the HTML does not depend on the
      // width; the browser picks each picture's file again as the layout grows).
      await page.setViewportSize({ width: 320, height: 900 })
      await page.goto(prefix(lang))
      for (const width of [320, 390, 1366, 1920]) {
        await page.setViewportSize({ width, height: 900 })
        const arts = page.locator('.souk-home-slider .souk-promo__art, .souk-home-banners .souk-promo__art')
        await expect(arts.first()).toBeVisible()
        for (const art of await arts.all()) {
          await art.scrollIntoViewIfNeeded()
          await expect
            .poll(() => art.evaluate((image) => (image as HTMLImageElement).naturalWidth))
            .toBeGreaterThan(0)
        }
        const measures = await arts.evaluateAll((nodes) =>
          nodes.map((node) => {
            const image = node as HTMLImageElement
            const box = image.getBoundingClientRect()
            return {
              src: image.currentSrc,
              declared: Number(image.getAttribute('width')) / Number(image.getAttribute('height')),
              natural: image.naturalWidth / image.naturalHeight,
              box: box.width / box.height,
              shown: box.width > 0 && getComputedStyle(image).visibility !== 'hidden',
            }
          }),
        )
        for (const measure of measures) {
          // The declared size is the file's: same aspect (thumbnail or full picture).
          expect(Math.abs(measure.declared - measure.natural), measure.src).toBeLessThan(0.02)
          if (!measure.shown) continue
          // Cropped in width only from the art's plain start (object-position: end): its subject, in the right
          // 55%, stays whole; cropped in height by at most 10% at each edge.
          const keptWidth = Math.min(1, measure.box / measure.natural)
          const keptHeight = Math.min(1, measure.natural / measure.box)
          expect(keptWidth, `${measure.src} at ${width} px in ${lang}`).toBeGreaterThanOrEqual(0.55)
          expect(keptHeight, `${measure.src} at ${width} px in ${lang}`).toBeGreaterThanOrEqual(0.8)
        }
      }
    }
  })
})
