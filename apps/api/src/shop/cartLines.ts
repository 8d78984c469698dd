/**
 * Cart lines in the shape of contract 6.1, with what the price, tax and shipping rules of core need: the lines and
 * their relations are read by `cartLineQueries.ts` and put together here.
 */
import type {
  CartInventory,
  CartInventoryAttribute,
  CartLine,
  CartProduct,
  CartSelection,
  Flag,
  PriceType,
  ShippingPlace,
  ShippingPlaceWithRule,
  ShippingType,
  TaxRule,
} from '@souk/core'
import { imageForSelection } from '@souk/core'
import type { Db } from '../db/openDb'
import type { Shopper } from '../http/shopper'
import {
  bundleDealsOf,
  type CartLineFilter,
  cartLineRows,
  galleryImagesOf,
  inventoriesOf,
  inventoryAttributesOf,
  lineProducts,
  placesOf,
  shippingRulesOf,
  taxRulesOf,
} from './cartLineQueries'

export type { CartLineFilter } from './cartLineQueries'

/** Facts about a line's product that the reply leaves out but the checkout needs. */
export interface LineFacts {
  /** 1 public, 2 private. */
  status: number
  /** Cost price per unit. */
  purchased: number
  /** The seller's commission in percent. */
  commission: number
  /** The seller's store (scopes store vouchers). */
  storeId: number | null
}

/** A cart line and the hidden facts of its product (null when the product is gone). */
export interface LoadedLine {
  line: CartLine
  facts: LineFacts | null
}

/** A tax rule row as the contract's `TaxRule` (its type is a coded column). */
const taxRuleOf = (row: (Omit<TaxRule, 'type'> & { type: number }) | undefined): TaxRule | null =>
  row ? { ...row, type: row.type as PriceType } : null

/** The shopper's cart lines (oldest first), in the request's language, with every relation of contract 6.1. */
export async function loadCartLines(
  db: Db,
  lang: string | null,
  shopper: Shopper,
  filter: CartLineFilter = {},
): Promise<LoadedLine[]> {
  const cartRows = await cartLineRows(db, shopper, filter)
  if (cartRows.length === 0) return []
  const productIds = [...new Set(cartRows.map((row) => row.product_id))]
  const inventoryIds = [...new Set(cartRows.map((row) => row.inventory_id))]
  const [products, inventoryById, gallery] = await Promise.all([
    lineProducts(db, lang, productIds),
    loadInventories(db, lang, inventoryIds),
    galleryImagesOf(db, productIds).then(galleriesByProduct),
  ])
  const ruleIds = new Set<number>()
  for (const product of products) if (product.shipping_rule_id) ruleIds.add(product.shipping_rule_id)
  const linePlaceIds = cartRows.flatMap((row) => (row.shipping_place_id ? [row.shipping_place_id] : []))
  const bundleIds = products.flatMap((p) => (p.bundle_deal_id ? [Number(p.bundle_deal_id)] : []))
  const taxIds = products.flatMap((p) => (p.tax_rule_id ? [p.tax_rule_id] : []))
  const [places, bundles, taxes] = await Promise.all([
    placesOf(db, [...ruleIds], linePlaceIds),
    bundleIds.length ? bundleDealsOf(db, lang, bundleIds) : [],
    taxIds.length ? taxRulesOf(db, lang, taxIds) : [],
  ])
  for (const place of places) ruleIds.add(place.shipping_rule_id)
  const rules = ruleIds.size ? await shippingRulesOf(db, lang, [...ruleIds]) : []
  // The coded columns as the contract types them (0/1 and the price type).
  const ruleById = new Map(
    rules.map((rule) => [rule.id, { ...rule, single_price: rule.single_price as Flag }]),
  )
  const placeWithRule = (place: ShippingPlace): ShippingPlaceWithRule => ({
    ...place,
    shipping_rule: ruleById.get(place.shipping_rule_id) ?? {
      id: place.shipping_rule_id,
      title: '',
      single_price: 0,
    },
  })
  const productById = new Map(products.map((product) => [product.id, product]))
  return cartRows.map((row) => {
    const product = productById.get(row.product_id)
    const updatedInventory: CartInventory = inventoryById.get(row.inventory_id) ?? {
      id: row.inventory_id,
      product_id: row.product_id,
      quantity: 0,
      price: 0,
      sku: null,
      created_at: '',
      updated_at: '',
      inventory_attributes: [],
    }
    const linePlace = row.shipping_place_id ? places.find((p) => p.id === row.shipping_place_id) : undefined
    let flashProduct: CartProduct | null = null
    let facts: LineFacts | null = null
    if (product) {
      const { status, purchased, commission, ...shown } = product
      const rule = product.shipping_rule_id ? ruleById.get(product.shipping_rule_id) : undefined
      flashProduct = {
        ...shown,
        image: linePicture(
          shown.image,
          gallery.get(product.id),
          updatedInventory.inventory_attributes.map((pair) => pair.attribute_value_id),
        ),
        bundle_deal: bundles.find((deal) => deal.id === Number(product.bundle_deal_id)) ?? null,
        tax_rules: taxRuleOf(taxes.find((tax) => tax.id === product.tax_rule_id)),
        shipping_rule: rule
          ? {
              ...rule,
              shipping_places: places.filter((p) => p.shipping_rule_id === rule.id).map(placeWithRule),
            }
          : null,
      }
      facts = { status, purchased, commission: commission ?? 0, storeId: product.store_id ?? null }
    }
    const line: CartLine = {
      ...row,
      selected: row.selected as CartSelection,
      shipping_type: row.shipping_type as ShippingType,
      flash_product: flashProduct,
      updated_inventory: updatedInventory,
      shipping_place: linePlace ? placeWithRule(linePlace) : null,
    }
    return { line, facts }
  })
}

