import { createRequire } from 'node:module'
import { expect, type Locator, type Page } from '@playwright/test'
import { AXE_TAGS, type Violation } from '../../support/axe'

const require = createRequire(import.meta.url)

/** The partner's demo site: another origin than the shop (playwright.config.ts sets SOUK_PARTNER_PORT). */
export const PARTNER = `http://localhost:${process.env.SOUK_PARTNER_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1}/`

/** Every widget of the partner's pages, by the id it has there. */
export const WIDGETS = ['#search', '#cart-button', '#card', '#product', '#list'] as const

/** The number on the cart button's badge. */
export function badge(page: Page): Locator {
  return page.locator('#cart-button [part~="badge"]')
}

/** Waits until every widget of the page has rendered its content (texts loaded, product and list fetched). */
export async function widgetsReady(page: Page) {
  await expect(page.locator('#card [part~="title"]')).toBeVisible()
  await expect(page.locator('#product [part~="title"]')).toBeVisible()
  await expect(page.locator('#list [part~="product-card"]').first()).toBeVisible()
  await expect(page.locator('#search input[role="combobox"]')).toBeVisible()
  await expect(badge(page)).toBeVisible()
  // Images are part of what a screenshot shows: wait until every image in every shadow root settled.
  await page.waitForFunction(() => {
    const images = Array.from(document.querySelectorAll('*')).flatMap((element) =>
      element.shadowRoot ? Array.from(element.shadowRoot.querySelectorAll('img')) : [],
    )
    return images.every((image) => image.complete)
  })
}

/** Picks the first value of every option group of the `<souk-product>`. */
export async function chooseOptions(page: Page) {
  const groups = page.locator('#product [role="radiogroup"]')
  const count = await groups.count()
  for (let index = 0; index < count; index++) {
    await groups.nth(index).locator('label:not([data-disabled])').first().click()
  }
}

/** Records the widgets' events of the page's next loads in `window.__soukEvents` (name and detail). */
export async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const names = [
      'souk-cart-open',
      'souk-cart-add',
      'souk-cart-change',
      'souk-checkout',
      'souk-search',
      'souk-product-select',
      'souk-error',
    ]
    const seen: {
      name: string
      detail: unknown
      composed: boolean
      bubbles: boolean
      cancelable: boolean
    }[] = []
    ;(window as unknown as { __soukEvents: typeof seen }).__soukEvents = seen
    for (const name of names) {
      document.addEventListener(name, (event) => {
        seen.push({
          name,
          detail: JSON.parse(JSON.stringify((event as CustomEvent).detail ?? null)),
          composed: event.composed,
          bubbles: event.bubbles,
          cancelable: event.cancelable,
        })
      })
    }
  })
}

/** The events recorded by `recordEvents`, optionally of one name. */
export async function eventsOf(page: Page, name?: string) {
  const all = await page.evaluate(
    () =>
      (
        window as unknown as {
          __soukEvents: {
            name: string
            detail: Record<string, unknown>
            composed: boolean
            bubbles: boolean
            cancelable: boolean
          }[]
        }
      ).__soukEvents,
  )
  return name ? all.filter((event) => event.name === name) : all
}

/** The element that has focus, looking into open shadow roots. */
export function deepFocus(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active
      ? {
          tag: active.localName,
          part: active.getAttribute('part'),
          label: active.getAttribute('aria-label'),
          text: active.textContent?.trim() ?? '',
        }
      : null
  })
}

/** Runs axe-core on the widgets only (their shadow roots included); the host page's own markup is not ours. */
export async function widgetViolations(page: Page, selectors: readonly string[]): Promise<Violation[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') })
  return page.evaluate(
    async ({ tags, include }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: object,
              options: object,
            ) => Promise<{
              violations: {
                id: string
                impact: string | null
                help: string
                nodes: { target: unknown[] }[]
              }[]
            }>
          }
        }
      ).axe
      const result = await axe.run(
        { include: include.map((selector) => [selector]) },
        { runOnly: { type: 'tag', values: tags } },
      )
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => JSON.stringify(node.target)),
      }))
    },
    { tags: AXE_TAGS, include: [...selectors] },
  )
}

/**
 * How many pixels of two PNG screenshots differ (compared in a blank page of the browser), of how many;
 * `differing` is -1 when their sizes differ.
 */
export async function differingPixels(
  page: Page,
  first: Buffer,
  second: Buffer,
): Promise<{ differing: number; total: number }> {
  return page.evaluate(
    async ([a, b]) => {
      const decode = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        const context = canvas.getContext('2d')
        if (!context) throw new Error('no 2d context')
        context.drawImage(bitmap, 0, 0)
        return context.getImageData(0, 0, bitmap.width, bitmap.height)
      }
      const [left, right] = await Promise.all([decode(a), decode(b)])
      const total = left.width * left.height
      if (left.width !== right.width || left.height !== right.height) return { differing: -1, total }
      let differing = 0
      for (let index = 0; index < left.data.length; index += 4) {
        if (
          Math.abs((left.data[index] ?? 0) - (right.data[index] ?? 0)) > 8 ||
          Math.abs((left.data[index + 1] ?? 0) - (right.data[index + 1] ?? 0)) > 8 ||
          Math.abs((left.data[index + 2] ?? 0) - (right.data[index + 2] ?? 0)) > 8
        )
          differing++
      }
      return { differing, total }
    },
    [first.toString('base64'), second.toString('base64')] as const,
  )
}
