/**
 * GET product/{id} (contract 4.8) and GET suggested-products/{id} (4.11): the answers put together from the parts
 * `productQueries.ts` reads.
 */
import type {
  AttributeGroup,
  AttributeValueRow,
  Inventory,
  ProductDetail,
  SuggestedProducts,
} from '@souk/core'
import { PAGE_SIZES } from '@souk/core'
import type { Db } from '../db/openDb'
import type { ApiContext } from '../http/context'
import { paginate } from '../http/paginate'
import type { ResponseCache } from '../http/responseCache'
import { serverTimeZone } from '../http/time'
import { productDetailParts, suggestionParts, wishlistRowId } from './productQueries'
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

/**
 * GET suggested-products/{id}: the leaf's other products and the parent's others (contract 4.11), one statement
 * (`suggestionsStatement`). On page 1, a part with fewer than a page is topped up with the best rated cards outside
 * both categories; its `total` counts the real suggestions only (as the original).
 */
export async function suggestedProducts(
  c: ApiContext,
  productId: number,
  page: number,
): Promise<SuggestedProducts> {
  const { db } = c.var.services
  const location = locationOf(c, `suggested-products/${productId}`)
  // The primary category link (the original's ordering picks a non-primary one: a quirk not kept).
  const { parts, totals } = await suggestionParts(
    db,
    c.var.lang,
    productId,
    SUGGESTION_PAGE,
    (page - 1) * SUGGESTION_PAGE,
    page === 1 ? SUGGESTION_PAGE : 0,
  )
  return {
    suggestion_1: paginate(parts[0], totals[0], page, SUGGESTION_PAGE, location),
    suggestion_2: paginate(parts[1], totals[1], page, SUGGESTION_PAGE, location),
  }
}
