import { afterAll, describe, expect, it, vi } from 'vitest'
import { configureBuilt } from './builtBundle'

// The built script as a page embeds it (dist/souk.js: the autoloader, preact inside). Fails, saying so, before a
// build (npm test builds first).
const bundles = import.meta.glob('../dist/souk.js')
const loadBundle = bundles['../dist/souk.js']
const manifests = import.meta.glob<Record<string, { file: string }>>('../dist/.vite/manifest.json', {
  import: 'default',
})

/** The built file of a source module (`src/texts/en.ts` -> `chunks/en-….js`). */
async function builtFile(source: string): Promise<string> {
  const load = manifests['../dist/.vite/manifest.json']
  if (!load) throw new Error('The bundle is not built: run the package build first.')
  const file = (await load())[source]?.file
  if (!file) throw new Error(`No ${source} in the build`)
  return file
}

/** The widget files (under dist/) this page has downloaded, in the order it asked for them. */
function downloaded(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => /^(?:\/@fs.*\/web-components)?\/dist\/(.+)$/.exec(new URL(entry.name).pathname)?.[1])
    .filter((file) => file !== undefined)
}

const OTHER_TAGS = ['souk-product', 'souk-product-list', 'souk-cart-button', 'souk-cart', 'souk-search']

describe('dist/souk.js, the autoloader', () => {
  const holder = document.createElement('div')
  document.body.append(holder)
  afterAll(() => holder.remove())

  it('loads only the tags the page has: one card loads the card and nothing of the other elements', async () => {
    await configureBuilt(loadBundle, 'Built')
    holder.innerHTML = '<souk-product-card product-id="7"></souk-product-card>'
    const card = holder.querySelector('souk-product-card')
    await vi.waitFor(() =>
      expect(card?.shadowRoot?.querySelector('[part~="title"]')?.textContent).toBe('Built 7'),
    )
    expect(downloaded()).toContain('define/souk-product-card.js')
    // The card's texts are the first part of the widgets' English texts; the other elements' part stays away.
    expect(downloaded()).toContain(await builtFile('src/texts/en.ts'))
    expect(downloaded()).not.toContain(await builtFile('src/texts/more/en.ts'))
    for (const tag of OTHER_TAGS) {
      expect(customElements.get(tag)).toBeUndefined()
      expect(downloaded()).not.toContain(`define/${tag}.js`)
    }
  })

  it('loads a tag that appears later, once, and customElements.whenDefined resolves for it', async () => {
    const before = downloaded()
    const search = document.createElement('souk-search')
    holder.append(search)
    await customElements.whenDefined('souk-search')
    await vi.waitFor(() => expect(search.shadowRoot?.querySelector('input')).not.toBeNull())
    // It renders with its texts: the more part of the English texts came with it (the short placeholder, or the
    // long one where it fits).
    expect(['Search', 'Search for products, brands and more']).toContain(
      search.shadowRoot?.querySelector('input')?.placeholder,
    )
    const added = downloaded().slice(before.length)
    expect(added).toContain('define/souk-search.js')
    expect(added).toContain(await builtFile('src/texts/more/en.ts'))
    // The runtime and the configuration element were there already: only the search's own files came.
    expect(added).not.toContain('define/souk-config.js')
    expect(added.every((file) => !before.includes(file))).toBe(true)

    // A second search, and a cart button inside a host element's open shadow root.
    holder.append(document.createElement('souk-search'))
    const host = document.createElement('div')
    host.attachShadow({ mode: 'open' }).innerHTML = '<souk-cart-button></souk-cart-button>'
    holder.append(host)
    await customElements.whenDefined('souk-cart-button')
    const files = downloaded()
    expect(files.filter((file) => file === 'define/souk-search.js')).toHaveLength(1)
    expect(files.filter((file) => file === 'define/souk-cart-button.js')).toHaveLength(1)
    expect(files.filter((file, index) => files.indexOf(file) !== index)).toEqual([])
  })

  it('preloads a tag that is not on the page yet', async () => {
    const api = (await loadBundle?.()) as { preload: (...tags: string[]) => Promise<void> }
    expect(customElements.get('souk-cart')).toBeUndefined()
    await api.preload('souk-cart')
    expect(customElements.get('souk-cart')).toBeDefined()
    expect(downloaded().filter((file) => file === 'define/souk-cart.js')).toHaveLength(1)
  })
})
