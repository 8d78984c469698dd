/** Accounts, addresses, wishlist, compare list, followed stores, vouchers (contract 5, 10.1, 10.2). */
import type { ListingCard } from './catalog'
import type { Flag, PriceType, Visibility } from './enums'

/** A registered customer (contract 10.1). */
export interface User {
  id: number
  name: string
  email: string
  google_id: string | null
  facebook_id: string | null
  verified: Flag
  default_address: number | null
  phone: string | null
  viewed: Flag
  created_at: string
  updated_at: string
}

/** A guest shopper identified by `user_token` (contract 10.2). */
export interface GuestUser {
  id: number
  name: string | null
  email: string | null
  user_token: string
  default_address: number | null
  viewed: Flag
  created_at: string
  updated_at: string
}

/** `data` of `GET user/profile` for a signed-in customer. */
export type RegisteredProfile = User & { cart_count: number; is_logged_in: true }

/** `data` of `GET user/profile` for a guest (only the computed fields before the first write). */
export type GuestProfile = Partial<GuestUser> & { cart_count: number; is_logged_in: false }

/** `data` of `GET user/profile`. */
export type Profile = RegisteredProfile | GuestProfile

/** `data` of `POST user/signin`. */
export interface SignInData {
  expires_in: string
  token: string
  user: { id: number; name: string; email: string; cart_count: number }
}

/** Body of `POST user/signin`. */
export interface SignInInput {
  email: string
  password: string
  /** Guest token whose cart, orders and addresses move into the account. */
  user_token?: string
}

/** Body of `POST user/signup`. */
export interface SignUpInput {
  name: string
  email: string
  password: string
}

/** Body of `POST seller/signup`. */
export interface SellerSignUpInput extends SignUpInput {
  store_name: string
}

/** Body of `POST user/verify`, `seller/verify`. */
export interface VerifyInput {
  email: string
  code: string
}

/** Body of `POST user/update-password` (reset with an e-mailed code). */
export interface ResetPasswordInput {
  email: string
  code: string
  password: string
}

/** Body of `POST user/update-user-password`. */
export interface ChangePasswordInput {
  current_password: string
  new_password: string
}

/** A seller account as `seller/verify` returns it. */
export interface SellerAccount {
  id: number
  name: string
  username: string
  email: string
  verified: Flag
  created_at: string
  updated_at: string
}

/** A saved address (contract 5.9). `country` is ISO2, `state` a state code. */
export interface Address {
  id: number
  name: string
  email: string
  phone: string
  country: string
  state: string | null
  city: string
  zip: string
  address_1: string
  address_2: string | null
  delivery_instruction: string | null
  default: number
  user_id: number | null
  user_token: string | null
  created?: string
}

/** Body of `POST user/address/action`: without `id` creates, with `id` updates. */
export interface AddressInput {
  id?: number
  name: string
  email: string
  phone: string
  country: string
  state?: string | null
  city: string
  zip: string
  address_1: string
  address_2?: string | null
  delivery_instruction?: string | null
}

/** A wishlist or compare-list row (contract 5.10). */
export interface SavedProductRow {
  id: number
  user_id: number
  product_id: number
  created_at: string
  updated_at: string
  created?: string
  product: ListingCard & { shipping_rule_id: number | null }
}

/** `data` of a wishlist or compare toggle: the new row when added, null when removed. */
export type ToggleRow = {
  user_id: number
  product_id: number
  id: number
  created_at: string
  updated_at: string
} | null

/** A followed store row (contract 5.10). */
export interface FollowedStoreRow {
  id: number
  user_id: number
  store_id: number
  created_at: string
  updated_at: string
  created?: string
  store: { id: number; name: string; slug: string; image?: string | null; created_at: string }
}

/** A voucher (contract 9.7, 10.11); `store_id` scopes it to one seller's lines. */
export interface Voucher {
  id: number
  title: string
  type: PriceType
  status: Visibility
  usage_limit: number
  limit_per_customer: number
  price: number
  capped_price: number | null
  min_spend: number
  code: string
  start_time: string
  end_time: string
  store_id?: number | null
  created_at: string
  updated_at: string
  created?: string
}

/** A row of `GET user/address/all`. */
export type AddressRow = Address & {
  created?: string
  user?: { id: number; name: string; email: string } | null
  guest_user?: GuestUser | null
}

/** Body of `POST user/update-profile` and its `data`. */
export interface UpdateProfileInput {
  name: string
}
