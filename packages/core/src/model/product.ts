/** Product detail and what hangs off it (contract 4.8, 4.10, 4.11, 4.16, 9, 10). */
import type { IdTitle, ListingCard } from './catalog'
import type { Flag, PriceType, Visibility } from './enums'
import type { Paginator } from './envelope'

/** A gallery image of a product. */
export interface ProductImage {
  id: number
  image: string
  product_id: number
  created_at: string
  updated_at: string
}

/** A pair linking a sellable variant to one attribute value. */
export interface InventoryAttribute {
  inventory_id: number
  attribute_value_id: number
}

/** A sellable variant (an `updated_inventories` row): its own stock and price. */
export interface Inventory {
  id: number
  product_id: number
  quantity: number
  price: number
  sku: string | null
  created_at: string
  updated_at: string
  inventory_attributes: InventoryAttribute[]
}

/** A value of an attribute group as the product detail lists it. */
export interface AttributeValueRow {
  attribute_id: number
  attribute_value_id: number
  /** The value's title. */
  title: string
  product_id?: number
  quantity?: number
  price?: number
  sku?: string | null
  /** Ambiguous in the original (may be an inventory id): do not rely on it. */
  id?: number
}

/** An attribute group (e.g. Colour) with the values the product's variants use. */
export interface AttributeGroup {
  id: number
  title: string
  created_at: string
  updated_at: string
  values: AttributeValueRow[]
}

/** A shipping rule (contract 10.6). */
export interface ShippingRule {
  id: number
  title: string
  /** 1: charged once per rule (and delivery type) across the selected lines. */
  single_price: Flag
}

/** A place a shipping rule delivers to, with its prices (contract 9.4). */
export interface ShippingPlace {
  id: number
  /** ISO-3166 alpha-2 code or `ALL`. */
  country: string
  /** State code or `ALL`. */
  state: string
  price: number
  day_needed: number
  pickup_price: number
  pickup_point: Flag | number | null
  pickup_phone: string | null
  pickup_address_line_1: string | null
  pickup_address_line_2: string | null
  pickup_zip: string | null
  pickup_state: string | null
  pickup_city: string | null
  pickup_country: string | null
  shipping_rule_id: number
}

/** A shipping rule with its places. */
export interface ShippingRuleWithPlaces extends ShippingRule {
  shipping_places: ShippingPlace[]
}

/** A tax rule (contract 10.7). */
export interface TaxRule {
  id: number
  title: string
  type: PriceType
  price: number
  created_at: string
  updated_at: string
}

/** A "buy X get Y free" deal (contract 10.9). */
export interface BundleDeal {
  id: number
  title: string
  buy: number
  free: number
}

/** A seller's store (contract 10.10). */
export interface Store {
  id: number
  name: string
  slug: string
  image: string | null
  meta_title: string | null
  meta_description: string | null
  whatsapp_btn: Flag
  whatsapp_number: string | null
  whatsapp_default_msg: string | null
  created_at: string
  updated_at: string
}

/** A currently valid voucher as the product detail lists it. */
export interface ProductVoucher {
  title: string
  price: number
  type: PriceType
  code: string
  min_spend: number
  usage_limit: number
  limit_per_customer: number
  capped_price?: number | null
  store_id?: number | null
}

/** `data` of `GET product/{id}` (contract 4.8). */
export interface ProductDetail {
  id: number
  title: string
  description: string | null
  overview: string | null
  unit: string | null
  badge: string | null
  meta_title: string | null
  meta_description: string | null
  /** Comma-separated tags. */
  tags: string | null
  selling: number
  offered: number
  image: string
  video: string | null
  video_thumb: string | null
  status: Visibility
  category_id: number | null
  subcategory_id: number | null
  warranty: Flag | number
  refundable: Flag | number
  /** Change-of-mind returns accepted (the spec's mind-change flag). */
  mind_change?: Flag | number
  tax_rule_id: number | null
  shipping_rule_id: number | null
  review_count: number
  rating: number
  bundle_deal_id: number | string | null
  brand_id: number | null
  slug: string
  created_at: string
  updated_at: string
  /** Active flash price. */
  price: number | null
  /** Active flash end. */
  end_time: string | null
  /** Wishlist row id for the shopper, else null. */
  wishlisted: number | null
  brand: IdTitle | null
  store: Store | null
  bundle_deal: BundleDeal | null
  product_image_names: ProductImage[]
  images?: ProductImage[]
  shipping_rule: ShippingRuleWithPlaces | null
  inventory: Inventory[]
  attribute: AttributeGroup[]
  vouchers: ProductVoucher[]
  /** Breadcrumb from the primary category up to the root, leaf first. */
  category_data: { id: number; title: string; slug: string }[]
  current_categories: { id: number; slug: string; title: string }[]
  time_zone: string
  in_stock: boolean
}

/** `data` of `GET suggested-products/{id}` (contract 4.11). */
export interface SuggestedProducts {
  suggestion_1: Paginator<ListingCard>
  suggestion_2: Paginator<ListingCard>
}

/** An image attached to a review. */
export interface ReviewImage {
  id: number
  rating_review_id: number
  image: string
  created_at: string
  updated_at: string
}

/** A product review (contract 4.10); the author is exposed as `{id, name}` only. */
export interface Review {
  id: number
  product_id: number
  user_id: number | null
  rating: number
  review: string | null
  order_id: number
  user_token: string | null
  created_at: string
  updated_at: string
  created?: string
  user: { id: number; name: string } | null
  guest_user: { id: number; name: string | null } | null
  review_images: ReviewImage[]
}

/** Count of reviews per star value. */
export interface RatingTotal {
  total: number
  rating: number
}

/** Query of `GET reviews/{id}`. */
export interface ReviewsQuery {
  order_by?: string
  type?: 'asc' | 'desc'
  page?: number
  get_total?: boolean
  time_zone?: string
}

/** `data` of `GET reviews/{id}` (contract 4.10). */
export interface ReviewsData {
  total?: RatingTotal[]
  banner?: import('./catalog').Banner | null
  all: Paginator<Review>
}

/** Query of `GET store` (contract 4.16). */
export interface StoreQuery {
  slug: string
  sortby?: string
  page?: number
  required_rating?: boolean
}

/** `data` of `GET store` (contract 4.16). */
export interface StorePageData {
  result: Paginator<ListingCard>
  store: Store
  following: boolean
  /** Average product rating of the seller (when asked for). */
  review: number
}

/** Query of `GET product/{id}`: `user_id` only fills `wishlisted`. */
export interface ProductQuery {
  user_id?: number
}

/** `data` of `POST rating-review/action`: the review row, with its images when some were uploaded. */
export interface ReviewRow {
  id: number
  product_id: number
  user_id: number | null
  order_id: number
  rating: number
  review: string | null
  user_token: string | null
  created_at: string
  updated_at: string
  review_images?: ReviewImage[]
}
