import { describe, expect, it } from 'vitest'
import { makeAttributeGroup, makeProductDetail, makeVariant } from '../testing/fixtures'
import { findInventory } from './findInventory'
import { sameButSelection, selectionFromQuery, selectionSearch, variantParam } from './variantQuery'

// Colour (group 1): red 11, blue 12. Size (group 2): S 21, M 22.
const tee = makeProductDetail({
  inventory: [makeVariant([11, 21], { id: 1 }), makeVariant([12, 22], { id: 2 })],
  attribute: [makeAttributeGroup(1, [11, 12]), makeAttributeGroup(2, [21, 22])],
})

describe('the choice of options in a product page’s address', () => {
  it('names each group’s parameter after the group', () => {
    expect(variantParam(7)).toBe('attr_7')
  })

  it('reads the value of each group from its parameter, and the variant they select', () => {
    const selection = selectionFromQuery(tee, '?attr_1=12&attr_2=22&reviews=2')
    expect(selection).toEqual({ 1: 12, 2: 22 })
    expect(findInventory(tee, selection)?.id).toBe(2)
  })

  it.each([
    { case: 'a value of another group', query: 'attr_1=21' },
    { case: 'a value the product does not have', query: 'attr_1=99' },
    { case: 'a group the product does not have', query: 'attr_9=11' },
    { case: 'a malformed id', query: 'attr_1=11.0' },
    { case: 'an empty value', query: 'attr_1=' },
  ])('leaves out $case', ({ query }) => {
    expect(selectionFromQuery(tee, query)).toEqual({})
  })

  it('writes a choice into the query, keeping the other parameters and dropping the old choice', () => {
    expect(selectionSearch({ 1: 11, 2: null }, 'attr_1=12&attr_2=22&reviews=2')).toBe('?reviews=2&attr_1=11')
    expect(selectionSearch({}, '?attr_1=12')).toBe('')
    expect(selectionSearch({ 2: 21 })).toBe('?attr_2=21')
  })

  it('reads back the choice it wrote', () => {
    expect(selectionFromQuery(tee, selectionSearch({ 1: 12, 2: 21 }))).toEqual({ 1: 12, 2: 21 })
  })

  it('tells when two addresses differ only in the choice (the page’s data is the same)', () => {
    expect(sameButSelection('?attr_1=11&reviews=2', '?reviews=2&attr_1=12&attr_2=21')).toBe(true)
    expect(sameButSelection('?attr_1=11', '?attr_1=11&reviews=2')).toBe(false)
  })
})
