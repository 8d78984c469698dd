/** What the compare page shows of each product beyond price and rating: brand, seller, stock and attributes. */
import type { AttributeGroup, ProductDetail } from '../model'

/** The fields of a product detail (`GET product/{id}`) the comparison reads. */
export type ComparedProduct = Pick<ProductDetail, 'brand' | 'store' | 'in_stock' | 'attribute'>

/** One attribute row: its title and, per compared product, the values it comes in (null: it has none). */
export interface CompareAttributeRow {
  id: number
  title: string
  values: (string | null)[]
}

/** The facts of the compared products, one entry per product in their order (null where unknown). */
export interface CompareFacts {
  brand: (string | null)[]
  seller: ({ name: string; slug: string } | null)[]
  /** Whether any variant is in stock; null when the product's detail could not be read. */
  inStock: (boolean | null)[]
  /** Every attribute of any compared product, in the order they first appear. */
  attributes: CompareAttributeRow[]
}

/** The values of one attribute group, each once, in the product's order ("S, M, L"). */
function valuesOf(group: AttributeGroup): string | null {
  const titles = [...new Set(group.values.map((value) => value.title.trim()).filter(Boolean))]
  return titles.length ? titles.join(', ') : null
}

/**
 * The comparison of products: their brand, seller, availability, and the union of their attributes (size,
 * colour, storage…), matched by attribute id, with null where a product has none of an attribute.
 */
export function compareFacts(products: readonly (ComparedProduct | null | undefined)[]): CompareFacts {
  const attributes = new Map<number, CompareAttributeRow>()
  products.forEach((product, index) => {
    for (const group of product?.attribute ?? []) {
      const value = valuesOf(group)
      if (value === null) continue
      let row = attributes.get(group.id)
      if (!row) {
        row = { id: group.id, title: group.title, values: products.map(() => null) }
        attributes.set(group.id, row)
      }
      row.values[index] = value
    }
  })
  return {
    brand: products.map((product) => product?.brand?.title || null),
    seller: products.map((product) =>
      product?.store ? { name: product.store.name, slug: product.store.slug } : null,
    ),
    inStock: products.map((product) => (product ? product.in_stock : null)),
    attributes: [...attributes.values()],
  }
}
