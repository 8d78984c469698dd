import type {
  Brand,
  Category,
  CollectionCard,
  CollectionWithProducts,
  HomeSlider,
  SiteFeature,
} from '@souk/core'
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { expectNames } from '../db/rowShape.testing'
import { type TestServer, testServer } from '../test/testServer'
import {
  type CollectionCardRow,
  collectionCardNames,
  collectionCards,
  type featuredBrands,
  type featuredCategories,
  type publicCollections,
  type publicFeatures,
  type publicSliders,
} from './homeQueries'

type RowOf<F extends (...args: never[]) => unknown> =
  Awaited<ReturnType<F>> extends (infer Row)[] ? Row : never

describe('the row types of the home queries', () => {
  it('types each read by the schema as its contract type', () => {
    // Souk's additive `subtitle` and `button` are optional in the model (other APIs may not send them); this one always does.
    expectTypeOf<RowOf<typeof publicSliders>>().toEqualTypeOf<Required<HomeSlider>>()
    expectTypeOf<RowOf<typeof publicFeatures>>().toEqualTypeOf<SiteFeature>()
    // `public_sub_categories` is added by the category tree, never read here; the API always sends `parent_slug`.
    expectTypeOf<RowOf<typeof featuredCategories>>().toEqualTypeOf<{
      [K in keyof Omit<Category, 'public_sub_categories'>]-?: K extends 'parent_slug'
        ? string | null
        : Category[K]
    }>()
    expectTypeOf<RowOf<typeof featuredBrands>>().toEqualTypeOf<Brand>()
    expectTypeOf<RowOf<typeof publicCollections>>().toEqualTypeOf<
      Omit<CollectionWithProducts, 'product_collections'>
    >()
    expectTypeOf<Omit<CollectionCardRow, 'rank'>>().toExtend<CollectionCard>()
    expectTypeOf<CollectionCard>().toExtend<Omit<CollectionCardRow, 'rank'>>()
  })
})

describe('the collection cards statement', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer()
  })

  it('sends exactly the names its row type declares', async () => {
    const cards = await collectionCards(server.db, 'ar')
    expect(cards.length).toBeGreaterThan(0)
    expectNames(cards, collectionCardNames)
  })
})
