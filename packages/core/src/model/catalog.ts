/** Catalogue shapes: listings, home page, categories, brands, search (contract 4.2-4.7, 4.9, 10). */

import type { BannerType, Flag, HomeSliderType, SourceType, Visibility } from './enums'
import type { Paginator } from './envelope'

/** A category row (contract 10.3); `parent` 0 or null means top level. */
export interface Category {
  id: number
  title: string
  slug: string
  image: string | null
  status: Visibility
  meta_title: string | null
  meta_description: string | null
  parent: number | null
  /** The parent category's slug (a sub-category's listing is `/all/{parent_slug}/{slug}`); null at the top. */
  parent_slug?: string | null
  featured: Flag
  in_footer: Flag
  created_at: string
  updated_at: string
  /** Legacy two-level model: public direct children of a top-level category. */
  public_sub_categories?: CategoryLink[]
}

/** A category with its children, recursively (the `all` listing's `category`). */
export interface CategoryTree extends Category {
  child: CategoryTree[]
}

/** The short form of a category used in lists and breadcrumbs. */
export interface CategoryLink {
  id: number
  title: string
  slug: string
  image?: string | null
}

/** A brand row (contract 10.4). */
export interface Brand {
  id: number
  title: string
  slug: string
  image: string | null
  featured: Flag
  status: Visibility
  created_at: string
  updated_at: string
}

/** An id and title, as the listing sidebars return brands, collections and shipping rules. */
export interface IdTitle {
  id: number
  title: string
}

/** The product card of every listing (contract 4.3). */
export interface ListingCard {
  id: number
  slug: string
  title: string
  badge: string | null
  selling: number
  offered: number
  image: string
  review_count: number
  rating: number
  /** Active flash-sale price or null. */
  price: number | null
  /** Active flash-sale end (UTC `Y-m-d H:i:s`) or null. */
  end_time: string | null
  /** Only when sorted by price. */
  current_price?: number
  shipping_rule_id?: number
}

/** A flash-sale product card (contract 4.2). `id` is the product id. */
export interface FlashCard {
  id: number
  product_id: number
  flash_sale_id: number
  /** The flash price. */
  price: number
  created_at: string
  updated_at: string
  slug: string
  title: string
  badge: string | null
  selling: number
  offered: number
  image: string
  review_count: number
  rating: number
  /** End of the sale; the flash price applies only when an end time is known. */
  end_time?: string | null
}

/** A collection product card (contract 4.2). `id` is the product id. */
export interface CollectionCard {
  id: number
  product_collection_id: number
  product_id: number
  created_at: string
  updated_at: string
  title: string
  badge: string | null
  selling: number
  offered: number
  slug: string
  image: string
  review_count: number
  rating: number
  shipping_rule_id: number | null
  price: number | null
  end_time: string | null
}

/** A flash sale (contract 10.8). */
export interface FlashSale {
  id: number
  title: string
  start_time: string
  end_time: string
  status: Visibility
  created_at: string
  updated_at: string
}

/** A flash sale with its public products (home page and `GET flash-sale`). */
export interface FlashSaleWithProducts extends FlashSale {
  public_products: FlashCard[]
}

/** A product collection with its cards (home page). */
export interface CollectionWithProducts {
  id: number
  title: string
  status: Visibility
  slug: string
  created_at: string
  updated_at: string
  product_collections: CollectionCard[]
}

/** A banner (contract 10.5). */
export interface Banner {
  id: number
  title: string
  slug: string
  image: string
  type: BannerType
  source_type: SourceType
  tags: string | null
  url: string | null
  status: Visibility
  /** 1 closable, 2 not. */
  closable: Visibility
  created_at: string
  updated_at: string
  /**
   * Souk addition (not in contract 10.5): the short line shown under the headline (`title`) over the art,
   * translated; null or absent when the shop wrote none (the original API never sends it).
   */
  subtitle?: string | null
  /** Souk addition: the call to action's label shown over the art, translated; null or absent when none. */
  button?: string | null
}

/** A home slider (contract 10.5). */
export interface HomeSlider {
  id: number
  title: string
  slug: string
  image: string
  type: HomeSliderType
  source_type: SourceType
  tags: string | null
  url: string | null
  status: Visibility
  created_at: string
  updated_at: string
  /**
   * Souk addition (not in contract 10.5): the short line shown under the headline (`title`) over the art,
   * translated; null or absent when the shop wrote none (the original API never sends it).
   */
  subtitle?: string | null
  /** Souk addition: the call to action's label shown over the art, translated; null or absent when none. */
  button?: string | null
}

/** A site feature block of the home page; `detail` is translated HTML. */
export interface SiteFeature {
  id: number
  image: string
  status: Visibility
  detail: string
  created_at: string
  updated_at: string
}

/** `data` of `GET home` (contract 4.2). */
export interface HomeData {
  slider: { main: HomeSlider[]; right_top?: HomeSlider; right_bottom?: HomeSlider }
  site_features: SiteFeature[]
  banners: Banner[]
  featured_categories: Category[]
  flash_sales: FlashSaleWithProducts[]
  collections: CollectionWithProducts[]
  featured_brands: Brand[]
  /** Server time-zone name, for countdowns. */
  time_zone: string
}

/** Filters and paging shared by the listings (`all`, `products`, `store`). */
export interface ListingQuery {
  sortby?: string
  /** Brand ids (sent comma-separated). */
  brand?: number[] | string
  /** Collection ids (sent comma-separated). */
  collection?: number[] | string
  /** Shipping-rule ids (sent comma-separated). */
  shipping?: number[] | string
  rating?: number
  min?: number
  max?: number
  page?: number
  sidebar_data?: boolean
}

/** Query of `GET all` (contract 4.4). */
export interface CategoryListingQuery extends ListingQuery {
  category: string
}

/** Query of `GET products` (contract 4.5). */
export interface ProductsQuery extends ListingQuery {
  q?: string
  home_spm?: number | string
  banner?: number | string
  is_home_page?: boolean
  all_categories?: boolean
}

/** `data` of `GET all` (contract 4.4). */
export interface CategoryListingData {
  result: Paginator<ListingCard>
  category: CategoryTree
  brands: IdTitle[] | null
  collections: IdTitle[] | null
  shipping: IdTitle[] | null
}

/** `data` of `GET products` (contract 4.5). */
export interface ProductsData {
  result: Paginator<ListingCard>
  source: IdTitle | null
  category: null
  all_categories: CategoryLink[] | null
  brands: IdTitle[] | null
  collections: IdTitle[] | null
  shipping: IdTitle[] | null
}

/** A row of `GET categories` / `GET brands` (contract 4.6). */
export interface CatalogueEntry {
  id: number
  slug: string
  image: string | null
  title: string
  meta_title?: string | null
  meta_description?: string | null
}

/** A product of the search suggestions. */
export interface SuggestionProduct {
  id: number
  title: string
  slug: string
  selling: number
  offered: number
  image: string
  review_count: number
  rating: number
  price: number | null
  end_time: string | null
}

/** `data` of `GET search` (contract 4.7): at most 9 per group. */
export interface SearchSuggestions {
  product: SuggestionProduct[]
  suggested: { id: number; title: string }[]
  category: CategoryLink[]
  /** Legacy two-level model. */
  sub_category?: (CategoryLink & { category?: CategoryLink })[]
}

/** Only a page number (`categories`, `brands`, `flash-sale/{id}`, `suggested-products/{id}`). */
export interface PageQuery {
  page?: number
}