/** Rows grouped by a key, each group's values in the rows' order (gallery pictures by product, values by variant). */
export function groupedBy<R, K, V>(
  rows: readonly R[],
  key: (row: R) => K,
  value: (row: R) => V,
): Map<K, V[]> {
  const groups = new Map<K, V[]>()
  for (const row of rows) {
    const group = groups.get(key(row))
    if (group) group.push(value(row))
    else groups.set(key(row), [value(row)])
  }
  return groups
}

/** Gallery pictures by product, in gallery order (`galleryImagesOf`'s rows). */
export const galleriesByProduct = (rows: readonly { product_id: number; image: string }[]) =>
  groupedBy(
    rows,
    (row) => row.product_id,
    (row) => row.image,
  )

/**
 * The picture of a line (a cart line, an ordered line): the product's gallery picture that shows the line's
 * variant (its colour, its metal: core's `imageForSelection`, as the product page follows the choice), else the
 * product's own. Contracts 6.1 and 7 give a line one `image`: a shopper who put the green phone case in the cart
 * sees the green one there and in the order, not the main red one.
 */
export function linePicture(
  main: string,
  gallery: readonly string[] | undefined,
  valueIds: readonly number[],
): string {
  return imageForSelection([main, ...(gallery ?? [])], valueIds) ?? main
}

/** Variants by id, with their attribute values and groups named in the language (cart lines, order lines). */
export async function loadInventories(
  db: Db,
  lang: string | null,
  inventoryIds: readonly number[],
): Promise<Map<number, CartInventory>> {
  if (inventoryIds.length === 0) return new Map()
  const [inventories, pairs] = await Promise.all([
    inventoriesOf(db, inventoryIds),
    inventoryAttributesOf(db, lang, inventoryIds),
  ])
  return new Map(
    inventories.map((inventory) => {
      const attributes: CartInventoryAttribute[] = pairs
        .filter((pair) => pair.inventory_id === inventory.id)
        .map((pair) => ({
          inventory_id: pair.inventory_id,
          attribute_value_id: pair.attribute_value_id,
          attribute_value: {
            id: pair.attribute_value_id,
            title: pair.value_title,
            attribute_id: pair.attribute_id,
            attribute: { id: pair.attribute_id, title: pair.attribute_title },
          },
        }))
      return [inventory.id, { ...inventory, inventory_attributes: attributes }]
    }),
  )
}
