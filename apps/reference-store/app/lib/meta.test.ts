import { describe, expect, it } from 'vitest'
import { metaText, pageTitle } from './meta'
import { provideTexts } from './texts'

/** The root route's match as `meta` functions see it: the shop's settings and the page's language. */
const matches = [
  {
    id: 'root',
    data: {
      common: { site_setting: { site_name: 'Souk' } },
      language: 'fr',
    },
  },
]
// The page's texts, as the browser's entry (or the server) provides them.
provideTexts('fr', { listing: { allProducts: 'Tous les produits' } })

describe('page titles', () => {
  it("follow the page's words with the shop's name", () => {
    expect(pageTitle(matches, 'Brands')).toBe('Brands | Souk')
  })

  it("name the shop once when a seeded meta title already ends with the shop's name", () => {
    expect(pageTitle(matches, 'Electronics | Souk')).toBe('Electronics | Souk')
  })

  it("are the shop's name alone for a page without words of its own", () => {
    expect(pageTitle(matches, '')).toBe('Souk')
    expect(pageTitle(matches, null)).toBe('Souk')
  })

  it("read a text of the page's catalogue by its key", () => {
    expect(metaText(matches, 'listing.allProducts')).toBe('Tous les produits')
    expect(metaText(matches, 'listing.missing')).toBe('')
  })
})
