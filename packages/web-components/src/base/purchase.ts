import { toNumber } from '@souk/core'
import { useWidgetSouk } from '@souk/react'
import { useCallback } from 'react'
import { emit } from './emit'

/** A line to put in the cart. */
export interface PurchaseInput {
  productId: number
  inventoryId: number
  quantity: number
  /** The variant's stock (the cart store checks the quantity against it). */
  stock: number | string
}

/**
 * Puts a product in the page's shared cart (core's cart store: it checks the quantity, updates the count of
 * every cart button at once and toasts) and dispatches `souk-cart-add` from `host` when the cart accepted it.
 */
export function useAddToCart(host: HTMLElement): (input: PurchaseInput) => Promise<boolean> {
  const souk = useWidgetSouk()
  return useCallback(
    async ({ productId, inventoryId, quantity, stock }) => {
      const done = await souk.cart.getState().add({
        product_id: productId,
        inventory_id: inventoryId,
        quantity,
        stock: toNumber(stock),
      })
      if (done) {
        const count = souk.cart.getState().count
        emit(host, 'souk-cart-add', { productId, inventoryId, quantity, count })
      }
      return done
    },
    [souk, host],
  )
}
