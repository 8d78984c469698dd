import { memoryStorage } from '@souk/core'
import { createFakeFetch, makeCommon, makeProductDetail } from '@souk/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureSouk, define, resetPageSouk, SoukProductCard, whenSoukReady } from '../src/all'

// Every test gets a fresh page-level Souk answered from memory: no live server.
function fakeShop() {
  return createFakeFetch({
    'GET common': makeCommon(),
    'GET product/:id': ({ params }) =>
      makeProductDetail({ id: Number(params.id), title: `Product ${params.id}`, slug: 'tee' }),
    'GET cart/by-user': [],
  })
}

function mount<K extends keyof HTMLElementTagNameMap>(html: string): HTMLElementTagNameMap[K] {
  const holder = document.createElement('div')
  holder.className = 'fixture'
  holder.innerHTML = html
  document.body.append(holder)
  return holder.firstElementChild as HTMLElementTagNameMap[K]
}

function shadowOf(element: Element): ShadowRoot {
  const root = element.shadowRoot
  if (!root) throw new Error(`${element.localName} has no open shadow root`)
  return root
}

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
  for (const fixture of document.querySelectorAll('.fixture')) fixture.remove()
})

describe('<souk-product-card>', () => {
  it('renders the product inside an open shadow root, with parts and links to the shop', async () => {
    const card = mount('<souk-product-card product-id="12"></souk-product-card>')
    const root = shadowOf(card)
    await vi.waitFor(() => expect(root.querySelector('[part~="title"]')?.textContent).toBe('Product 12'))
    expect(root.querySelector('article')?.getAttribute('part')).toBe('base')
    expect(root.querySelector('[part~="image"]')).not.toBeNull()
    expect(root.querySelector('[part~="price"]')).not.toBeNull()
    const link = root.querySelector<HTMLAnchorElement>('[part~="link"]')
    await vi.waitFor(() => expect(link?.href).toMatch(/^http:\/\/shop\.test\/.*12/))
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0)
    expect(root.querySelector('.souk-root')?.getAttribute('dir')).toBe('ltr')
  })

  it('re-renders when its attribute or property changes', async () => {
    const card = mount('<souk-product-card product-id="12"></souk-product-card>')
    const root = shadowOf(card)
    await vi.waitFor(() => expect(root.querySelector('[part~="title"]')?.textContent).toBe('Product 12'))
    card.setAttribute('product-id', '13')
    await vi.waitFor(() => expect(root.querySelector('[part~="title"]')?.textContent).toBe('Product 13'))
    ;(card as HTMLElement & { productId: number }).productId = 14
    await vi.waitFor(() => expect(root.querySelector('[part~="title"]')?.textContent).toBe('Product 14'))
  })

  it('re-renders in the new language, right to left for Arabic, when the page switches language', async () => {
    const card = mount('<souk-product-card product-id="12"></souk-product-card>')
    const root = shadowOf(card)
    await vi.waitFor(() => expect(root.querySelector('.souk-root')?.getAttribute('dir')).toBe('ltr'))
    await configureSouk({ language: 'ar' })
    await vi.waitFor(() => expect(root.querySelector('.souk-root')?.getAttribute('dir')).toBe('rtl'))
    expect(root.querySelector('[part~="title"]')?.textContent).toBe('Product 12')
  })

  it('renders right to left in Arabic', async () => {
    await configureSouk({ language: 'ar' })
    const card = mount('<souk-product-card product-id="12"></souk-product-card>')
    const root = shadowOf(card)
    await vi.waitFor(() => expect(root.querySelector('.souk-root')?.getAttribute('dir')).toBe('rtl'))
    expect(root.querySelector('.souk-root')?.getAttribute('lang')).toBe('ar')
  })
})

