/**
 * The product page's queries (contract 4.8, 4.11). The detail is one tuned statement (`productDetailStatement`: the
 * product and every part hanging off it as JSON built in PostgreSQL, one round trip) and stays SQL; its parts are
 * typed from the schema (`DetailParts`), and `productQueries.test.ts` checks those types against `@souk/core`'s
 * contract types and the names the statement sends against the types. The suggestions are one statement too
 * (`suggestionsStatement`: both parts' pages chosen by id first, then only those decorated as cards, `CardRow`);
 * the wishlist row uses Drizzle's typed builder.
 */
import type { Flag, ListingCard, PriceType } from '@souk/core'
import { Visibility } from '@souk/core'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { literal } from '../db/literal'
import { type Db, namedRows } from '../db/openDb'
import {
  type attributes,
  type attributeValues,
  type brands,
  type bundleDeals,
  type categories,
  type flashSaleProducts,
  type inventoryAttributes,
  type productImages,
  type products,
  type shippingPlaces,
  type shippingRules,
  type stores,
  type updatedInventories,
  userWishlists,
  type vouchers,
} from '../db/schema'
import { type CardRow, storeColumns } from './listingQueries'
import { cardColumns, cardFrom, flashJoin, iso, langJoin, stamps, tr, ymd } from './sqlParts'

/** `created_at` and `updated_at` as the API's text (`stamps`). */
type Stamps = { created_at: string; updated_at: string }
type Product = typeof products.$inferSelect

/** The product itself (`item`): its columns (times as text), its status as the enum, the active flash sale. */
export type ProductRow = Pick<
  Product,
  | 'id'
  | 'title'
  | 'description'
  | 'overview'
  | 'unit'
  | 'badge'
  | 'meta_title'
  | 'meta_description'
  | 'tags'
  | 'selling'
  | 'offered'
  | 'image'
  | 'video'
  | 'video_thumb'
  | 'category_id'
  | 'subcategory_id'
  | 'warranty'
  | 'refundable'
  | 'mind_change'
  | 'tax_rule_id'
  | 'shipping_rule_id'
  | 'review_count'
  | 'rating'
  | 'bundle_deal_id'
  | 'brand_id'
  | 'admin_id'
  | 'slug'
> &
  Stamps & {
    status: Visibility
    price: (typeof flashSaleProducts.$inferSelect)['price'] | null
    end_time: string | null
  }
export type BrandRow = Pick<typeof brands.$inferSelect, 'id' | 'title'>
export type StoreRow = Pick<
  typeof stores.$inferSelect,
  | 'id'
  | 'name'
  | 'slug'
  | 'image'
  | 'meta_title'
  | 'meta_description'
  | 'whatsapp_number'
  | 'whatsapp_default_msg'
> &
  Stamps & { whatsapp_btn: Flag }
export type BundleRow = Pick<typeof bundleDeals.$inferSelect, 'id' | 'buy' | 'free' | 'title'>
export type ImageRow = Pick<typeof productImages.$inferSelect, 'id' | 'image' | 'product_id'> & Stamps
export type RuleRow = Pick<typeof shippingRules.$inferSelect, 'id' | 'title'> & { single_price: Flag }
export type PlaceRow = Omit<typeof shippingPlaces.$inferSelect, 'admin_id' | 'created_at' | 'updated_at'>
export type InventoryRow = Pick<
  typeof updatedInventories.$inferSelect,
  'id' | 'product_id' | 'quantity' | 'price' | 'sku'
> &
  Stamps
/** A variant's attribute value with its group (titles translated, the group's times as text). */
export type PairRow = Pick<typeof inventoryAttributes.$inferSelect, 'inventory_id' | 'attribute_value_id'> &
  Pick<typeof attributeValues.$inferSelect, 'attribute_id'> & {
    value_title: (typeof attributeValues.$inferSelect)['title']
    attribute_title: (typeof attributes.$inferSelect)['title']
    attribute_created_at: string
    attribute_updated_at: string
  }
export type VoucherRow = Pick<
  typeof vouchers.$inferSelect,
  | 'title'
  | 'price'
  | 'code'
  | 'min_spend'
  | 'usage_limit'
  | 'limit_per_customer'
  | 'capped_price'
  | 'store_id'
> & { type: PriceType }
export type TrailRow = Pick<typeof categories.$inferSelect, 'id' | 'title' | 'slug' | 'parent'>
export type SiblingRow = Pick<typeof categories.$inferSelect, 'id' | 'slug' | 'title'>

