import { closeBanners } from '../../support/console'
import { expect, type Page, test } from '../../support/test'
import { addVariantToCartQuickly, shipToNewAddress } from '../checkout/journey'

// Every amount the shopper reads shows its currency's minor digits ("$172.00", never "$172"), in the digits the
// shop's number format gives (core's formatPrice), whatever the page's language; a negative amount keeps its
// minus in front of the number, right-to-left text included.
//
// The seed's shop sells in US dollars (2 minor digits) with the en-US number format and the symbol in front:
// core's formatter writes Latin digits, a comma between thousands and a point before the cents in every
// language (Arabic included), and isolates a negative amount left-to-right (U+2066 … U+2069).

const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'] as const

/** A positive amount as core formats it for the seed's shop. */
const AMOUNT = /^\$\d{1,3}(?:,\d{3})*\.\d{2}$/
/** A negative amount: the minus before the symbol, isolated left-to-right. */
const NEGATIVE = /^\u2066-\$\d{1,3}(?:,\d{3})*\.\d{2}\u2069$/

/**
 * The elements that show an amount formatted by core (the React components' classes); where the element shows
 * the amount twice (a visible copy and a sentence for screen readers), the visible copy.
 */
const PRICE_ELEMENTS = [
  '.souk-price__current',
  '.souk-price__previous',
  '.souk-price-breakdown__value',
  '.souk-cart-line__amount',
  '.souk-sticky-cart-bar__amount',
  '.souk-shipping-options__cost',
  '.souk-voucher-input__discount',
].join(', ')

/** What the shop writes itself (its banners' and slides' texts): not formatted by core. */
const AUTHORED = [
  '.souk-top-banner',
  '.souk-banner-block',
  '.souk-popup-banner',
  '.souk-promo',
  '.souk-home-slider',
].join(', ')

/** The amounts of the page: those of the price elements, and every "$…" elsewhere in its text. */
async function amountsOf(page: Page) {
  return page.evaluate(
    ([selector, authored]) => {
      const visible = (element: Element) => {
        const shown = element.querySelector(':scope > [aria-hidden="true"]')
        return (shown ?? element).textContent?.trim() ?? ''
      }
      const elements = Array.from(document.querySelectorAll(selector))
        .filter((element) => !element.closest('[hidden]'))
        .map((element) => ({ className: element.className, text: visible(element) }))
        // A row may show a word instead of an amount ("Free", "Calculated at the next step").
        .filter(({ text }) => /[\d\u0660-\u0669\u06f0-\u06f9\u0966-\u096f$]/.test(text))
      // Every "$…" of the page's text, but in what the shop writes itself (banners, slides: "over $50").
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      const inText: string[] = []
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest(`script, style, template, ${authored}`)) continue
        const tokens = (node.textContent ?? '').matchAll(
          /\u2066?-?\$[\d\u0660-\u0669\u0966-\u096f]*(?:[.,٫٬][\d\u0660-\u0669\u0966-\u096f]+)*\u2069?/g,
        )
        for (const [token] of tokens) inText.push(token)
      }
      return { elements, inText }
    },
    [PRICE_ELEMENTS, AUTHORED] as const,
  )
}

/** Asserts every amount of the page is written with its minor digits; at least `least` price elements. */
async function expectMinorDigits(page: Page, where: string, least = 1) {
  const { elements, inText } = await amountsOf(page)
  expect(elements.length, `${where}: price elements`).toBeGreaterThanOrEqual(least)
  for (const { className, text } of elements)
    expect(text, `${where}: .${className.split(' ')[0]}`).toMatch(text.includes('-') ? NEGATIVE : AMOUNT)
  expect(inText.length, `${where}: amounts in the text`).toBeGreaterThanOrEqual(least)
  for (const text of inText)
    expect(text, `${where}: in the text`).toMatch(text.includes('-') ? NEGATIVE : AMOUNT)
}

/** Where the minus and the first digit of an element's amount are drawn, from the start of the line box. */
async function minusBeforeNumber(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const node = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode() as Text
    const text = node.data
    const at = (index: number) => {
      const range = document.createRange()
      range.setStart(node, index)
      range.setEnd(node, index + 1)
      return range.getBoundingClientRect().left
    }
    return { minus: at(text.indexOf('-')), digit: at(text.search(/\d/)) }
  })
}

test.describe.configure({ timeout: 120_000 })

test.beforeAll(async ({ request }) => {
  // The rule above is the seed shop's: a changed currency setting must change this test too.
  const common = (await (await request.get('/api/v1/common')).json()) as {
    data: { setting: Record<string, unknown> }
  }
  const { currency, decimal_format, currency_icon, currency_position } = common.data.setting
  expect({ currency, decimal_format, currency_icon, position: Number(currency_position) }).toEqual({
    currency: 'USD',
    decimal_format: 'en-US',
    currency_icon: '$',
    position: 1,
  })
})

for (const lang of LANGUAGES) {
  test(`in ${lang}, home, listing, cart, shipping and checkout show every amount with its cents, a discount with its minus in front`, async ({
    page,
  }) => {
    const prefix = lang === 'en' ? '' : `/${lang}`
    await closeBanners(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${prefix}/`)
    await expect(page.locator('.souk-product-card .souk-price__current').first()).toBeVisible()
    await expectMinorDigits(page, 'home', 4)
    await page.goto(`${prefix}/all/electronics`)
    await expect(page.locator('.souk-product-card .souk-price__current').first()).toBeVisible()
    await expectMinorDigits(page, 'listing', 4)

    await addVariantToCartQuickly(page, prefix)
    // The summary renders once the cart has loaded: read the page then.
    const total = page.locator('.souk-cart-summary [data-row="total"] .souk-price-breakdown__value')
    await expect(total).toHaveText(AMOUNT)
    await expectMinorDigits(page, 'cart', 3)
    await shipToNewAddress(page, prefix)
    await expectMinorDigits(page, 'shipping', 3)

    await page.locator('.souk-cart-summary__checkout').click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`))
    await page.locator('.souk-voucher-input__input').fill('SAVE5')
    await page.locator('.souk-voucher-input__form button[type="submit"]').click()
    const discount = '.souk-cart-summary [data-row="voucher"] .souk-price-breakdown__value'
    await expect(page.locator(discount)).toHaveText('\u2066-$5.00\u2069')
    await expectMinorDigits(page, 'checkout', 3)
    // Drawn as read: the minus left of the number, in right-to-left pages too.
    const drawn = await minusBeforeNumber(page, discount)
    expect(drawn.minus, 'the minus is drawn before the number').toBeLessThan(drawn.digit)
  })
}
