/** GET product/{id} (contract 4.8) and GET suggested-products/{id} (4.11). */
import type {
  AttributeGroup,
  AttributeValueRow,
  BundleDeal,
  IdTitle,
  Inventory,
  ListingCard,
  ProductDetail,
  ProductImage,
  ProductVoucher,
  ShippingPlace,
  ShippingRuleWithPlaces,
  Store,
  SuggestedProducts,
} from '@souk/core'
import { PAGE_SIZES, Visibility } from '@souk/core'
import { type SQL, sql } from 'drizzle-orm'
import { literal } from '../db/literal'
import { type Db, firstRow, namedRows, rows } from '../db/openDb'
import type { ApiContext } from '../http/context'
import { paginate } from '../http/paginate'
import type { ResponseCache } from '../http/responseCache'
import { serverTimeZone } from '../http/time'
import { storeColumns } from './listingQueries'
import { locationOf } from './request'
import { cardColumns, cardFrom, idsSql, iso, langJoin, stamps, tr, ymd } from './sqlParts'

type ProductRow = Omit<
  ProductDetail,
  | 'wishlisted'
  | 'brand'
  | 'store'
  | 'bundle_deal'
  | 'product_image_names'
  | 'images'
  | 'shipping_rule'
  | 'inventory'
  | 'attribute'
  | 'vouchers'
  | 'category_data'
  | 'current_categories'
  | 'time_zone'
  | 'in_stock'
> & { admin_id: number }

/** The columns of a shipping place `sp` as the API serialises it. */
export const placeColumns = sql`sp.id, sp.country, sp.state, sp.price::float8 AS price, sp.day_needed,
  sp.pickup_price::float8 AS pickup_price, sp.pickup_point, sp.pickup_phone, sp.pickup_address_line_1,
  sp.pickup_address_line_2, sp.pickup_zip, sp.pickup_state, sp.pickup_city, sp.pickup_country, sp.shipping_rule_id`

/**
 * The detail of a public product, or null. `wishlisted` is the caller's own wishlist row only: it is read for
 * each request, while the rest (public catalogue data, the same for every shopper) may come from `cache`, per
 * language and product.
 */
export async function productDetail(
  db: Db,
  lang: string | null,
  productId: number,
  userId: number | null,
  cache: ResponseCache | null = null,
): Promise<ProductDetail | null> {
  const load = () => publicProductDetail(db, lang, productId)
  const [detail, wishlist] = await Promise.all([
    cache ? cache.get(`product|${lang ?? ''}|${productId}`, load) : load(),
    userId
      ? firstRow<{ id: number }>(
          db,
          sql`SELECT id FROM user_wishlists WHERE user_id = ${userId} AND product_id = ${productId}`,
        )
      : undefined,
  ])
  if (!detail) return null
  // A new object (the cached one is shared); `wishlisted` keeps its place among the keys.
  return { ...detail, wishlisted: wishlist?.id ?? null }
}

/** A JSON array of the rows `from` (objects of `columns`, keys in their order), sorted by `order`; `[]` for none. */
const jsonArray = (columns: SQL, from: SQL, order: SQL) =>
  sql`coalesce((SELECT json_agg((SELECT to_json(r) FROM (SELECT ${columns}) r) ORDER BY ${order}) ${from}), '[]'::json)`

/** The first row `from` as a JSON object of `columns`, or null. */
const jsonRow = (columns: SQL, from: SQL) =>
  sql`(SELECT to_json(r) FROM (SELECT ${columns} ${from} LIMIT 1) r)`

/** What the one statement of a product detail answers (each part as the separate queries answered it before). */
interface DetailParts {
  product: ProductRow
  brand: IdTitle | null
  store: Store | null
  bundle: BundleDeal | null
  images: ProductImage[]
  rule: Omit<ShippingRuleWithPlaces, 'shipping_places'> | null
  places: ShippingPlace[]
  inventories: Omit<Inventory, 'inventory_attributes'>[]
  pairs: {
    inventory_id: number
    attribute_value_id: number
    attribute_id: number
    value_title: string
    attribute_title: string
    attribute_created_at: string
    attribute_updated_at: string
  }[]
  vouchers: ProductVoucher[]
  trail: { id: number; title: string; slug: string; parent: number | null }[]
  siblings: { id: number; slug: string; title: string }[]
}

/**
 * The detail of a public product as anyone sees it (`wishlisted` null), or null. One statement (one round trip,
 * a named statement on a server) reads the product and every part hanging off it, each part as JSON built in
 * PostgreSQL; the parts are put together here as before.
 */