/** What the one statement of a product detail answers, part by part. */
export interface DetailParts {
  product: ProductRow
  brand: BrandRow | null
  store: StoreRow | null
  bundle: BundleRow | null
  images: ImageRow[]
  rule: RuleRow | null
  places: PlaceRow[]
  inventories: InventoryRow[]
  pairs: PairRow[]
  vouchers: VoucherRow[]
  trail: TrailRow[]
  siblings: SiblingRow[]
}

/** The columns of a shipping place `sp` as the API serialises it. */
export const placeColumns = sql`sp.id, sp.country, sp.state, sp.price::float8 AS price, sp.day_needed,
  sp.pickup_price::float8 AS pickup_price, sp.pickup_point, sp.pickup_phone, sp.pickup_address_line_1,
  sp.pickup_address_line_2, sp.pickup_zip, sp.pickup_state, sp.pickup_city, sp.pickup_country, sp.shipping_rule_id`

/** A JSON array of the rows `from` (objects of `columns`, keys in their order), sorted by `order`; `[]` for none. */
const jsonArray = (columns: SQL, from: SQL, order: SQL) =>
  sql`coalesce((SELECT json_agg((SELECT to_json(r) FROM (SELECT ${columns}) r) ORDER BY ${order}) ${from}), '[]'::json)`

/** The first row `from` as a JSON object of `columns`, or null. */
const jsonRow = (columns: SQL, from: SQL) =>
  sql`(SELECT to_json(r) FROM (SELECT ${columns} ${from} LIMIT 1) r)`

/** The statement of a public product's detail parts in a language (one row, none when it is not public). */
export function productDetailStatement(lang: string | null, productId: number): SQL {
  const code = lang ?? ''
  return sql`WITH RECURSIVE item AS (
        SELECT p.id, ${tr('p', 'title')}, ${tr('p', 'description')}, ${tr('p', 'overview')}, ${tr('p', 'unit')},
          ${tr('p', 'badge')}, ${tr('p', 'meta_title')}, ${tr('p', 'meta_description')}, ${tr('p', 'tags')},
          p.selling::float8 AS selling, p.offered::float8 AS offered, p.image, p.video, p.video_thumb, p.status,
          p.category_id, p.subcategory_id, p.warranty, p.refundable, p.mind_change, p.tax_rule_id, p.shipping_rule_id,
          p.review_count, p.rating::float8 AS rating, p.bundle_deal_id, p.brand_id, p.admin_id, p.slug, ${stamps('p')},
          f.price::float8 AS price, ${ymd('f.end_time')} AS end_time
        ${cardFrom(lang)} WHERE p.id = ${productId} AND p.status = ${literal(Visibility.PUBLIC)}
      ), up AS (
        -- The primary category (breadcrumb leaf) ...
        SELECT c.id, c.parent, 0 AS depth FROM product_categories pc JOIN categories c ON c.id = pc.category_id
        WHERE pc.product_id = ${productId} ORDER BY pc."primary" DESC, c.id LIMIT 1
      ), chain AS (
        -- ... up to the root.
        SELECT id, parent, depth FROM up
        UNION ALL SELECT c.id, c.parent, chain.depth + 1 FROM categories c JOIN chain ON c.id = chain.parent
        WHERE chain.depth < 10
      ), trail AS (
        SELECT c.id, ${tr('c', 'title')}, c.slug, c.parent, chain.depth FROM chain JOIN categories c ON c.id = chain.id
        ${langJoin('category_langs', 'c', 'category_id', lang)}
      )
      SELECT to_json(item) AS product,
        ${jsonRow(
          sql`b.id, ${tr('b', 'title')}`,
          sql`FROM brands b ${langJoin('brand_langs', 'b', 'brand_id', lang)} WHERE b.id = item.brand_id`,
        )} AS brand,
        ${jsonRow(
          storeColumns,
          sql`FROM stores st ${langJoin('store_langs', 'st', 'store_id', lang)} WHERE st.admin_id = item.admin_id`,
        )} AS store,
        ${jsonRow(
          sql`bd.id, bd.buy, bd.free, ${tr('bd', 'title')}`,
          sql`FROM bundle_deals bd ${langJoin('bundle_deal_langs', 'bd', 'bundle_deal_id', lang)}
              WHERE bd.id = item.bundle_deal_id`,
        )} AS bundle,
        ${jsonArray(
          sql`pim.id, pim.image, pim.product_id, ${stamps('pim')}`,
          sql`FROM product_images pim WHERE pim.product_id = item.id`,
          sql`pim.id`,
        )} AS images,
        ${jsonRow(
          sql`sr.id, ${tr('sr', 'title')}, sr.single_price`,
          sql`FROM shipping_rules sr ${langJoin('shipping_rule_langs', 'sr', 'shipping_rule_id', lang)}
              WHERE sr.id = item.shipping_rule_id`,
        )} AS rule,
        ${jsonArray(
          placeColumns,
          sql`FROM shipping_places sp WHERE sp.shipping_rule_id = item.shipping_rule_id`,
          sql`sp.id`,
        )} AS places,
        ${jsonArray(
          sql`ui.id, ui.product_id, ui.quantity, ui.price::float8 AS price, ui.sku, ${stamps('ui')}`,
          sql`FROM updated_inventories ui WHERE ui.product_id = item.id`,
          sql`ui.id`,
        )} AS inventories,
        ${jsonArray(
          sql`ia.inventory_id, ia.attribute_value_id, av.attribute_id,
            coalesce(avl.title, av.title) AS value_title, coalesce(al.title, a.title) AS attribute_title,
            ${iso('a.created_at')} AS attribute_created_at, ${iso('a.updated_at')} AS attribute_updated_at`,
          sql`FROM inventory_attributes ia
            JOIN updated_inventories ui ON ui.id = ia.inventory_id
            JOIN attribute_values av ON av.id = ia.attribute_value_id
            JOIN attributes a ON a.id = av.attribute_id
            LEFT JOIN attribute_value_langs avl ON avl.attribute_value_id = av.id AND avl.lang = ${code}
            LEFT JOIN attribute_langs al ON al.attribute_id = a.id AND al.lang = ${code}
            WHERE ui.product_id = item.id`,
          sql`a.id, av.id, ia.inventory_id`,
        )} AS pairs,
        ${jsonArray(
          sql`${tr('v', 'title')}, v.price::float8 AS price, v.type, v.code, v.min_spend::float8 AS min_spend,
            v.usage_limit, v.limit_per_customer, v.capped_price::float8 AS capped_price, v.store_id`,
          sql`FROM vouchers v ${langJoin('voucher_langs', 'v', 'voucher_id', lang)}
            WHERE v.status = ${literal(Visibility.PUBLIC)} AND v.start_time < now() AND v.end_time > now()
              AND (SELECT count(*) FROM orders o WHERE o.voucher_id = v.id) < v.usage_limit
              AND (v.store_id IS NULL OR v.store_id = (SELECT id FROM stores WHERE admin_id = item.admin_id))`,
          sql`v.id`,
        )} AS vouchers,
        ${jsonArray(sql`t.id, t.title, t.slug, t.parent`, sql`FROM trail t`, sql`t.depth`)} AS trail,
        -- Up to 10 public siblings of the leaf (top-level categories when it has no parent).
        coalesce((SELECT json_agg(to_json(s) ORDER BY s.id) FROM (
          SELECT c.id, c.slug, ${tr('c', 'title')} FROM categories c ${langJoin('category_langs', 'c', 'category_id', lang)}
          WHERE c.status = ${literal(Visibility.PUBLIC)} AND EXISTS (SELECT 1 FROM trail WHERE depth = 0)
            AND coalesce(c.parent, 0) = coalesce((SELECT parent FROM trail WHERE depth = 0), 0)
          ORDER BY c.id LIMIT 10) s), '[]'::json) AS siblings
      FROM item`
}

