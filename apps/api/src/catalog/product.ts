/**
 * GET product/{id} (contract 4.8) and GET suggested-products/{id} (4.11): the answers put together from the parts
 * `productQueries.ts` reads.
 */
import type {
  AttributeGroup,
  AttributeValueRow,
  Inventory,
  ListingCard,
  ProductDetail,
  SuggestedProducts,
} from '@souk/core'
import { PAGE_SIZES } from '@souk/core'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/openDb'
import type { ApiContext } from '../http/context'
import { paginate } from '../http/paginate'
import type { ResponseCache } from '../http/responseCache'
import { serverTimeZone } from '../http/time'
import {
  primaryCategoryLink,
  productDetailParts,
  suggestionCards,
  suggestionTotal,
  topUpCards,
  wishlistRowId,
} from './productQueries'
import { locationOf } from './request'

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
    userId ? wishlistRowId(db, userId, productId) : undefined,
  ])
  if (!detail) return null
  // A new object (the cached one is shared); `wishlisted` keeps its place among the keys.
  return { ...detail, wishlisted: wishlist ?? null }
}

/**
 * The detail of a public product as anyone sees it (`wishlisted` null), or null: the parts of its one statement
 * (`productDetailParts`) put together as the contract has them.
 */
async function publicProductDetail(
  db: Db,
  lang: string | null,
  productId: number,
): Promise<ProductDetail | null> {
  const parts = await productDetailParts(db, lang, productId)
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
  const found = await suggestionCards(
    db,
    lang,
    where,
    productId,
    SUGGESTION_PAGE,
    (page - 1) * SUGGESTION_PAGE,
  )
  const total = found[0]?.total_count ?? (await suggestionTotal(db, where, productId))
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
  const link = await primaryCategoryLink(db, productId)
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
    const extra = await topUpCards(db, lang, productId, exclude, involved, SUGGESTION_PAGE - cards.length)
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
