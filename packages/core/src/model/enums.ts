/** Named constants for every coded value of the wire contract (section 2 and its opening section). */

/** Visibility of a catalogue row: 1 public, 2 private. Also used for banner `closable` (1 yes, 2 no). */
export const Visibility = { PUBLIC: 1, PRIVATE: 2 } as const
export type Visibility = (typeof Visibility)[keyof typeof Visibility]

/** A 0/1 integer flag as the API serialises booleans. */
export type Flag = 0 | 1

/** Voucher and tax-rule amount type: 1 flat amount, 2 percent. */
export const PriceType = { FLAT: 1, PERCENT: 2 } as const
export type PriceType = (typeof PriceType)[keyof typeof PriceType]

/** How a cart line is delivered: 1 to the address (location), 2 picked up. */
export const ShippingType = { LOCATION: 1, PICKUP: 2 } as const
export type ShippingType = (typeof ShippingType)[keyof typeof ShippingType]

/** Payment state of an order. */
export const PaymentStatus = { UNPAID: 0, PAID: 1 } as const
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus]

/** Delivery state of an order; cancelled and refunded are separate flags. */
export const OrderStatus = { PENDING: 1, CONFIRMED: 2, PICKED_UP: 3, ON_THE_WAY: 4, DELIVERED: 5 } as const
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus]

/** The delivery steps of the order tracker, in order. */
export const ORDER_STEPS: readonly OrderStatus[] = [1, 2, 3, 4, 5]

/** Payment method codes (contract section 2 plus 8 Payfast and 50 mobile transfer). */
export const PaymentMethod = {
  RAZORPAY: 1,
  CASH_ON_DELIVERY: 2,
  STRIPE: 3,
  PAYPAL: 4,
  FLUTTERWAVE: 5,
  IYZICO: 6,
  BANK_TRANSFER: 7,
  PAYFAST: 8,
  MOBILE_TRANSFER: 50,
} as const
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod]

/** Every payment method code, in the order the checkout lists them. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [2, 7, 1, 3, 4, 5, 6, 8, 50]

/** The wallets offered under payment method 50 (mobile transfer). */
export const MobileWallet = { ENZONA: 'enzona', TRANSFERMOVIL: 'transfermovil' } as const
export type MobileWallet = (typeof MobileWallet)[keyof typeof MobileWallet]

/** Methods the shopper completes on a provider's page (the reference API's sandbox plays the provider). */
export const REDIRECT_PAYMENT_METHODS: readonly PaymentMethod[] = [1, 3, 4, 5, 6, 8]

/** Methods confirmed by a transaction id the shopper types (bank transfer, mobile transfer). */
export const TRANSACTION_PAYMENT_METHODS: readonly PaymentMethod[] = [7, 50]

/** What a banner or home slider points at. */
export const SourceType = {
  CATEGORY: 1,
  SUB_CATEGORY: 2,
  TAG: 3,
  BRAND: 4,
  PRODUCT: 5,
  URL: 6,
} as const
export type SourceType = (typeof SourceType)[keyof typeof SourceType]

/** Filter parameter names for source types 1 to 4. */
export const SOURCE_FILTER_NAMES = {
  1: 'category_ids',
  2: 'sub_category_ids',
  3: 'tags',
  4: 'brand_ids',
} as const satisfies Record<1 | 2 | 3 | 4, string>

/** Banner slots: 1-6 home page positions, 7 product-review area, 8 top (header) banner, 9 popup. */
export const BannerType = {
  HOME_1: 1,
  HOME_2: 2,
  HOME_3: 3,
  HOME_4: 4,
  HOME_5: 5,
  HOME_6: 6,
  REVIEW: 7,
  TOP: 8,
  POPUP: 9,
} as const
export type BannerType = (typeof BannerType)[keyof typeof BannerType]

/** Currency symbol placement: 1 before the amount, 2 after. */
export const CurrencyPosition = { BEFORE: 1, AFTER: 2 } as const
export type CurrencyPosition = (typeof CurrencyPosition)[keyof typeof CurrencyPosition]

/** Whether a cart line is part of the checkout: 1 selected, 2 not selected. */
export const CartSelection = { SELECTED: 1, UNSELECTED: 2 } as const
export type CartSelection = (typeof CartSelection)[keyof typeof CartSelection]

/** Home slider slots. */
export const HomeSliderType = { MAIN: 1, RIGHT_TOP: 2, RIGHT_BOTTOM: 3 } as const
export type HomeSliderType = (typeof HomeSliderType)[keyof typeof HomeSliderType]

/** Header link columns. */
export const HeaderLinkType = { LEFT: 1, RIGHT: 2 } as const
export type HeaderLinkType = (typeof HeaderLinkType)[keyof typeof HeaderLinkType]

/** Footer text link columns. */
export const FooterLinkType = { SERVICE: 1, ABOUT: 2 } as const
export type FooterLinkType = (typeof FooterLinkType)[keyof typeof FooterLinkType]

/** Footer image link groups. */
export const FooterImageLinkType = { PAYMENT: 1, SOCIAL: 2 } as const
export type FooterImageLinkType = (typeof FooterImageLinkType)[keyof typeof FooterImageLinkType]

/** Text direction of a language. */
export type Direction = 'ltr' | 'rtl'

/** Listing sort orders understood by `all`, `products` and `store`. */
export const SortBy = {
  PRICE_LOW_TO_HIGH: 'price_low_to_high',
  PRICE_HIGH_TO_LOW: 'price_high_to_low',
  AVG_CUSTOMER_REVIEW: 'avg_customer_review',
  FEATURED: 'featured',
} as const
export type SortBy = (typeof SortBy)[keyof typeof SortBy]

/** Social login providers. */
export type SocialProvider = 'google' | 'facebook'
