import type { SearchSuggestions } from '@souk/core'
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { columnsNamed, expectNames, expectRowOf } from '../db/rowShape.testing'
import { categories, products, tags } from '../db/schema'
import { type TestServer, testServer } from '../test/testServer'
import { type SuggestionsRow, suggestionNames, suggestionsOf } from './searchQueries'

type Groups = SuggestionsRow['data']

describe('the row type of the search suggestions', () => {
  it('types the three groups by the schema as the contract has them', () => {
    expectTypeOf<Groups>().toExtend<SearchSuggestions>()
    // A suggested product is a listing card (its badge included); the tags and categories are the contract's.
    expectTypeOf<Omit<Groups['product'][number], 'badge'>>().toEqualTypeOf<
      SearchSuggestions['product'][number]
    >()
    expectTypeOf<Groups['suggested'][number]>().toEqualTypeOf<SearchSuggestions['suggested'][number]>()
  })
})

describe('the search suggestions statement', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer()
  })

  it('sends each group with the names and the schema kinds of its row type', async () => {
    // The seeded catalogue has tags, categories and product titles that contain an `a`.
    const groups = await suggestionsOf(server.db, 'fr', 'a')
    for (const group of ['product', 'suggested', 'category'] as const) {
      expect(groups[group].length, group).toBeGreaterThan(0)
      expectNames(groups[group], suggestionNames[group], group)
    }
    const product = suggestionNames.product
    // The flash price and its end come from the active sale, when there is one.
    expectRowOf(groups.product[0], columnsNamed(products, product), { price: 'number', end_time: 'string' })
    expectRowOf(groups.suggested[0], columnsNamed(tags, suggestionNames.suggested))
    expectRowOf(groups.category[0], columnsNamed(categories, suggestionNames.category))
  })
})
