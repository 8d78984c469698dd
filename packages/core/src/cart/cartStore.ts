import { createStore, type StoreApi } from 'zustand/vanilla'
import type { SoukClient } from '../api'
import type { Address, CartActionInput, CartLine, LineShippingChoice } from '../model'
import { CartSelection, ShippingType } from '../model/enums'
import type { LoadStatus } from '../session/sessionStore'
import type { ToastState } from '../toast/toastStore'
import { errorText } from '../util/errorText'
import { keyTranslate, type Translate } from '../util/types'
import { validateQuantity } from '../validation'
import { cartCount, lineShipping, selectCartTotals, selectedLines, shippingBlocker } from './cartSelectors'

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
  /** Forgets everything (sign-out, account switch). */
  reset: (count?: number) => void
}

/**
 * Which lines a voucher is checked against (issue 18): on the cart page, before shipping is chosen, a selected
 * line has no shipping place yet and the API checks the selected lines (`scope: 'cart'`); at checkout every
 * selected line has its place and the API checks the shippable ones (the contract's rule, no scope).
 */
export function voucherScope(lines: readonly CartLine[]): { scope?: 'cart' } {
  return selectedLines(lines).some((line) => !line.shipping_place) ? { scope: 'cart' } : {}
}

/** What the cart store needs from its Souk. */
export interface CartStoreOptions {
  client: Pick<SoukClient, 'cart' | 'vouchers'>
  /**
   * Lines a server already loaded (the cart page): the store starts ready with them, so the server renders them
   * and the browser hydrates the same (hooks read a store's initial state while rendering on the server).
   */
  lines?: CartLine[]
  toast?: StoreApi<ToastState>
  t?: Translate
}

