/** Cart shapes (contract 6). */
import type { CartSelection, ShippingType } from './enums'
import type {
  BundleDeal,
  Inventory,
  ShippingPlace,
  ShippingRule,
  ShippingRuleWithPlaces,
  TaxRule,
} from './product'

/** A shipping place with its rule attached. */
export type ShippingPlaceWithRule = ShippingPlace & { shipping_rule: ShippingRule }

/** The product of a cart line, with what the price, tax and shipping rules need. */
export interface CartProduct {
  id: number
  bundle_deal_id: number | string | null
  title: string
  slug: string
  selling: number
  offered: number
  tax_rule_id: number | null
  image: string
  review_count: number
  rating: number
  shipping_rule_id: number | null
  /** Active flash price. */
  price: number | null
  end_time: string | null
  bundle_deal: BundleDeal | null
  tax_rules: TaxRule | null
  shipping_rule: (ShippingRuleWithPlaces & { shipping_places: ShippingPlaceWithRule[] }) | null
  /** Seller store of the product (used to scope store vouchers). */
  store_id?: number | null
}

/** An attribute value of a cart line's variant, with its group. */
export interface CartInventoryAttribute {
  inventory_id: number
  attribute_value_id: number
  attribute_value: {
    id: number
    title: string
    attribute_id: number
    attribute: { id: number; title: string }
  }
}

/** The variant of a cart line, with named attributes. */
export type CartInventory = Omit<Inventory, 'inventory_attributes'> & {
  inventory_attributes: CartInventoryAttribute[]
}

/** A cart line (contract 6.1). */
export interface CartLine {
  id: number
  product_id: number
  user_id: number | null
  inventory_id: number
  quantity: number
  selected: CartSelection
  shipping_place_id: number | null
  shipping_type: ShippingType
  /** Null when the product was deleted. */
  flash_product: CartProduct | null
  updated_inventory: CartInventory
  shipping_place: ShippingPlaceWithRule | null
}

/** The row `cart/action` and `cart/buy-now` return. */
export interface CartRow {
  id: number
  product_id: number
  inventory_id: number
  quantity: number
  user_id?: number | null
  user_token?: string | null
  created_at?: string
  updated_at?: string
}

/** Body of `cart/action` (quantity is a delta) and `cart/buy-now` (quantity is absolute). */
export interface CartActionInput {
  product_id: number
  inventory_id: number
  quantity: number
}

/** Body of `cart/change`. */
export interface CartChangeInput {
  checked: number[]
  unchecked: number[]
  isBundle?: boolean
}

/** One line's shipping choice for `cart/update-shipping`. */
export interface LineShippingChoice {
  cart: number
  shipping_place: ShippingPlace
  shipping_type: ShippingType
  single_shipping: boolean
}

/** Body of `cart/update-shipping`. */
export interface UpdateShippingInput {
  cart: Record<string, LineShippingChoice>
  selected_address: number
}

/** `data` of `POST cart/handoff`: a one-time code that hands this guest's cart to the shop (5 minutes). */
export interface CartHandoffCode {
  code: string
  /** When the code stops working (ISO 8601). */
  expires_at: string
}

/** `data` of `POST cart/handoff/preview`: what a code would hand over, without moving anything. */
export interface CartHandoffPreview {
  /** Units in the handed-over cart (the sum of its quantities). */
  items: number
  /** Its lines. */
  lines: number
  /** The partner site that asked for the code (its origin), when it is one the shop allows; else null. */
  origin: string | null
}

/** `data` of `POST cart/handoff/claim`: the lines moved into the claimer's own cart. */
export interface CartHandoffClaim {
  /** The claimer's cart count afterwards (the sum of its quantities). */
  cart_count: number
  /** How many lines came (a variant already in the cart counts once: its quantities were added up). */
  moved_lines: number
  /** How many units came. */
  moved_items: number
}