describe('<souk-cart-button>', () => {
  it('shows the count of the shared cart store and follows its changes', async () => {
    const button = mount('<souk-cart-button></souk-cart-button>')
    const root = shadowOf(button)
    const souk = await whenSoukReady()
    await vi.waitFor(() => expect(souk.cart.getState().status).toBe('ready'))
    await vi.waitFor(() => expect(root.querySelector('[part~="badge"]')?.textContent).toBe('0'))
    souk.cart.setState({ count: 3 })
    await vi.waitFor(() => expect(root.querySelector('[part~="badge"]')?.textContent).toBe('3'))
  })

  it('emits a composed souk-cart-open that reaches document, and a cancel keeps the link from navigating', async () => {
    const button = mount('<souk-cart-button></souk-cart-button>')
    const root = shadowOf(button)
    const souk = await whenSoukReady()
    await vi.waitFor(() => expect(souk.cart.getState().status).toBe('ready'))
    souk.cart.setState({ count: 2 })
    const seen: CustomEvent[] = []
    const listener = (event: CustomEvent<{ count: number }>) => {
      event.preventDefault()
      seen.push(event)
    }
    document.addEventListener('souk-cart-open', listener)
    try {
      const link = await vi.waitFor(() => {
        const found = root.querySelector<HTMLAnchorElement>('[part~="link"]')
        if (!found) throw new Error('no link yet')
        return found
      })
      const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true })
      link.dispatchEvent(click)
      expect(seen).toHaveLength(1)
      expect(seen[0]?.composed).toBe(true)
      expect(seen[0]?.bubbles).toBe(true)
      expect(seen[0]?.detail).toEqual({ count: 2 })
      expect(seen[0]?.target).toBe(button)
      expect(click.defaultPrevented).toBe(true)
    } finally {
      document.removeEventListener('souk-cart-open', listener)
    }
  })

  it('links to the shop’s cart page with no token in the address', async () => {
    const button = mount('<souk-cart-button></souk-cart-button>')
    const root = shadowOf(button)
    const souk = await whenSoukReady()
    const link = await vi.waitFor(() => {
      const found = root.querySelector<HTMLAnchorElement>('[part~="link"]')
      if (!found) throw new Error('no link yet')
      return found
    })
    expect(link.href).toBe('http://shop.test/cart')
    expect(link.href).not.toContain(souk.session.getState().guestToken())
  })
})

describe('images on the host page', () => {
  it('are never requested from the host page’s origin, even when common answers after the product', async () => {
    const shop = fakeShop()
    let releaseCommon = () => {}
    const commonAnswered = new Promise<void>((resolve) => {
      releaseCommon = resolve
    })
    const slowCommon: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (new URL(url).pathname.endsWith('/common')) await commonAnswered
      return shop(input, init)
    }
    resetPageSouk()
    await configureSouk({ apiBase: 'http://souk.test/api/v1/', fetch: slowCommon, storage: memoryStorage() })
    performance.clearResourceTimings()
    const root = shadowOf(mount('<souk-product-card product-id="12"></souk-product-card>'))
    await vi.waitFor(() => expect(root.querySelector('[part~="title"]')?.textContent).toBe('Product 12'))
    // The product is drawn, common is not known yet: its image waits, with no src to guess from.
    const image = root.querySelector('img')
    expect(image?.getAttribute('src') ?? null).toBeNull()
    releaseCommon()
    await vi.waitFor(() => expect(image?.getAttribute('src')).toMatch(/^http:\/\/souk\.test\/uploads\//))
    const fromHost = performance
      .getEntriesByType('resource')
      .filter(
        (entry) => new URL(entry.name).origin === location.origin && /\.(jpe?g|png|webp)$/.test(entry.name),
      )
    expect(fromHost.map((entry) => entry.name)).toEqual([])
  })
})

describe('define', () => {
  it('does nothing, and does not throw, when a tag is defined already', async () => {
    expect(customElements.get('souk-product-card')).toBe(SoukProductCard)
    expect(() => define('souk-product-card', class extends HTMLElement {})).not.toThrow()
    // The script loaded a second time (another URL, so a second module instance) registers nothing new.
    await expect(import('../src/souk.ts?second-load')).resolves.toBeDefined()
    expect(customElements.get('souk-product-card')).toBe(SoukProductCard)
  })
})
