import { type CartLine, memoryStorage } from '@souk/core'
import {
  createFakeFetch,
  makeCartLine,
  makeCommon,
  makeListingCards,
  makeProductDetail,
  makeProductsData,
} from '@souk/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureSouk, resetPageSouk, type SoukEventMap } from '../src/all'

/** The one-time code the fake shop hands out for the cart (43 base64url characters, as the API makes them). */
const HANDOFF_CODE = 'H'.repeat(43)
/** What the widgets sent to `cart/handoff`. */
const handoffRequests: unknown[] = []

// The shop as the widgets see it, answered from memory: a cart that the fake API really changes.
function fakeShop() {
  const lines: CartLine[] = []
  return createFakeFetch({
    'POST cart/handoff': ({ body }) => {
      handoffRequests.push(body)
      return { code: HANDOFF_CODE, expires_at: new Date(Date.now() + 300_000).toISOString() }
    },
    'GET common': makeCommon(),
    'GET product/:id': ({ params }) =>
      makeProductDetail({ id: Number(params.id), title: `Product ${params.id}` }),
    'GET products': () => {
      const data = makeProductsData()
      return { ...data, result: { ...data.result, data: makeListingCards(6) } }
    },
    'GET cart/by-user': () => lines,
    'POST cart/action': ({ body: json }) => {
      const body = json as { product_id: number; quantity: number }
      const line = makeCartLine({ product_id: body.product_id, quantity: body.quantity })
      lines.push(line)
      return line
    },
  })
}

function mount(html: string): HTMLElement {
  const holder = document.createElement('div')
  holder.className = 'fixture'
  holder.innerHTML = html
  document.body.append(holder)
  return holder
}

/** Records one event type reaching `document`. */
function listen<K extends keyof SoukEventMap>(name: K, veto = false): SoukEventMap[K][] {
  const seen: SoukEventMap[K][] = []
  const listener = (event: Event) => {
    if (veto) event.preventDefault()
    seen.push(event as SoukEventMap[K])
  }
  document.addEventListener(name, listener)
  cleanups.push(() => document.removeEventListener(name, listener))
  return seen
}

const cleanups: (() => void)[] = []

beforeEach(async () => {
  resetPageSouk()
  await configureSouk({
    apiBase: 'http://souk.test/api/v1/',
    shopUrl: 'http://shop.test/',
    language: 'en',
    theme: 'light',
    fetch: fakeShop(),
    storage: memoryStorage(),
  })
})

afterEach(() => {
  handoffRequests.length = 0
  for (const cleanup of cleanups.splice(0)) cleanup()
  for (const fixture of document.querySelectorAll('.fixture')) fixture.remove()
})

describe('adding from a card', () => {
  it('puts the product in the shared cart, updates the cart button at once and dispatches souk-cart-add', async () => {
    const added = listen('souk-cart-add')
    const holder = mount(
      '<souk-cart-button></souk-cart-button><souk-product-card product-id="12"></souk-product-card>',
    )
    const card = holder.querySelector('souk-product-card')?.shadowRoot
    const button = holder.querySelector('souk-cart-button')?.shadowRoot
    const add = await vi.waitFor(() => {
      const found = card?.querySelector<HTMLButtonElement>('[part~="add"]')
      if (!found) throw new Error('no add button yet')
      return found
    })
    await vi.waitFor(() => expect(button?.querySelector('[part~="badge"]')?.textContent).toBe('0'))
    add.click()
    await vi.waitFor(() => expect(button?.querySelector('[part~="badge"]')?.textContent).toBe('1'))
    await vi.waitFor(() => expect(added).toHaveLength(1))
    expect(added[0]?.detail).toMatchObject({ productId: 12, quantity: 1, count: 1 })
    expect(added[0]?.composed).toBe(true)
  })
})

