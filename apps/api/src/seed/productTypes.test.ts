import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../db/openDb'
import { KINDS } from '../images/art'
import { parseProductImageName } from '../images/names'
import { TEST_PRODUCTS, type TestServer, testServer } from '../test/testServer'
import { CATEGORY_TREE, type CategorySeed, type Noun, PRODUCT_TYPES, productTypeOf } from './words'

let server: TestServer
beforeAll(async () => {
  server = await testServer()
})

const nounsOf = (node: CategorySeed): Noun[] => [
  ...(node.nouns ?? []),
  ...(node.children ?? []).flatMap(nounsOf),
]
const NOUNS = CATEGORY_TREE.flatMap(nounsOf)

/**
 * Every seeded product with its noun (the end of its English title), price, images and variants' attributes: the
 * first `TEST_PRODUCTS` ids (other test files add products of their own to the shared database after them).
 */
async function catalogue() {
  const products = await rows<{ id: number; title: string; selling: number; image: string }>(
    server.db,
    sql`SELECT id, title, selling::float AS selling, image FROM products WHERE id <= ${TEST_PRODUCTS} ORDER BY id`,
  )
  const images = await rows<{ product_id: number; image: string }>(
    server.db,
    sql`SELECT product_id, image FROM product_images ORDER BY id`,
  )
  const values = await rows<{
    product_id: number
    inventory_id: number
    attribute: string
    value_id: number
  }>(
    server.db,
    sql`SELECT i.product_id, i.id AS inventory_id, a.title AS attribute, v.id AS value_id
        FROM updated_inventories i
        LEFT JOIN inventory_attributes ia ON ia.inventory_id = i.id
        LEFT JOIN attribute_values v ON v.id = ia.attribute_value_id
        LEFT JOIN attributes a ON a.id = v.attribute_id`,
  )
  const byLength = [...NOUNS].sort((a, b) => b.text.en.length - a.text.en.length)
  return products.map((product) => {
    const noun = byLength.find((candidate) => product.title.endsWith(` ${candidate.text.en}`))
    if (!noun) throw new Error(`no noun in ${product.title}`)
    const own = values.filter((row) => row.product_id === product.id)
    const inventories = [...new Set(own.map((row) => row.inventory_id))]
    return {
      ...product,
      noun: noun.text.en,
      type: productTypeOf(noun),
      gallery: images.filter((row) => row.product_id === product.id).map((row) => row.image),
      /** Per variant, the attribute groups it is made of. */
      variants: inventories.map((id) =>
        own
          .filter((row) => row.inventory_id === id && row.attribute)
          .map((row) => row.attribute)
          .sort(),
      ),
      colourValues: new Set(own.filter((row) => row.attribute === 'Colour').map((row) => row.value_id)),
    }
  })
}

describe('product types', () => {
  it('give every noun of the catalogue an outline of its own kind, a kind of option and a price band', () => {
    for (const noun of NOUNS) {
      const type = PRODUCT_TYPES[noun.text.en]
      expect(type, noun.text.en).toBeDefined()
      expect(KINDS).toContain(type?.kind)
      expect(type?.kind).not.toBe('gift')
      expect(type?.price[0]).toBeLessThan(type?.price[1] ?? 0)
    }
  })

  it('make a phone case have colours only and cost under $40', async () => {
    const cases = (await catalogue()).filter((product) => product.noun === 'Phone Case')
    expect(cases.length).toBeGreaterThan(0)
    for (const product of cases) {
      expect(product.selling).toBeLessThan(40)
      for (const variant of product.variants) expect(variant).toEqual(['Colour'])
    }
  })

  it('make a smartphone have storage and colour and cost $199 to $1,199, like every storage product', async () => {
    expect(PRODUCT_TYPES.Smartphone).toEqual({
      kind: 'phone',
      variants: 'storage-colour',
      price: [199, 1199],
    })
    const storage = (await catalogue()).filter((product) => product.type.variants === 'storage-colour')
    expect(storage.length).toBeGreaterThan(0)
    for (const product of storage) {
      expect(['Smartphone', 'Tablet']).toContain(product.noun)
      expect(product.selling).toBeGreaterThanOrEqual(149)
      for (const variant of product.variants) expect(variant).toEqual(['Colour', 'Storage'])
    }
  })

  it('give a book no options, clothes sizes and colours, shoes shoe sizes, jewellery metals', async () => {
    const all = await catalogue()
    const seen = new Set<string>()
    for (const product of all) {
      const groups = product.type.variants
      seen.add(groups)
      const expected = {
        none: [[]],
        colour: [['Colour']],
        'size-colour': [['Colour', 'Size']],
        'shoe-colour': [['Colour', 'Shoe size']],
        'storage-colour': [['Colour', 'Storage']],
        metal: [['Metal']],
      }[groups]
      for (const variant of product.variants) expect(expected, product.title).toContainEqual(variant)
      if (product.type.kind === 'book') expect(product.variants).toEqual([[]])
    }
    expect(seen.size).toBe(6)
  })

  it('price every product within its type’s band', async () => {
    for (const product of await catalogue()) {
      expect(product.selling, product.title).toBeGreaterThanOrEqual(product.type.price[0])
      expect(product.selling, product.title).toBeLessThan(product.type.price[1] + 1)
    }
  })

  it("draw every product's pictures with its type's outline, never guessed from its title", async () => {
    const all = await catalogue()
    expect(all).toHaveLength(TEST_PRODUCTS)
    for (const product of all) {
      for (const image of [product.image, ...product.gallery]) {
        expect(parseProductImageName(image)?.kind, `${product.title}: ${image}`).toBe(product.type.kind)
      }
    }
    expect(PRODUCT_TYPES.Headphones?.kind).toBe('headphones')
  })

  it('give each colour variant its own image, named after the colour it shows, the first one the main image', async () => {
    let coloured = 0
    for (const product of await catalogue()) {
      if (product.colourValues.size === 0) continue
      coloured++
      const shown = new Set(product.gallery.map((name) => Number(/-av(\d+)\.png$/.exec(name)?.[1])))
      expect(shown).toEqual(product.colourValues)
      expect(product.gallery).toContain(product.image)
      for (const name of product.gallery) expect(parseProductImageName(name)?.tint).toBeTruthy()
    }
    expect(coloured).toBeGreaterThan(TEST_PRODUCTS / 4)
  })
})