/** Creates the cart store of one Souk instance. */
export function createCartStore(options: CartStoreOptions): StoreApi<CartState> {
  const { client } = options
  const t = options.t ?? keyTranslate

  return createStore<CartState>()((set, get) => {
    const fail = (error: unknown) => {
      options.toast?.getState().showError(errorText(error, t))
      return false
    }
    const invalid = (message: { key: string; params?: Record<string, unknown> }) => {
      options.toast?.getState().showError(t(message.key, message.params))
      return false
    }
    const busy = async <T>(ids: readonly number[], work: () => Promise<T>): Promise<T> => {
      set((state) => ({ pending: [...state.pending, ...ids] }))
      try {
        return await work()
      } finally {
        set((state) => ({ pending: state.pending.filter((id) => !ids.includes(id)) }))
      }
    }
    // The spec's quantity messages, checked before the request when the caller knows the stock.
    const stockProblem = (quantity: number, stock: number | undefined) =>
      stock === undefined ? null : validateQuantity(quantity, stock)
    const line = (lineId: number) => get().lines.find((candidate) => candidate.id === lineId)
    const hasBundle = (lines: readonly (CartLine | undefined)[]) =>
      lines.some((candidate) => Boolean(candidate?.flash_product?.bundle_deal))

    /** Re-checks an applied voucher after the selection or quantities changed; drops it when it no longer holds. */
    const refreshVoucher = async () => {
      const voucher = get().voucher
      if (!voucher) return
      try {
        const subtotal = selectCartTotals(get().lines).subtotal
        const { data } = await client.vouchers.validity({
          voucher: voucher.code,
          price: subtotal,
          ...voucherScope(get().lines),
        })
        set({ voucher: { code: voucher.code, discount: Number(data.offered) || 0 } })
      } catch (error) {
        set({ voucher: null })
        fail(error)
      }
    }

    const reload = async () => {
      const { data } = await client.cart.byUser()
      set({ lines: data, count: cartCount(data), status: 'ready' })
    }

    return {
      lines: options.lines ?? [],
      count: options.lines ? cartCount(options.lines) : 0,
      status: options.lines ? 'ready' : 'idle',
      pending: [],
      voucher: null,
      address: null,

      load: async () => {
        set({ status: 'loading' })
        try {
          await reload()
          return true
        } catch (error) {
          set({ status: 'error' })
          return fail(error)
        }
      },

      add: async ({ stock, ...input }) => {
        const problem = stockProblem(input.quantity, stock)
        if (problem) return invalid(problem)
        try {
          const { message } = await client.cart.action(input)
          set((state) => ({ count: state.count + input.quantity }))
          options.toast?.getState().show(message || t('cart.added'))
          if (get().status === 'ready') await reload()
          return true
        } catch (error) {
          return fail(error)
        }
      },

      buyNow: async ({ stock, ...input }) => {
        const problem = stockProblem(input.quantity, stock)
        if (problem) return invalid(problem)
        try {
          await client.cart.buyNow(input)
          await reload()
          return true
        } catch (error) {
          return fail(error)
        }
      },

      setQuantity: async (lineId, quantity) => {
        const current = line(lineId)
        if (!current) return false
        const message = validateQuantity(quantity, current.updated_inventory.quantity)
        if (message) return invalid(message)
        const delta = quantity - current.quantity
        if (delta === 0) return true
        return busy([lineId], async () => {
          try {
            await client.cart.action({
              product_id: current.product_id,
              inventory_id: current.inventory_id,
              quantity: delta,
            })
            if (hasBundle([current])) {
              // Free units depend on the quantity: the server's lines are the truth.
              await reload()
            } else {
              set((state) => ({
                lines: state.lines.map((candidate) =>
                  candidate.id === lineId ? { ...candidate, quantity } : candidate,
                ),
                count: state.count + delta,
              }))
            }
            await refreshVoucher()
            return true
          } catch (error) {
            return fail(error)
          }
        })
      },

      remove: async (lineId) =>
        busy([lineId], async () => {
          try {
            await client.cart.remove(lineId)
            const removed = line(lineId)
            set((state) => ({
              lines: state.lines.filter((candidate) => candidate.id !== lineId),
              count: Math.max(0, state.count - (removed?.quantity ?? 0)),
            }))
            await refreshVoucher()
            return true
          } catch (error) {
            return fail(error)
          }
        }),

      setSelected: async (lineIds, selected) => {
        if (lineIds.length === 0) return true
        const before = get().lines
        const value = selected ? CartSelection.SELECTED : CartSelection.UNSELECTED
        set({
          lines: before.map((candidate) =>
            lineIds.includes(candidate.id) ? { ...candidate, selected: value } : candidate,
          ),
        })
        return busy(lineIds, async () => {
          try {
            await client.cart.change({
              checked: selected ? [...lineIds] : [],
              unchecked: selected ? [] : [...lineIds],
              isBundle: hasBundle(lineIds.map(line)),
            })
            await refreshVoucher()
            return true
          } catch (error) {
            set({ lines: before })
            return fail(error)
          }
        })
      },

      selectAll: (selected) =>
        get().setSelected(
          get().lines.map((candidate) => candidate.id),
          selected,
        ),

      setAddress: (address) => set({ address }),

      setShippingType: (lineId, type) =>
        set((state) => ({
          lines: state.lines.map((candidate) =>
            candidate.id === lineId ? { ...candidate, shipping_type: type } : candidate,
          ),
        })),

      saveShipping: async () => {
        const { lines, address } = get()
        const blocker = shippingBlocker(lines, address)
        if (blocker || !address) return invalid(blocker ?? { key: 'shipping.addAddressFirst' })
        const cart: Record<string, LineShippingChoice> = {}
        for (const candidate of selectedLines(lines)) {
          const { place } = lineShipping(candidate, address)
          if (!place) return invalid({ key: 'shipping.unableToShip' })
          cart[String(candidate.id)] = {
            cart: candidate.id,
            shipping_place: place,
            shipping_type:
              candidate.shipping_type === ShippingType.PICKUP ? ShippingType.PICKUP : ShippingType.LOCATION,
            single_shipping: Boolean(Number(candidate.flash_product?.shipping_rule?.single_price)),
          }
        }
        return busy(
          Object.values(cart).map((choice) => choice.cart),
          async () => {
            try {
              const { data } = await client.cart.updateShipping({ cart, selected_address: address.id })
              set({ lines: data, count: cartCount(data) })
              return true
            } catch (error) {
              return fail(error)
            }
          },
        )
      },

      applyVoucher: async (code) => {
        const trimmed = code.trim()
        if (!trimmed) return invalid({ key: 'validation.required', params: { type: t('fields.voucher') } })
        try {
          const subtotal = selectCartTotals(get().lines).subtotal
          const { data, message } = await client.vouchers.validity({
            voucher: trimmed,
            price: subtotal,
            ...voucherScope(get().lines),
          })
          set({ voucher: { code: data.voucher || trimmed, discount: Number(data.offered) || 0 } })
          options.toast?.getState().show(message || undefined)
          return true
        } catch (error) {
          set({ voucher: null })
          return fail(error)
        }
      },

      removeVoucher: () => set({ voucher: null }),

      removeOrderedLines: () =>
        set((state) => {
          const remaining = state.lines.filter((candidate) => candidate.selected !== CartSelection.SELECTED)
          const removed = cartCount(state.lines) - cartCount(remaining)
          return { lines: remaining, count: Math.max(0, state.count - removed), voucher: null }
        }),

      reset: (count = 0) => set({ lines: [], count, status: 'idle', pending: [], voucher: null }),
    }
  })
}
