import { describe, expect, it, vi } from 'vitest'
import { configureBuilt } from './builtBundle'

// The built script as a page loads it (dist/souk.js: every tag registered, preact inside). Fails, saying so, before
// a build (npm test builds first).
const bundles = import.meta.glob('../dist/souk.js')
const loadBundle = bundles['../dist/souk.js']

describe('dist/souk.js', () => {
  it('registers the elements and renders a product card and the cart button', async () => {
    await configureBuilt(loadBundle, 'Built')
    expect(customElements.get('souk-product-card')).toBeDefined()
    expect(customElements.get('souk-cart-button')).toBeDefined()
    const holder = document.createElement('div')
    holder.innerHTML =
      '<souk-cart-button></souk-cart-button><souk-product-card product-id="7"></souk-product-card>'
    document.body.append(holder)
    const card = holder.querySelector('souk-product-card')
    const button = holder.querySelector('souk-cart-button')
    await vi.waitFor(() =>
      expect(card?.shadowRoot?.querySelector('[part~="title"]')?.textContent).toBe('Built 7'),
    )
    await vi.waitFor(() =>
      expect(button?.shadowRoot?.querySelector('[part~="badge"]')?.textContent).toBe('0'),
    )
    holder.remove()
  })
})