describe('<souk-cart-button> with <souk-cart>', () => {
  it('opens the drawer unless souk-cart-open is cancelled', async () => {
    const holder = mount('<souk-cart-button></souk-cart-button><souk-cart></souk-cart>')
    const link = await vi.waitFor(() => {
      const found = holder
        .querySelector('souk-cart-button')
        ?.shadowRoot?.querySelector<HTMLAnchorElement>('[part~="link"]')
      if (!found) throw new Error('no link yet')
      return found
    })
    const drawer = () => holder.querySelector('souk-cart')?.shadowRoot?.querySelector('dialog')
    const vetoes = listen('souk-cart-open', true)
    link.click()
    expect(vetoes).toHaveLength(1)
    // Long enough for the drawer to have opened had the press not been vetoed (it opens within a frame).
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(drawer()?.open ?? false).toBe(false)
    for (const cleanup of cleanups.splice(0)) cleanup()
    link.click()
    await vi.waitFor(() => expect(drawer()?.open).toBe(true))
    await vi.waitFor(() => expect(drawer()?.textContent).toContain('Your cart is empty.'))
    ;(holder.querySelector('souk-cart') as HTMLElement & { close: () => void }).close()
    await vi.waitFor(() => expect(drawer()?.open).toBe(false))
  })
})

describe('the checkout hand-off', () => {
  it('asks the shop for a one-time code and puts only that code in the address souk-checkout announces', async () => {
    const holder = mount('<souk-product-card product-id="12"></souk-product-card><souk-cart></souk-cart>')
    const card = holder.querySelector('souk-product-card')?.shadowRoot
    const add = await vi.waitFor(() => {
      const found = card?.querySelector<HTMLButtonElement>('[part~="add"]')
      if (!found) throw new Error('no add button yet')
      return found
    })
    add.click()
    const drawer = holder.querySelector('souk-cart') as HTMLElement & { show: () => void }
    drawer.show()
    const checkout = await vi.waitFor(() => {
      const found = [...(drawer.shadowRoot?.querySelectorAll('button') ?? [])].find(
        (button) => button.textContent?.trim() === 'Proceed to checkout',
      )
      if (!found) throw new Error('no checkout button yet')
      return found
    })
    const vetoed = listen('souk-checkout', true)
    checkout.click()
    await vi.waitFor(() => expect(vetoed).toHaveLength(1))
    expect(vetoed[0]?.detail).toEqual({
      url: `http://shop.test/cart?souk_handoff=${HANDOFF_CODE}`,
      count: 1,
      source: 'checkout',
    })
    expect(vetoed[0]?.cancelable).toBe(true)
    // The code was asked for with this shopper's guest token in the body; the address carries no token.
    const [request] = handoffRequests as { user_token: string }[]
    expect(request?.user_token).toMatch(/^[0-9a-z]{16,}$/)
    expect(vetoed[0]?.detail.url).not.toContain(request?.user_token)
    expect(vetoed[0]?.detail.url).not.toContain('souk_guest')
  })
})

describe('configuration on the elements themselves', () => {
  it('takes the page language from an element and renders right to left in Arabic', async () => {
    const holder = mount('<souk-product-card product-id="3" language="ar"></souk-product-card>')
    const root = holder.querySelector('souk-product-card')?.shadowRoot
    await vi.waitFor(() => expect(root?.querySelector('.souk-root')?.getAttribute('dir')).toBe('rtl'))
  })

  it('themes one element with its own theme attribute', async () => {
    const holder = mount('<souk-product-card product-id="3" theme="dark"></souk-product-card>')
    const root = holder.querySelector('souk-product-card')?.shadowRoot
    await vi.waitFor(() =>
      expect(root?.querySelector('.souk-root')?.getAttribute('data-souk-theme')).toBe('dark'),
    )
  })
})

describe('<souk-product-list>', () => {
  it('lists the products of its source, at most `limit` of them, and follows a new limit', async () => {
    const holder = mount('<souk-product-list q="tee" limit="4"></souk-product-list>')
    const list = holder.querySelector('souk-product-list') as HTMLElement
    const cards = () => list.shadowRoot?.querySelectorAll('[part~="product-card"]').length
    await vi.waitFor(() => expect(cards()).toBe(4))
    list.setAttribute('limit', '2')
    await vi.waitFor(() => expect(cards()).toBe(2))
  })
})

describe('slots', () => {
  it('lets the host replace the drawer’s title with its own text', async () => {
    const holder = mount('<souk-cart><span slot="title">Your basket</span></souk-cart>')
    const cart = holder.querySelector('souk-cart') as HTMLElement & { show: () => void; close: () => void }
    cart.show()
    const slot = await vi.waitFor(() => {
      const found = cart.shadowRoot?.querySelector<HTMLSlotElement>('slot[name="title"]')
      if (!found) throw new Error('no title slot yet')
      return found
    })
    expect(slot.assignedNodes().map((node) => node.textContent)).toEqual(['Your basket'])
    cart.close()
  })
})
