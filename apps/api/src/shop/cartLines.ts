/** Cart lines in the shape of contract 6.1, with what the price, tax and shipping rules of core need. */
import type {
  BundleDeal,
  CartInventory,
  CartInventoryAttribute,
  CartLine,
  CartProduct,
  ShippingPlace,
  ShippingPlaceWithRule,
  ShippingRule,
  ShippingType,
  TaxRule,
} from '@souk/core'
import { CartSelection } from '@souk/core'
import { type SQL, sql } from 'drizzle-orm'
import { placeColumns } from '../catalog/product'
import { cardFrom, idsSql, langJoin, stamps, tr, ymd } from '../catalog/sqlParts'
import { literal } from '../db/literal'
import { type Db, rows } from '../db/openDb'
import { ownedBy, type Shopper } from '../http/shopper'

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

/** Which lines to load. */
export interface CartLineFilter {
  /** Only the lines selected for checkout. */
  selectedOnly?: boolean
  /** Only these line ids. */
  ids?: readonly number[]
}

type CartRowOut = Omit<CartLine, 'flash_product' | 'updated_inventory' | 'shipping_place'>

type ProductOut = Omit<CartProduct, 'bundle_deal' | 'tax_rules' | 'shipping_rule'> & {
  status: number
  purchased: number
  commission: number | null
}

/** The shopper's cart lines (oldest first), in the request's language, with every relation of contract 6.1. */
export async function loadCartLines(
  db: Db,
  lang: string | null,
  shopper: Shopper,
  filter: CartLineFilter = {},
): Promise<LoadedLine[]> {
  const conditions: SQL[] = [ownedBy(shopper, 'c')]
  if (filter.selectedOnly) conditions.push(sql`c.selected = ${literal(CartSelection.SELECTED)}`)
  if (filter.ids) conditions.push(filter.ids.length ? sql`c.id IN (${idsSql(filter.ids)})` : sql`false`)
  const cartRows = await rows<CartRowOut>(
    db,
    sql`SELECT c.id, c.product_id, c.user_id, c.inventory_id, c.quantity, c.selected, c.shipping_place_id,
        c.shipping_type FROM carts c WHERE ${sql.join(conditions, sql` AND `)} ORDER BY c.id`,
  )
  if (cartRows.length === 0) return []
  const productIds = [...new Set(cartRows.map((row) => row.product_id))]
  const inventoryIds = [...new Set(cartRows.map((row) => row.inventory_id))]
  const [products, inventoryById] = await Promise.all([
    rows<ProductOut>(
      db,
      sql`SELECT p.id, p.bundle_deal_id, ${tr('p', 'title')}, p.slug, p.selling::float8 AS selling,
          p.offered::float8 AS offered, p.tax_rule_id, p.image, p.review_count, p.rating::float8 AS rating,
          p.shipping_rule_id, f.price::float8 AS price, ${ymd('f.end_time')} AS end_time, st.id AS store_id,
          p.status, p.purchased::float8 AS purchased, a.commission::float8 AS commission
          ${cardFrom(lang)} LEFT JOIN stores st ON st.admin_id = p.admin_id LEFT JOIN admins a ON a.id = p.admin_id
          WHERE p.id IN (${idsSql(productIds)})`,
    ),
    loadInventories(db, lang, inventoryIds),
  ])
  const ruleIds = new Set<number>()
  for (const product of products) if (product.shipping_rule_id) ruleIds.add(product.shipping_rule_id)
  const linePlaceIds = cartRows.flatMap((row) => (row.shipping_place_id ? [row.shipping_place_id] : []))
  const bundleIds = products.flatMap((p) => (p.bundle_deal_id ? [Number(p.bundle_deal_id)] : []))
  const taxIds = products.flatMap((p) => (p.tax_rule_id ? [p.tax_rule_id] : []))
  const [places, bundles, taxes] = await Promise.all([
    rows<ShippingPlace>(
      db,
      sql`SELECT ${placeColumns} FROM shipping_places sp
          WHERE sp.shipping_rule_id IN (${idsSql([0, ...ruleIds])}) OR sp.id IN (${idsSql([0, ...linePlaceIds])})
          ORDER BY sp.id`,
    ),
    bundleIds.length
      ? rows<BundleDeal>(
          db,
          sql`SELECT bd.id, bd.buy, bd.free, ${tr('bd', 'title')} FROM bundle_deals bd
              ${langJoin('bundle_deal_langs', 'bd', 'bundle_deal_id', lang)} WHERE bd.id IN (${idsSql(bundleIds)})`,
        )
      : [],
    taxIds.length
      ? rows<TaxRule>(
          db,
          sql`SELECT t.id, ${tr('t', 'title')}, t.type, t.price::float8 AS price, ${stamps('t')} FROM tax_rules t
              ${langJoin('tax_rule_langs', 't', 'tax_rule_id', lang)} WHERE t.id IN (${idsSql(taxIds)})`,
        )
      : [],
  ])
  for (const place of places) ruleIds.add(place.shipping_rule_id)
  const rules = ruleIds.size
    ? await rows<ShippingRule>(
        db,
        sql`SELECT sr.id, ${tr('sr', 'title')}, sr.single_price FROM shipping_rules sr
            ${langJoin('shipping_rule_langs', 'sr', 'shipping_rule_id', lang)} WHERE sr.id IN (${idsSql([...ruleIds])})`,
      )
    : []
  const ruleById = new Map(rules.map((rule) => [rule.id, rule]))
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
        bundle_deal: bundles.find((deal) => deal.id === Number(product.bundle_deal_id)) ?? null,
        tax_rules: taxes.find((tax) => tax.id === product.tax_rule_id) ?? null,
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

/** Variants by id, with their attribute values and groups named in the language (cart lines, order lines). */
export async function loadInventories(
  db: Db,
  lang: string | null,
  inventoryIds: readonly number[],
): Promise<Map<number, CartInventory>> {
  if (inventoryIds.length === 0) return new Map()
  const [inventories, pairs] = await Promise.all([
    rows<Omit<CartInventory, 'inventory_attributes'>>(
      db,
      sql`SELECT id, product_id, quantity, price::float8 AS price, sku, ${stamps('updated_inventories')}
          FROM updated_inventories WHERE id IN (${idsSql(inventoryIds)})`,
    ),
    rows<{
      inventory_id: number
      attribute_value_id: number
      value_title: string
      attribute_id: number
      attribute_title: string
    }>(
      db,
      sql`SELECT ia.inventory_id, ia.attribute_value_id, coalesce(avl.title, av.title) AS value_title,
          av.attribute_id, coalesce(al.title, a.title) AS attribute_title
          FROM inventory_attributes ia JOIN attribute_values av ON av.id = ia.attribute_value_id
          JOIN attributes a ON a.id = av.attribute_id
          LEFT JOIN attribute_value_langs avl ON avl.attribute_value_id = av.id AND avl.lang = ${lang ?? ''}
          LEFT JOIN attribute_langs al ON al.attribute_id = a.id AND al.lang = ${lang ?? ''}
          WHERE ia.inventory_id IN (${idsSql(inventoryIds)}) ORDER BY a.id, av.id`,
    ),
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
