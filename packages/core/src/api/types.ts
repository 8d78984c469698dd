/** Shapes the client needs that `model/` does not (yet) describe; candidates to move into `model/`. */
import type { Address, CartLineErrorData, FormErrorData, GuestUser, OrdersQuery, ReviewImage } from '../model'

/** The last argument of every client call. */
export interface CallOptions {
  /** Cancels the request; the fetch's own `AbortError` is rethrown untouched. */
  signal?: AbortSignal
}

/** `data` of any failure reply: messages per error type, where `product` may be the cart-line map. */
export type ErrorData = Omit<FormErrorData, 'product'> & {
  product?: string[] | CartLineErrorData['product']
}

/** Only a page number (`categories`, `brands`, `flash-sale/{id}`, `suggested-products/{id}`). */
export interface PageQuery {
  page?: number
}

/** Query of `GET product/{id}`: `user_id` only fills `wishlisted`. */
export interface ProductQuery {
  user_id?: number
}

/** Body of `order/by-user` for the list (the detail is asked for by `orders.detail`). */
export type OrderListQuery = Omit<OrdersQuery, 'order_id'>

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

/** Body of `POST voucher/validity` (`price` is sent but not used by the server). */
export interface VoucherValidityInput {
  voucher: string
  price: number
}

/** `data` of `order/payment-done`: the updated row count, or Iyzico's form when it is not paid yet. */
export type PaymentDoneData = number | { iyzico_payment: unknown }

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
