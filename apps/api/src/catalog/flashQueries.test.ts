import type { FlashCard } from '@souk/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { FlashCardRow } from './flashQueries'

describe('the row type of the flash cards', () => {
  it('types a flash card by the schema as the contract flash card', () => {
    expectTypeOf<FlashCardRow>().toExtend<FlashCard>()
    expectTypeOf<Required<FlashCard>>().toExtend<FlashCardRow>()
  })
})
