/** Reply envelope and pagination shapes (contract 1.1, 1.2, 1.6). */

/** Every reply of the API: `status` 200 is success, anything else a failure. */
export interface Envelope<T = unknown> {
  data: T
  status: number
  /** A refreshed bearer token when the old one was about to expire (contract 1.5). */
  token: string | null
  message: string
}

/** `data` of a validation or business-rule failure: messages per error type (normally `form`). */
export type FormErrorData = Partial<Record<'form' | 'product' | 'image' | 'inventory', string[]>>

/** `data` of a cart-line failure: one object keyed by cart id inside `product`. */
export interface CartLineErrorData {
  product: [Record<string, string[]>]
}

/** One link of a length-aware paginator. */
export interface PaginatorLink {
  url: string | null
  label: string
  active: boolean
}

/** Laravel's length-aware paginator (contract 1.6). */
export interface Paginator<T> {
  current_page: number
  data: T[]
  first_page_url: string
  from: number | null
  last_page: number
  last_page_url: string
  links: PaginatorLink[]
  next_page_url: string | null
  path: string
  per_page: number
  prev_page_url: string | null
  to: number | null
  total: number
}

/** Common list parameters of the account lists (wishlist, compare, following, vouchers, addresses). */
export interface ListQuery {
  page?: number
  order_by?: string
  type?: 'asc' | 'desc'
  q?: string
  time_zone?: string
}

/** `data` of any failure reply: messages per error type, where `product` may be the cart-line map. */
export type ErrorData = Omit<FormErrorData, 'product'> & {
  product?: string[] | CartLineErrorData['product']
}
