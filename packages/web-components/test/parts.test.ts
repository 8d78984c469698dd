import { type CartLine, memoryStorage } from '@souk/core'
import {
  createFakeFetch,
  makeCartLine,
  makeCommon,
  makeListingCards,
  makeProductDetail,
  makeProductsData,
  makeVariantProduct,
} from '@souk/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureSouk, resetPageSouk } from '../src/all'
import declared from '../src/parts.json'

// The parts each element documents (src/parts.json, also the manifest's cssParts) are the ones its rendered
// components declare in their markup; none is made from a class name at run time.

function fakeShop() {
  const lines: CartLine[] = [makeCartLine({ id: 1, product_id: 7, quantity: 1 })]
  return createFakeFetch({
    'GET common': makeCommon(),
    // Product 20 has options to choose (an attribute picker, 'Choose options' on a card); 12 has one variant.
    'GET product/:id': ({ params }) =>
      params.id === '20'
        ? makeVariantProduct({ id: 20, title: 'Product 20', slug: 'shirt' })
        : makeProductDetail({
            id: Number(params.id),
            title: `Product ${params.id}`,
            slug: 'tee',
            badge: 'New',
          }),
    'GET products': () => {
      const data = makeProductsData()
      return { ...data, result: { ...data.result, data: makeListingCards(3) } }
    },
    'GET cart/by-user': () => lines,
  })
}

function mount(html: string): HTMLElement {
  const holder = document.createElement('div')
  holder.className = 'fixture'
  holder.innerHTML = html
  document.body.append(holder)
  const element = holder.firstElementChild
  if (!(element instanceof HTMLElement)) throw new Error('nothing mounted')
  return element
}

/** Every part name any node of the element's shadow root carries now. */
function partsOf(element: HTMLElement): Set<string> {
  const names = new Set<string>()
  for (const node of element.shadowRoot?.querySelectorAll('[part]') ?? []) {
    for (const name of node.getAttribute('part')?.split(/\s+/) ?? []) if (name) names.add(name)
  }
  return names
}

/** Every part name the element's shadow root has carried since mounting (a loading placeholder goes fast). */
function partsSeen(element: HTMLElement): () => Set<string> {
  const seen = new Set<string>()
  const record = () => {
    for (const name of partsOf(element)) seen.add(name)
  }
  const observer = new MutationObserver(record)
  if (element.shadowRoot)
    observer.observe(element.shadowRoot, { subtree: true, childList: true, attributes: true })
  record()
  observers.push(observer)
  return () => {
    record()
    return seen
  }
}

const observers: MutationObserver[] = []

/** The element's documented parts, less those its current state does not render. */
function documented(tag: keyof typeof declared, notNow: string[]): string[] {
  return Object.keys(declared[tag]).filter((name) => !notNow.includes(name))
}

async function expectParts(seen: () => Set<string>, expected: string[]) {
  await vi.waitFor(() => expect([...seen()]).toEqual(expect.arrayContaining(expected)), {
    timeout: 3000,
  })
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
  for (const observer of observers.splice(0)) observer.disconnect()
  for (const fixture of document.querySelectorAll('.fixture')) fixture.remove()
})

describe('the parts each element documents', () => {
  it('are all rendered by <souk-product-card>: `add` for one variant, `options` for a product with choices', async () => {
    const simple = mount('<souk-product-card product-id="12"></souk-product-card>')
    await expectParts(partsSeen(simple), documented('souk-product-card', ['options']))
    const withOptions = mount('<souk-product-card product-id="20"></souk-product-card>')
    await expectParts(partsSeen(withOptions), ['options'])
  })

  it('are all rendered by <souk-product>', async () => {
    const product = mount('<souk-product product-id="20"></souk-product>')
    await expectParts(partsSeen(product), documented('souk-product', []))
  })

  it('are all rendered by <souk-product-list>, the cards named with their block', async () => {
    const list = mount('<souk-product-list q="tee"></souk-product-list>')
    await expectParts(partsSeen(list), documented('souk-product-list', []))
    expect(list.shadowRoot?.querySelector('[part~="title"]')).toBeNull()
  })

  it('are all rendered by <souk-cart-button>', async () => {
    const button = mount('<souk-cart-button></souk-cart-button>')
    await expectParts(partsSeen(button), documented('souk-cart-button', []))
  })

  it('are all rendered by the open <souk-cart> with a line', async () => {
    const cart = mount('<souk-cart></souk-cart>') as HTMLElement & { show: () => void; close: () => void }
    cart.show()
    await expectParts(partsSeen(cart), documented('souk-cart', []))
    cart.close()
  })

  it('are all rendered by <souk-search>', async () => {
    const search = mount('<souk-search></souk-search>')
    await expectParts(partsSeen(search), documented('souk-search', []))
  })
})

describe('no part made at run time', () => {
  it('leaves a class added to a rendered node without a part', async () => {
    const card = mount('<souk-product-card product-id="12"></souk-product-card>')
    await expectParts(partsSeen(card), ['title'])
    const rating = card.shadowRoot?.querySelector('.souk-product-card__rating')
    rating?.classList.add('souk-product-card__later')
    const added = document.createElement('span')
    added.className = 'souk-product-card__extra'
    rating?.append(added)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(rating?.getAttribute('part')).toBe('rating')
    expect(added.hasAttribute('part')).toBe(false)
  })

  it('has no decorating module left in the sources', () => {
    expect(Object.keys(import.meta.glob('../src/base/decorate.ts'))).toEqual([])
  })
})