/**
 * The detail parts of a public product, or undefined. A named statement on a server (one round trip, planned
 * once).
 */
export async function productDetailParts(
  db: Db,
  lang: string | null,
  productId: number,
): Promise<DetailParts | undefined> {
  const [parts] = await namedRows<DetailParts>(db, 'product-detail', productDetailStatement(lang, productId))
  return parts
}

/** The id of a shopper's wishlist row for a product, or undefined. */
export async function wishlistRowId(db: Db, userId: number, productId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: userWishlists.id })
    .from(userWishlists)
    .where(and(eq(userWishlists.user_id, userId), eq(userWishlists.product_id, productId)))
  return row?.id
}

/** A suggestion card with the part it belongs to (1 or 2) and the totals of both parts (on every row). */
export type SuggestionRow = CardRow & { part: 1 | 2 | null; total_1: number; total_2: number }

/** Public products other than `productId` in a category (`category` an SQL expression), as `p`. */
const inCategory = (category: SQL) =>
  sql`EXISTS (SELECT 1 FROM product_categories x WHERE x.product_id = p.id AND x.category_id = ${category})`

/**
 * The statement of a product's suggestions (contract 4.11), one round trip: the primary category link (the leaf
 * and its parent), the ids of each part's page (part 1: the parent's products outside the leaf, or the leaf's when
 * it has no parent; part 2: the leaf's, when it has a parent), best rated first, with `topUp` more cards outside
 * both categories after a part that has fewer than `perPage` (page 1 only: `topUp` is 0 on the others), and both
 * totals. Only the page's ids are decorated as cards. One row per card (ordered by part, then the part's own cards
 * before its top-up cards); a single row with a null `part` when no card is shown, carrying the totals.
 */
