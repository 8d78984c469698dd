import type { ListingCard } from '@souk/core'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { CardRow } from './listingQueries'
import { cardNames } from './sqlParts'

describe('the row types of the listing statements', () => {
  it('types a card by the schema as the contract card', () => {
    expectTypeOf<CardRow>().toExtend<Omit<ListingCard, 'shipping_rule_id'>>()
    expectTypeOf<Omit<ListingCard, 'shipping_rule_id'>>().toExtend<CardRow>()
  })

  it('sends the card columns the type names, in the contract order', () => {
    const names: (keyof CardRow)[] = [
      'id',
      'slug',
      'title',
      'badge',
      'selling',
      'offered',
      'image',
      'review_count',
      'rating',
      'price',
      'end_time',
    ]
    expect(cardNames).toEqual(names)
  })
})
