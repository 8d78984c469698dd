/**
 * The queries behind a cart line (contract 6.1): the shopper's lines and, for a set of them, the products, variants
 * with their attributes, shipping places and rules, bundle deals and tax rules, in the request's language. Plain
 * reads use Drizzle's typed builder (the translated text is `coalesce(translation, base)`, the translation table
 * joined for the language); the products are read with the catalogue's card parts (the active flash sale), a tuned
 * statement that stays SQL with its row type derived from the schema.
 */
import { CartSelection } from '@souk/core'
import { and, asc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm'
import { cardFrom, idsSql, tr, ymd } from '../catalog/sqlParts'
import { isoTime } from '../db/apiTime'
import { literal } from '../db/literal'
import { type Db, rows } from '../db/openDb'
import { ownedByShopper } from '../db/ownership'
import {
  type admins,
  attributeLangs,
  attributes,
  attributeValueLangs,
  attributeValues,
  bundleDealLangs,
  bundleDeals,
  carts,
  inventoryAttributes,
  productImages,
  type products,
  shippingPlaces,
  shippingRuleLangs,
  shippingRules,
  taxRuleLangs,
  taxRules,
  updatedInventories,
} from '../db/schema'
import type { Shopper } from '../http/shopper'

/** Which lines to load. */
export interface CartLineFilter {
  /** Only the lines selected for checkout. */
  selectedOnly?: boolean
  /** Only these line ids. */
  ids?: readonly number[]
}

/** The shopper's lines (oldest first). */
export function cartLineRows(db: Db, shopper: Shopper, filter: CartLineFilter) {
  const conditions: SQL[] = [ownedByShopper(carts, shopper)]
  if (filter.selectedOnly) conditions.push(eq(carts.selected, literal(CartSelection.SELECTED)))
  if (filter.ids) conditions.push(filter.ids.length ? inArray(carts.id, [...filter.ids]) : sql`false`)
  return db
    .select({
      id: carts.id,
      product_id: carts.product_id,
      user_id: carts.user_id,
      inventory_id: carts.inventory_id,
      quantity: carts.quantity,
      selected: carts.selected,
      shipping_place_id: carts.shipping_place_id,
      shipping_type: carts.shipping_type,
    })
    .from(carts)
    .where(and(...conditions))
    .orderBy(carts.id)
}

type Product = typeof products.$inferSelect

/** A line's product as read: what the reply shows and the hidden facts the checkout needs, typed by the schema. */
export type LineProductRow = Pick<
  Product,
  | 'id'
  | 'bundle_deal_id'
  | 'title'
  | 'slug'
  | 'selling'
  | 'offered'
  | 'tax_rule_id'
  | 'image'
  | 'review_count'
  | 'rating'
  | 'shipping_rule_id'
  | 'status'
  | 'purchased'
> & {
  /** The active flash sale's price and end (`Y-m-d H:i:s`), else null. */
  price: number | null
  end_time: string | null
  /** The seller's store and commission (null when the seller has none). */
  store_id: number | null
  commission: (typeof admins.$inferSelect)['commission'] | null
}

/** The products of the lines, translated, with their active flash sale, seller's store and commission. */
export function lineProducts(db: Db, lang: string | null, productIds: readonly number[]) {
  return rows<LineProductRow>(
    db,
    sql`SELECT p.id, p.bundle_deal_id, ${tr('p', 'title')}, p.slug, p.selling::float8 AS selling,
        p.offered::float8 AS offered, p.tax_rule_id, p.image, p.review_count, p.rating::float8 AS rating,
        p.shipping_rule_id, f.price::float8 AS price, ${ymd('f.end_time')} AS end_time, st.id AS store_id,
        p.status, p.purchased::float8 AS purchased, a.commission::float8 AS commission
        ${cardFrom(lang)} LEFT JOIN stores st ON st.admin_id = p.admin_id LEFT JOIN admins a ON a.id = p.admin_id
        WHERE p.id IN (${idsSql(productIds)})`,
  )
}

/** A shipping place as the API serialises it (contract `ShippingPlace`, in its order). */
export const shippingPlaceColumns = {
  id: shippingPlaces.id,
  country: shippingPlaces.country,
  state: shippingPlaces.state,
  price: shippingPlaces.price,
  day_needed: shippingPlaces.day_needed,
  pickup_price: shippingPlaces.pickup_price,
  pickup_point: shippingPlaces.pickup_point,
  pickup_phone: shippingPlaces.pickup_phone,
  pickup_address_line_1: shippingPlaces.pickup_address_line_1,
  pickup_address_line_2: shippingPlaces.pickup_address_line_2,
  pickup_zip: shippingPlaces.pickup_zip,
  pickup_state: shippingPlaces.pickup_state,
  pickup_city: shippingPlaces.pickup_city,
  pickup_country: shippingPlaces.pickup_country,
  shipping_rule_id: shippingPlaces.shipping_rule_id,
}

/** The shipping places of these rules and these places (contract `ShippingPlace`, in its order). */
export function placesOf(db: Db, ruleIds: readonly number[], placeIds: readonly number[]) {
  return db
    .select(shippingPlaceColumns)
    .from(shippingPlaces)
    .where(
      or(
        inArray(shippingPlaces.shipping_rule_id, [0, ...ruleIds]),
        inArray(shippingPlaces.id, [0, ...placeIds]),
      ),
    )
    .orderBy(shippingPlaces.id)
}

/** The language's translation text of a column, else the base column's. */
const translated = <T>(translation: SQL | unknown, base: unknown) => sql<T>`coalesce(${translation}, ${base})`

/** Bundle deals by id, translated. */
export function bundleDealsOf(db: Db, lang: string | null, ids: readonly number[]) {
  return db
    .select({
      id: bundleDeals.id,
      buy: bundleDeals.buy,
      free: bundleDeals.free,
      title: translated<string>(bundleDealLangs.title, bundleDeals.title),
    })
    .from(bundleDeals)
    .leftJoin(
      bundleDealLangs,
      and(eq(bundleDealLangs.bundle_deal_id, bundleDeals.id), eq(bundleDealLangs.lang, lang ?? '')),
    )
    .where(inArray(bundleDeals.id, [...ids]))
}

/** Tax rules by id, translated. */
export function taxRulesOf(db: Db, lang: string | null, ids: readonly number[]) {
  return db
    .select({
      id: taxRules.id,
      title: translated<string>(taxRuleLangs.title, taxRules.title),
      type: taxRules.type,
      price: taxRules.price,
      created_at: isoTime(taxRules.created_at),
      updated_at: isoTime(taxRules.updated_at),
    })
    .from(taxRules)
    .leftJoin(taxRuleLangs, and(eq(taxRuleLangs.tax_rule_id, taxRules.id), eq(taxRuleLangs.lang, lang ?? '')))
    .where(inArray(taxRules.id, [...ids]))
}

/** Shipping rules by id, translated. */
export function shippingRulesOf(db: Db, lang: string | null, ids: readonly number[]) {
  return db
    .select({
      id: shippingRules.id,
      title: translated<string>(shippingRuleLangs.title, shippingRules.title),
      single_price: shippingRules.single_price,
    })
    .from(shippingRules)
    .leftJoin(
      shippingRuleLangs,
      and(eq(shippingRuleLangs.shipping_rule_id, shippingRules.id), eq(shippingRuleLangs.lang, lang ?? '')),
    )
    .where(inArray(shippingRules.id, [...ids]))
}

/**
 * The gallery pictures of some products that show an attribute value (file names ending in `-av<id>`, core's
 * `imageValueId`), in each product's gallery order: what a line's picture is chosen from.
 */
export function galleryImagesOf(db: Db, productIds: readonly number[]) {
  return db
    .select({ product_id: productImages.product_id, image: productImages.image })
    .from(productImages)
    .where(and(inArray(productImages.product_id, [...productIds]), like(productImages.image, '%-av%')))
    .orderBy(asc(productImages.product_id), asc(productImages.id))
}

/** The attribute values of some variants (their colour, metal…), as ids. */
export function inventoryValueIdsOf(db: Db, inventoryIds: readonly number[]) {
  return db
    .select({
      inventory_id: inventoryAttributes.inventory_id,
      attribute_value_id: inventoryAttributes.attribute_value_id,
    })
    .from(inventoryAttributes)
    .where(inArray(inventoryAttributes.inventory_id, [...inventoryIds]))
}

/** Variants by id (contract `Inventory` without its attributes). */
export function inventoriesOf(db: Db, ids: readonly number[]) {
  return db
    .select({
      id: updatedInventories.id,
      product_id: updatedInventories.product_id,
      quantity: updatedInventories.quantity,
      price: updatedInventories.price,
      sku: updatedInventories.sku,
      created_at: isoTime(updatedInventories.created_at),
      updated_at: isoTime(updatedInventories.updated_at),
    })
    .from(updatedInventories)
    .where(inArray(updatedInventories.id, [...ids]))
}

/** The attribute values of these variants with their groups, translated (groups, then values, in id order). */
export function inventoryAttributesOf(db: Db, lang: string | null, inventoryIds: readonly number[]) {
  return db
    .select({
      inventory_id: inventoryAttributes.inventory_id,
      attribute_value_id: inventoryAttributes.attribute_value_id,
      value_title: translated<string>(attributeValueLangs.title, attributeValues.title),
      attribute_id: attributeValues.attribute_id,
      attribute_title: translated<string>(attributeLangs.title, attributes.title),
    })
    .from(inventoryAttributes)
    .innerJoin(attributeValues, eq(attributeValues.id, inventoryAttributes.attribute_value_id))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attribute_id))
    .leftJoin(
      attributeValueLangs,
      and(
        eq(attributeValueLangs.attribute_value_id, attributeValues.id),
        eq(attributeValueLangs.lang, lang ?? ''),
      ),
    )
    .leftJoin(
      attributeLangs,
      and(eq(attributeLangs.attribute_id, attributes.id), eq(attributeLangs.lang, lang ?? '')),
    )
    .where(inArray(inventoryAttributes.inventory_id, [...inventoryIds]))
    .orderBy(asc(attributes.id), asc(attributeValues.id))
}