export function suggestionsStatement(
  lang: string | null,
  productId: number,
  perPage: number,
  offset: number,
  topUp: number,
): SQL {
  const publicOther = sql`p.status = ${literal(Visibility.PUBLIC)} AND p.id <> ${productId}`
  const outside = sql`NOT EXISTS (SELECT 1 FROM product_categories x WHERE x.product_id = p.id
    AND x.category_id IN (link.leaf, link.parent))`
  return sql`WITH link AS (
        SELECT pc.category_id AS leaf, c.parent FROM product_categories pc
        JOIN categories c ON c.id = pc.category_id JOIN products pr ON pr.id = pc.product_id
        WHERE pc.product_id = ${productId} AND pr.status = ${literal(Visibility.PUBLIC)}
        ORDER BY pc."primary" DESC, pc.category_id LIMIT 1
      ), matching_1 AS MATERIALIZED (
        SELECT p.id, p.rating FROM products p, link WHERE ${publicOther} AND CASE WHEN link.parent IS NULL
          THEN ${inCategory(sql`link.leaf`)} ELSE ${inCategory(sql`link.parent`)} AND NOT ${inCategory(sql`link.leaf`)} END
      ), matching_2 AS MATERIALIZED (
        SELECT p.id, p.rating FROM products p, link
        WHERE link.parent IS NOT NULL AND ${publicOther} AND ${inCategory(sql`link.leaf`)}
      ), page_1 AS (
        SELECT id, rating FROM matching_1 ORDER BY rating DESC, id LIMIT ${perPage} OFFSET ${offset}
      ), page_2 AS (
        SELECT id, rating FROM matching_2 ORDER BY rating DESC, id LIMIT ${perPage} OFFSET ${offset}
      ), top_1 AS (
        SELECT p.id, p.rating FROM products p, link WHERE ${publicOther} AND ${outside}
        ORDER BY p.rating DESC, p.id LIMIT least(${topUp}::int, greatest(0, ${perPage}::int - (SELECT count(*) FROM page_1)))
      ), top_2 AS (
        SELECT p.id, p.rating FROM products p, link WHERE link.parent IS NOT NULL AND ${publicOther} AND ${outside}
          AND p.id NOT IN (SELECT id FROM top_1)
        ORDER BY p.rating DESC, p.id LIMIT least(${topUp}::int, greatest(0, ${perPage}::int - (SELECT count(*) FROM page_2)))
      ), picked AS (
        SELECT id, 1 AS part, 0 AS extra, row_number() OVER (ORDER BY rating DESC, id) AS n FROM page_1
        UNION ALL SELECT id, 1, 1, row_number() OVER (ORDER BY rating DESC, id) FROM top_1
        UNION ALL SELECT id, 2, 0, row_number() OVER (ORDER BY rating DESC, id) FROM page_2
        UNION ALL SELECT id, 2, 1, row_number() OVER (ORDER BY rating DESC, id) FROM top_2
      )
      SELECT card.*, totals.total_1, totals.total_2
      FROM (SELECT (SELECT count(*) FROM matching_1)::int AS total_1, (SELECT count(*) FROM matching_2)::int AS total_2) totals
      LEFT JOIN LATERAL (
        SELECT picked.part, picked.extra, picked.n, ${cardColumns}
        FROM picked JOIN products p ON p.id = picked.id ${langJoin('product_langs', 'p', 'product_id', lang)} ${flashJoin}
      ) card ON true
      ORDER BY card.part, card.extra, card.n`
}

/**
 * A product's suggestions (`suggestionsStatement`): the cards of each part in order, and each part's total. A
 * named statement (planned once).
 */
export async function suggestionParts(
  db: Db,
  lang: string | null,
  productId: number,
  perPage: number,
  offset: number,
  topUp: number,
): Promise<{ parts: [ListingCard[], ListingCard[]]; totals: [number, number] }> {
  const found = await namedRows<SuggestionRow & { extra: number | null; n: number | null }>(
    db,
    'product-suggestions',
    suggestionsStatement(lang, productId, perPage, offset, topUp),
  )
  const parts: [ListingCard[], ListingCard[]] = [[], []]
  for (const { part, extra: _extra, n: _n, total_1: _total1, total_2: _total2, ...card } of found) {
    if (part) (part === 1 ? parts[0] : parts[1]).push(card)
  }
  return { parts, totals: [found[0]?.total_1 ?? 0, found[0]?.total_2 ?? 0] }
}
