import { describe, expect, it } from 'vitest'
import type { AttributeGroup } from '../model'
import { type ComparedProduct, compareFacts } from './compareFacts'

const group = (id: number, title: string, values: string[]): AttributeGroup => ({
  id,
  title,
  created_at: '',
  updated_at: '',
  values: values.map((value, index) => ({
    attribute_id: id,
    attribute_value_id: id * 100 + index,
    title: value,
  })),
})

const store = (name: string, slug: string) =>
  ({ id: 1, name, slug }) as unknown as NonNullable<ComparedProduct['store']>

const shirt: ComparedProduct = {
  brand: { id: 1, title: 'Nordia' },
  store: store('Ada’s Corner', 'ada-corner'),
  in_stock: true,
  attribute: [group(1, 'Size', ['S', 'M', 'M', 'L']), group(2, 'Colour', ['Blue'])],
}
const phone: ComparedProduct = {
  brand: null,
  store: null,
  in_stock: false,
  attribute: [group(3, 'Storage', ['128 GB']), group(2, 'Colour', ['Black', 'White'])],
}

describe('compareFacts', () => {
  it('gives the brand, the seller and the availability of each product, null where it has none', () => {
    const facts = compareFacts([shirt, phone])
    expect(facts.brand).toEqual(['Nordia', null])
    expect(facts.seller).toEqual([{ name: 'Ada’s Corner', slug: 'ada-corner' }, null])
    expect(facts.inStock).toEqual([true, false])
  })

  it('lists every attribute of any product once, in order of appearance, each value once', () => {
    expect(compareFacts([shirt, phone]).attributes).toEqual([
      { id: 1, title: 'Size', values: ['S, M, L', null] },
      { id: 2, title: 'Colour', values: ['Blue', 'Black, White'] },
      { id: 3, title: 'Storage', values: [null, '128 GB'] },
    ])
  })

  it('keeps a column for a product whose detail could not be read, and skips attributes without values', () => {
    const facts = compareFacts([null, { ...phone, attribute: [group(4, 'Material', [])] }])
    expect(facts.brand).toEqual([null, null])
    expect(facts.inStock).toEqual([null, false])
    expect(facts.attributes).toEqual([])
  })
})