async function publicProductDetail(
  db: Db,
  lang: string | null,
  productId: number,
): Promise<ProductDetail | null> {
  const code = lang ?? ''
  const [parts] = await namedRows<DetailParts>(
    db,
    'product-detail',
    sql`WITH RECURSIVE item AS (
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
      FROM item`,
  )
  if (!parts) return null
  const { product, brand, store, bundle, images, rule, places, inventories, pairs, vouchers } = parts
  const breadcrumb = {
    trail: parts.trail.map(({ id, title, slug }) => ({ id, title, slug })),
    siblings: parts.siblings,
  }
  const inventory: Inventory[] = inventories.map((row) => ({
    ...row,
    inventory_attributes: pairs
      .filter((pair) => pair.inventory_id === row.id)
      .map((pair) => ({ inventory_id: pair.inventory_id, attribute_value_id: pair.attribute_value_id })),
  }))
  const groups = new Map<number, AttributeGroup>()
  for (const pair of pairs) {
    const group = groups.get(pair.attribute_id) ?? {
      id: pair.attribute_id,
      title: pair.attribute_title,
      created_at: pair.attribute_created_at,
      updated_at: pair.attribute_updated_at,
      values: [],
    }
    groups.set(pair.attribute_id, group)
    if (group.values.some((value) => value.attribute_value_id === pair.attribute_value_id)) continue
    const stock = inventories.find((row) => row.id === pair.inventory_id)
    const value: AttributeValueRow = {
      attribute_id: pair.attribute_id,
      attribute_value_id: pair.attribute_value_id,
      title: pair.value_title,
    }
    if (stock)
      Object.assign(value, {
        product_id: stock.product_id,
        quantity: stock.quantity,
        price: stock.price,
        sku: stock.sku,
      })
    group.values.push(value)
  }
  const { admin_id: _admin, ...row } = product
  const detail: ProductDetail = {
    ...row,
    wishlisted: null,
    brand: brand ?? null,
    store: store ?? null,
    bundle_deal: bundle ?? null,
    product_image_names: images,
    shipping_rule: rule ? { ...rule, shipping_places: places } : null,
    inventory,
    attribute: [...groups.values()],
    vouchers,
    category_data: breadcrumb.trail,
    current_categories: breadcrumb.siblings,
    time_zone: serverTimeZone(),
    in_stock: inventory.some((item) => item.quantity > 0),
  }
  if (images.length > 0) detail.images = images
  return detail
}

const SUGGESTION_PAGE = PAGE_SIZES.imageSlider

/** A page of public cards (other than the product) matching a condition. */
async function suggestionPage(
  db: Db,
  lang: string | null,
  where: SQL,
  productId: number,
  page: number,
): Promise<{ cards: ListingCard[]; total: number }> {
  const found = await rows<ListingCard & { total_count: number }>(
    db,
    sql`SELECT ${cardColumns}, count(*) OVER ()::int AS total_count ${cardFrom(lang)}
        WHERE p.status = ${literal(Visibility.PUBLIC)} AND p.id <> ${productId} AND ${where}
        ORDER BY p.rating DESC, p.id LIMIT ${SUGGESTION_PAGE} OFFSET ${(page - 1) * SUGGESTION_PAGE}`,
  )
  let total = found[0]?.total_count
  if (total === undefined) {
    const counted = await firstRow<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM products p WHERE p.status = ${literal(Visibility.PUBLIC)} AND p.id <> ${productId} AND ${where}`,
    )
    total = counted?.n ?? 0
  }
  return { cards: found.map(({ total_count: _total, ...card }) => card), total }
}

const inCategory = (categoryId: number) =>
  sql`EXISTS (SELECT 1 FROM product_categories x WHERE x.product_id = p.id AND x.category_id = ${categoryId})`

/** GET suggested-products/{id}: the leaf's other products and the parent's others (contract 4.11). */
export async function suggestedProducts(
  c: ApiContext,
  productId: number,
  page: number,
): Promise<SuggestedProducts> {
  const { db } = c.var.services
  const lang = c.var.lang
  const location = locationOf(c, `suggested-products/${productId}`)
  const empty = () => paginate<ListingCard>([], 0, page, SUGGESTION_PAGE, location)
  // The primary category link (the original's ordering picks a non-primary one: a quirk not kept).
  const link = await firstRow<{ category_id: number; parent: number | null }>(
    db,
    sql`SELECT pc.category_id, c.parent FROM product_categories pc JOIN categories c ON c.id = pc.category_id
        JOIN products p ON p.id = pc.product_id WHERE pc.product_id = ${productId} AND p.status = ${literal(Visibility.PUBLIC)}
        ORDER BY pc."primary" DESC, pc.category_id LIMIT 1`,
  )
  if (!link) return { suggestion_1: empty(), suggestion_2: empty() }
  const involved = [link.category_id, ...(link.parent ? [link.parent] : [])]
  const first = link.parent
    ? await suggestionPage(
        db,
        lang,
        sql`${inCategory(link.parent)} AND NOT ${inCategory(link.category_id)}`,
        productId,
        page,
      )
    : await suggestionPage(db, lang, inCategory(link.category_id), productId, page)
  const second = link.parent
    ? await suggestionPage(db, lang, inCategory(link.category_id), productId, page)
    : null
  const topUp = async (cards: ListingCard[], exclude: number[]) => {
    if (page !== 1 || cards.length >= SUGGESTION_PAGE) return cards
    const extra = await rows<ListingCard>(
      db,
      sql`SELECT ${cardColumns} ${cardFrom(lang)} WHERE p.status = ${literal(Visibility.PUBLIC)} AND p.id <> ${productId}
          AND p.id NOT IN (${idsSql([0, ...exclude])})
          AND NOT EXISTS (SELECT 1 FROM product_categories x WHERE x.product_id = p.id AND x.category_id IN (${idsSql(involved)}))
          ORDER BY p.rating DESC, p.id LIMIT ${SUGGESTION_PAGE - cards.length}`,
    )
    return [...cards, ...extra]
  }
  const firstCards = await topUp(first.cards, [])
  const secondCards = second
    ? await topUp(
        second.cards,
        firstCards.map((card) => card.id),
      )
    : []
  // `total` counts the real suggestions; top-up cards on page 1 come on top (as the original).
  return {
    suggestion_1: { ...paginate(firstCards, first.total, page, SUGGESTION_PAGE, location) },
    suggestion_2: second ? paginate(secondCards, second.total, page, SUGGESTION_PAGE, location) : empty(),
  }
}
