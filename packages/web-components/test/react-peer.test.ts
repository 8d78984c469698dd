import { describe, expect, it, vi } from 'vitest'
import { configureBuilt } from './builtBundle'

// The variant for hosts that already ship React (dist/react/): React stays an import of the host's copy.
// Fails, saying so, before a build (npm test builds first).
const bundles = import.meta.glob('../dist/react/souk.js')
const loadBundle = bundles['../dist/react/souk.js']
const sources = import.meta.glob<string>('../dist/react/**/*.js', { query: '?raw', import: 'default' })

describe('dist/react/souk.js', () => {
  it('imports React from the host instead of bundling preact', async () => {
    const texts = await Promise.all(Object.values(sources).map((load) => load()))
    expect(texts.length).toBeGreaterThan(1)
    expect(texts.some((text) => /from\s*["']react["']/.test(text))).toBe(true)
    expect(texts.some((text) => /preact/.test(text))).toBe(false)
  })

  it('registers the elements and renders a product card with the host’s React', async () => {
    await configureBuilt(loadBundle, 'Peer')
    expect(customElements.get('souk-product-card')).toBeDefined()
    const holder = document.createElement('div')
    holder.innerHTML = '<souk-product-card product-id="9"></souk-product-card>'
    document.body.append(holder)
    const card = holder.querySelector('souk-product-card')
    await vi.waitFor(() =>
      expect(card?.shadowRoot?.querySelector('[part~="title"]')?.textContent).toBe('Peer 9'),
    )
    holder.remove()
  })
})
