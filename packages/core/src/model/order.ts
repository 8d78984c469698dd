/** Orders, payments, cancellations and reviews write side (contract 7, 10.12). */
import type { Address, Voucher } from './account'
import type { CartInventory } from './cart'
import type { Flag, MobileWallet, OrderStatus, PaymentMethod, PaymentStatus, ShippingType } from './enums'
import type { BundleDeal, ShippingPlace } from './product'

/** An order row (contract 10.12). `order` is the public tracking code. */
export interface Order {
  id: number
  order: string
  status: OrderStatus
  order_method: PaymentMethod
  currency: string
  total_amount: number
  payment_done: PaymentStatus
  cancelled: Flag
  /** Set when the cancellation was refunded (shown as "refunded"). */
  refunded?: Flag
  payment_token: string | null
  trans_id: string | null
  user_id: number | null
  user_token: string | null
  user_address_id: number
  voucher_id: number | null
  /** The wallet chosen under method 50 (mobile transfer), else null. */
  wallet?: MobileWallet | null
  viewed: Flag
  created_at: string
  updated_at: string
}

/** The product of an ordered line. */
export interface OrderProduct {
  id: number
  title: string
  slug: string
  image: string
  selling: number
  offered: number
  shipping_rule_id: number | null
  bundle_deal_id: number | string | null
  unit: string | null
  /** The seller's store (scopes store vouchers when totals are recomputed). */
  store_id?: number | null
}

/** One ordered line; prices are per unit as charged, `bundle_offer` counts free units. */
export interface OrderedProductLine {
  product_id: number
  inventory_id: number
  quantity: number
  shipping_place_id: number
  shipping_type: ShippingType
  selling: number
  shipping_price: number
  tax_price: number
  bundle_offer: number
  order_id: number
}

/** An order as the order list returns it. */
export interface OrderListItem extends Order {
  created: string
  ordered_products: (OrderedProductLine & { product: OrderProduct })[]
}

/** A cancellation record (contract 7.9). */
export interface Cancellation {
  id: number
  order_id: number
  user_id: number | null
  user_token: string | null
  title: string
  message: string
  refunded: Flag
  created_at: string
  updated_at: string
}

/** Totals of an order as the server computed them. */
export interface OrderCalculated {
  subtotal: number
  shipping_price: number
  bundle_offer: number
  tax: number
  voucher_price: number
  total_price: number
}

/** `data` of `order/by-user` with an `order_id` (contract 7.6). */
export interface OrderDetail extends Order {
  created: string
  ordered_products: (OrderedProductLine & {
    product: OrderProduct & { bundle_deal: BundleDeal | null }
    updated_inventory: CartInventory
    /** Null when the shipping place was deleted since. */
    shipping_place: ShippingPlace | null
  })[]
  /** Null when the address was deleted since. */
  address: Address | null
  user: { id: number; name: string; email: string } | null
  voucher: Voucher | null
  cancellation: Cancellation | null
  calculated: OrderCalculated
}

/** `data` of `GET track-order` (contract 4.15). */
export interface TrackedOrder extends Order {
  ordered_products: (OrderedProductLine & {
    shipping_place: ShippingPlace
    product: OrderProduct
  })[]
}

/** Body of `order/by-user` (list filters are 1 to apply). */
export interface OrdersQuery {
  page?: number
  order_id?: number
  time_zone?: string
  cancelled?: Flag
  paid?: Flag
  unpaid?: Flag
  card_payment?: Flag
  cash_on_delivery?: Flag
}

/** Parameters of `order/action`. */
export interface PlaceOrderInput {
  order_method: PaymentMethod
  voucher?: string
  time_zone?: string
  /** The wallet chosen under method 50 (mobile transfer). */
  wallet?: MobileWallet
}

/** `data` of `order/action` for cash on delivery, bank and mobile transfer: the created order. */
export interface PlacedOrder {
  id: number
  order: string
  order_method: PaymentMethod
  voucher_id: number | null
  currency: string
  user_id?: number | null
  user_token?: string | null
  user_address_id: number
  /** Method 50: the wallet, and the sandbox or provider page that shows the transfer details. */
  wallet?: MobileWallet | null
  redirect_url?: string
  created_at: string
  updated_at: string
}

/** `data` of `order/action` for the redirect gateways (1, 3, 4, 5, 6, 8). */
export interface GatewayOrder {
  name: string
  email: string
  currency: string
  /** Total as a "0.00" string. */
  amount: string
  id: number
  order: string
  order_method?: PaymentMethod
  /** Razorpay: the gateway order id that `payment-done` must echo. */
  payment_token?: string
  /** Iyzico: the gateway's checkout-form object. */
  iyzico_payment?: unknown
  /** Where the shopper approves the payment (the provider's page, or the reference API's sandbox). */
  redirect_url?: string
}

/** `data` of `order/action`. */
export type PlaceOrderResult = PlacedOrder | GatewayOrder

/** Parameters of `order/payment-done`. */
export interface PaymentDoneInput {
  id: number
  payment_token: string | number
  order_method: PaymentMethod
}

/** Parameters of `order/transaction`. */
export interface TransactionInput {
  id: number
  trans_id: string
}

/** Body of `cancellation/cancel-order`. */
export interface CancelOrderInput {
  order_id: number
  title: string
  message: string
}

/** `data` of `cancellation/cancel-order`. */
export interface CancelOrderData {
  result: { cancelled: boolean; order_id: number }
}

/** `data` of `voucher/validity`: the discount and the code. */
export interface VoucherValidityData {
  offered: number | string
  voucher: string
}

/** Fields of `rating-review/action` (sent as multipart form data). */
export interface ReviewInput {
  order_id: number
  product_id: number
  rating: number
  review?: string
  /** jpeg or png files, at most 1000 KB each. */
  images?: Blob[]
  /** Images to remove from an existing review. */
  deleted_images?: { id: number; image: string }[]
}

/** `data` of `GET payment-gateway`: flags, public keys and bank details (never secrets). */
export interface PaymentGateway {
  id: number
  cash_on_delivery: Flag
  paypal: Flag
  paypal_key: string | null
  stripe: Flag
  stripe_key: string | null
  razorpay: Flag
  razorpay_key: string | null
  flutterwave: Flag
  fw_environment: string | null
  fw_public_key: string | null
  iyzico_payment: Flag
  ip_base_url: string | null
  bank: Flag
  bank_name: string | null
  account_name: string | null
  branch_name: string | null
  account_number: string | null
  payfast: Flag
  payfast_merchant_id: string | null
  /** Method 50: mobile transfer, with the wallets on offer. */
  mobile_transfer: Flag
  enzona: Flag
  enzona_account: string | null
  transfermovil: Flag
  transfermovil_account: string | null
  /** 1 when the gateways run against the reference API's sandbox. */
  sandbox: Flag
  created_at: string
  updated_at: string
}

/** Body of `order/by-user` for the list (the detail is asked for by `orders.detail`). */
export type OrderListQuery = Omit<OrdersQuery, 'order_id'>

/** Body of `POST voucher/validity` (`price` is sent but not used by the server). */
export interface VoucherValidityInput {
  voucher: string
  price: number
  /**
   * Souk's extension: `cart` checks the selected lines before their shipping place is chosen (the cart page);
   * absent, the selected lines that have one (checkout).
   */
  scope?: 'cart'
}

/** `data` of `order/payment-done`: the updated row count, or Iyzico's form when it is not paid yet. */
export type PaymentDoneData = number | { iyzico_payment: unknown }
