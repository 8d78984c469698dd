import type { StoreApi } from 'zustand/vanilla'
import type { SoukClient } from '../api'
import type { Address, CartActionInput, CartLine } from '../model'
import { CartSelection, type ShippingType } from '../model/enums'
import type { LoadStatus } from '../session/sessionStore'
import type { ToastState } from '../toast/toastStore'
import type { Translate } from '../util/types'

/** A voucher accepted for the selected lines, with the discount the API computed. */
export interface AppliedVoucher {
  code: string
  discount: number
}

/** The cart of one shopper (spec §4, contract 6). Actions resolve to true on success; failures are toasted. */
export interface CartState {
  lines: CartLine[]
  /** Sum of quantities, shown on the cart badge. Known before the lines are loaded (profile cart_count). */
  count: number
  status: LoadStatus
  /** Ids of lines with a request in flight (busy buttons). */
  pending: number[]
  voucher: AppliedVoucher | null
  /** The address the shippability of each line is judged against. */
  address: Pick<Address, 'id' | 'country' | 'state'> | null
  /** Loads the lines; the count becomes the sum of their quantities. */
  load: () => Promise<boolean>
  /** Adds `quantity` of a variant (a delta); `stock` enables the spec's quantity messages before the call. */
  add: (input: CartActionInput & { stock?: number }) => Promise<boolean>
  /** Buy now: sets the line to `quantity`, makes it the only selected line. */
  buyNow: (input: CartActionInput & { stock?: number }) => Promise<boolean>
  /** Sets a line's quantity, within 1..stock. */
  setQuantity: (lineId: number, quantity: number) => Promise<boolean>
  /** Removes a line; the count drops by its quantity. */
  remove: (lineId: number) => Promise<boolean>
  /** Ticks or unticks lines for checkout. */
  setSelected: (lineIds: readonly number[], selected: boolean) => Promise<boolean>
  /** Ticks or unticks every line. */
  selectAll: (selected: boolean) => Promise<boolean>
  /** Sets the address lines are shipped to. */
  setAddress: (address: Pick<Address, 'id' | 'country' | 'state'> | null) => void
  /** Chooses delivery to the address or pickup for a line (saved by `saveShipping`). */
  setShippingType: (lineId: number, type: ShippingType) => void
  /** Saves each selected line's shipping place and type for the address; the next step is checkout. */
  saveShipping: () => Promise<boolean>
  /** Checks a voucher against the selected lines and keeps its discount. */
  applyVoucher: (code: string) => Promise<boolean>
  removeVoucher: () => void
  /** After a paid or cancelled order: the selected lines are gone, the count reduced. */
  removeOrderedLines: () => void
  /**
   * Runs a request that changes the cart's lines outside the cart's own calls (placing an order, claiming a
   * hand-off) as one of the cart's changes: a cart read answered while it was on its way is read again, so an
   * answer from before it cannot bring the ordered lines back. Resolves to the request's answer; rejects with
   * its error.
   */
  changedElsewhere: <T>(request: () => Promise<T>) => Promise<T>
  /** Forgets everything (sign-out, account switch). */
  reset: (count?: number) => void
}

/** What the cart store needs from its Souk. */
export interface CartStoreOptions {
  client: Pick<SoukClient, 'cart' | 'vouchers'>
  /**
   * Lines a server already loaded (the cart page): the store starts ready with them, so the server renders them
   * and the browser hydrates the same (hooks read a store's initial state while rendering on the server).
   */
  lines?: CartLine[]
  /** The voucher a server applied with the page's request (the cart page's form, before or without scripts). */
  voucher?: AppliedVoucher | null
  toast?: StoreApi<ToastState>
  t?: Translate
}

/** The cart's calls to the API (every one resolves to true on success): `cartActions.ts`. */
export type CartRequests = Pick<
  CartState,
  | 'load'
  | 'add'
  | 'buyNow'
  | 'setQuantity'
  | 'remove'
  | 'setSelected'
  | 'selectAll'
  | 'saveShipping'
  | 'applyVoucher'
  | 'changedElsewhere'
>

/** The cart's data before anything is known. */
export type CartData = Pick<CartState, 'lines' | 'count' | 'status' | 'pending' | 'voucher' | 'address'>

type SetCart = StoreApi<CartState>['setState']

/** Sum of the quantities of all lines (the cart count badge). */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}

/** An empty cart, nothing loaded (or the `lines` a server loaded, ready, with the voucher it applied). */
export function emptyCart(lines?: CartLine[], voucher?: AppliedVoucher | null): CartData {
  return {
    lines: lines ?? [],
    count: lines ? cartCount(lines) : 0,
    status: lines ? 'ready' : 'idle',
    pending: [],
    voucher: lines ? (voucher ?? null) : null,
    address: null,
  }
}

/** What the cart changes without asking the API. */
export function cartEdits(set: SetCart): Omit<CartState, keyof CartData | keyof CartRequests> {
  return {
    setAddress: (address) => set({ address }),

    setShippingType: (lineId, type) =>
      set((state) => ({
        lines: state.lines.map((candidate) =>
          candidate.id === lineId ? { ...candidate, shipping_type: type } : candidate,
        ),
      })),

    removeVoucher: () => set({ voucher: null }),

    removeOrderedLines: () =>
      set((state) => {
        const remaining = state.lines.filter((candidate) => candidate.selected !== CartSelection.SELECTED)
        const removed = cartCount(state.lines) - cartCount(remaining)
        return { lines: remaining, count: Math.max(0, state.count - removed), voucher: null }
      }),

    reset: (count = 0) => set({ lines: [], count, status: 'idle', pending: [], voucher: null }),
  }
}
