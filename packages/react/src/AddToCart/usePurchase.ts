import {
  type AttributeGroup,
  type FieldMessage,
  findInventory,
  type Inventory,
  inStock,
  toNumber,
  type VariantSelection,
  validateAddToCart,
} from '@souk/core'
import { useState } from 'react'
import { useT } from '../hooks/useT'
import { useWidgetSouk } from '../SoukProvider'

/** What adding to the cart reads of a product (a `ProductDetail` fits). */
export interface PurchaseProduct {
  id: number
  /** Named in the 'was added to your cart' announcement. */
  title: string
  inventory: readonly Inventory[]
  attribute?: readonly AttributeGroup[]
}

/** What was put in the cart, handed to `onAdded` / `onBuyNow`. */
export interface PurchaseDetail {
  product_id: number
  inventory_id: number
  quantity: number
}

/** The two cart actions of a product page. */
export type PurchaseKind = 'add' | 'buy'

/**
 * The add-to-cart logic shared by `AddToCart` and `BuyNow`: checks with core's `validateAddToCart`, calls the
 * cart store's `add` or `buyNow` (which toasts the outcome and updates the count), tracks the busy action and
 * the message to show, and announces a successful add politely.
 */
export function usePurchase(product: PurchaseProduct, selection: VariantSelection, quantity: number) {
  const souk = useWidgetSouk()
  const { t } = useT()
  const inventory = findInventory(product, selection)
  const stock = inventory ? toNumber(inventory.quantity) : null
  const soldOut = !inStock(product)
  const [busy, setBusy] = useState<PurchaseKind | null>(null)
  // A message belongs to the choice it was found for: changing the choice or the quantity hides it.
  const choiceKey = `${JSON.stringify(selection)}|${quantity}`
  const [problem, setProblem] = useState<{ message: FieldMessage; key: string } | null>(null)
  const [announcement, setAnnouncement] = useState<{ text: string; id: number } | null>(null)

  const message: FieldMessage | null = soldOut
    ? { key: 'product.outOfStock' }
    : problem && problem.key === choiceKey
      ? problem.message
      : null

  const run = async (kind: PurchaseKind): Promise<PurchaseDetail | null> => {
    if (busy || soldOut) return null
    const failure = validateAddToCart(product, selection, quantity)
    if (failure || !inventory) {
      setProblem({ message: failure ?? { key: 'product.outOfStock' }, key: choiceKey })
      return null
    }
    setProblem(null)
    setBusy(kind)
    const input = {
      product_id: product.id,
      inventory_id: inventory.id,
      quantity,
      stock: toNumber(inventory.quantity),
    }
    const cart = souk.cart.getState()
    const done = kind === 'add' ? await cart.add(input) : await cart.buyNow(input)
    setBusy(null)
    if (!done) return null
    if (kind === 'add') {
      setAnnouncement((previous) => ({
        text: t('a11y.cartItemAdded', { product: product.title }),
        id: (previous?.id ?? 0) + 1,
      }))
    }
    return { product_id: product.id, inventory_id: inventory.id, quantity }
  }

  return { inventory, stock, soldOut, busy, message, announcement, run }
}
