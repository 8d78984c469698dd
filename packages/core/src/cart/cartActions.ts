import type { StoreApi } from 'zustand/vanilla'
import type { CartLine, LineShippingChoice } from '../model'
import { CartSelection, ShippingType } from '../model/enums'
import { errorText } from '../util/errorText'
import { keyTranslate } from '../util/types'
import { validateQuantity } from '../validation/validateQuantity'
import { lineShipping, selectCartTotals, selectedLines, shippingBlocker, voucherScope } from './cartSelectors'
import { type CartRequests, type CartState, type CartStoreOptions, cartCount } from './cartState'

/** How many times a cart read overtaken by changes is asked again before its answer is taken as it is. */
const CART_READ_ATTEMPTS = 5
/** How long a cart read waits for changes on their way before it reads again anyway. */
const CART_CHANGE_WAIT_MS = 10_000

/**
 * The cart's calls to the API, on a store's `set` and `get`: the rules of adding, quantities, selection,
 * shipping and vouchers (spec §4, contract 6). `createCartStore` binds them at once; the cart of
 * `createSouk` and of the widgets loads this module when it first calls one (`createLazyCartStore`).
 */
export function cartActions(
  options: CartStoreOptions,
  set: StoreApi<CartState>['setState'],
  get: StoreApi<CartState>['getState'],
): CartRequests {
  const { client } = options
  const t = options.t ?? keyTranslate
  // `failureToast`'s line, written out: imported here it costs the widgets' cart chunk more than it (size budget).
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

  // The cart's changes asked of the API: how many began, how many are not answered yet, and who waits for them.
  let changesBegun = 0
  let changesOpen = 0
  const whenAnswered: (() => void)[] = []
  /** Runs one change request, counted so that a cart read meanwhile is not taken for the truth. */
  const change = async <T>(request: () => Promise<T>): Promise<T> => {
    changesBegun++
    changesOpen++
    try {
      return await request()
    } finally {
      changesOpen--
      if (changesOpen === 0) for (const resolve of whenAnswered.splice(0)) resolve()
    }
  }
  /** Resolves once no change is waiting for its answer, or after `CART_CHANGE_WAIT_MS` (a request that hangs). */
  const answered = () =>
    changesOpen === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          // Whichever comes first; the other then does nothing (no timer outlives the wait).
          const timer = setTimeout(done, CART_CHANGE_WAIT_MS)
          function done() {
            clearTimeout(timer)
            resolve()
          }
          whenAnswered.push(done)
        })
  /**
   * Reads the cart's lines from the API. An answer read while a change was on its way (a line unticked as the page
   * refreshed its cart) may not hold that change, and would put the line back as it was: the cart is read again
   * once the changes are answered (`CART_READ_ATTEMPTS` reads at most; the last answer is then taken).
   */
  const reload = async () => {
    for (let attempt = 1; ; attempt++) {
      const begun = changesBegun
      const quiet = changesOpen === 0
      const { data } = await client.cart.byUser()
      if ((quiet && changesBegun === begun) || attempt === CART_READ_ATTEMPTS) {
        set({ lines: data, count: cartCount(data), status: 'ready' })
        return
      }
      await answered()
    }
  }

  return {
    load: async () => {
      // A cart already shown (loaded here, or by the server that rendered the page) is refreshed in place: it
      // stays ready, so a page does not swap its lines or its empty state for the loading state and back.
      if (get().status !== 'ready') set({ status: 'loading' })
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
        const { message } = await change(() => client.cart.action(input))
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
        await change(() => client.cart.buyNow(input))
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
          await change(() =>
            client.cart.action({
              product_id: current.product_id,
              inventory_id: current.inventory_id,
              quantity: delta,
            }),
          )
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
          await change(() => client.cart.remove(lineId))
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
          await change(() =>
            client.cart.change({
              checked: selected ? [...lineIds] : [],
              unchecked: selected ? [] : [...lineIds],
              isBundle: hasBundle(lineIds.map(line)),
            }),
          )
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
            const { data } = await change(() =>
              client.cart.updateShipping({ cart, selected_address: address.id }),
            )
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

    changedElsewhere: (request) => change(request),
  }
}
