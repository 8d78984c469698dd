/**
 * The cart (contract 6): lines of one shopper, never another's. The rules live here (what may be added, how far a
 * quantity goes, which lines ship where); the rows are read and written by `cartQueries.ts` and
 * `cartLineQueries.ts`, and the routes (`routes.ts`) only validate the input and wrap the answer.
 */
import type { CartLine, CartRow } from '@souk/core'
import { CartSelection, pickupAvailable, ShippingType, shippingPlaceAllowed, Visibility } from '@souk/core'
import type { Db } from '../db/openDb'
import { ApiError, CartLineError } from '../http/envelope'
import { translatorFor } from '../http/messages'
import { ensureGuest, requireGuestCheckout, type Shopper } from '../http/shopper'
import { addressOf, setDefaultAddress } from './addresses'
import { loadCartLines } from './cartLines'
import {
  countOwnLines,
  deleteOwnLine,
  deselectOtherLines,
  insertLine,
  lockedLine,
  nameGuestAfterAddress,
  setLineQuantity,
  setLineShipping,
  setSelection,
  variantOf,
} from './cartQueries'
import type { AddToCartInput, BuyNowInput, SelectionInput, ShippingInput } from './inputs'

/**
 * The variant a shopper asks for: it must belong to the product; to add units the product must be public and in
 * stock (taking units out of a line is always allowed).
 */
async function orderableVariant(
  db: Db,
  lang: string | null,
  input: { product_id: number; inventory_id: number },
  adding: boolean,
) {
  const variant = await variantOf(db, input.product_id, input.inventory_id)
  if (!variant || (adding && variant.status !== Visibility.PUBLIC))
    throw new ApiError('This product is not available.')
  if (adding && variant.quantity < 1) throw new ApiError(translatorFor(lang)('product.outOfStock'))
  return variant
}

/**
 * Sets (or adds to) the shopper's line of a variant and returns it. Lines are unique per shopper and variant, so
 * an insert racing another one falls back to the update.
 */
async function writeLine(
  db: Db,
  shopper: Shopper,
  input: { product_id: number; inventory_id: number },
  quantity: (current: number | null) => number,
  extra: { select?: boolean } = {},
): Promise<CartRow> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const existing = await lockedLine(db, shopper, input.product_id, input.inventory_id)
    if (existing) {
      const updated = await setLineQuantity(
        db,
        existing.id,
        quantity(existing.quantity),
        extra.select === true,
      )
      if (updated) return updated
    }
    const inserted = await insertLine(db, shopper, {
      product_id: input.product_id,
      inventory_id: input.inventory_id,
      quantity: quantity(null),
    })
    if (inserted) return inserted
  }
  throw new ApiError('Your cart changed meanwhile. Please try again.')
}

/** POST cart/action: `quantity` is a delta; a line never goes below 1 nor (when growing) above the stock. */
export async function addToCart(
  db: Db,
  lang: string | null,
  shopper: Shopper,
  input: AddToCartInput,
): Promise<{ row: CartRow; message: string }> {
  await requireGuestCheckout(db, shopper)
  const t = translatorFor(lang)
  const row = await db.transaction(async (tx) => {
    const variant = await orderableVariant(tx, lang, input, input.quantity > 0)
    await ensureGuest(tx, shopper)
    return writeLine(tx, shopper, input, (current) => {
      const next = (current ?? 0) + input.quantity
      if (next < 1) throw new ApiError(t('cart.minQuantity'))
      // Growing is capped by the stock; shrinking a line that is above a stock that fell meanwhile is allowed.
      if (input.quantity > 0 && next > variant.quantity) throw new ApiError(t('cart.maxQuantity'))
      return next
    })
  })
  return { row, message: input.quantity > 0 ? t('cart.added') : t('cart.updated') }
}

/** POST cart/buy-now: sets the line to `quantity` and makes it the shopper's only selected line. */
export async function buyNow(
  db: Db,
  lang: string | null,
  shopper: Shopper,
  input: BuyNowInput,
): Promise<CartRow> {
  await requireGuestCheckout(db, shopper)
  const t = translatorFor(lang)
  return db.transaction(async (tx) => {
    const variant = await orderableVariant(tx, lang, input, true)
    if (input.quantity > variant.quantity) throw new ApiError(t('cart.maxQuantity'))
    await ensureGuest(tx, shopper)
    const row = await writeLine(tx, shopper, input, () => input.quantity, { select: true })
    // Only this shopper's other lines are deselected (the original deselected every shopper's).
    await deselectOtherLines(tx, shopper, row.id)
    return row
  })
}

/** DELETE cart/delete/{id}: removes one of the shopper's lines. */
export async function removeLine(db: Db, shopper: Shopper, lineId: number | undefined): Promise<CartRow> {
  const row = lineId === undefined ? undefined : await deleteOwnLine(db, shopper, lineId)
  if (!row) throw new ApiError('This item is not in your cart.')
  return row
}

/** Throws unless every id is one of the shopper's lines. */
async function requireOwnLines(db: Db, shopper: Shopper, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return
  if ((await countOwnLines(db, shopper, unique)) !== unique.length) {
    throw new ApiError('Some of these items are not in your cart.')
  }
}

/** POST cart/change: selects (`checked`) and deselects (`unchecked`) the shopper's lines. */
export async function changeSelection(db: Db, shopper: Shopper, input: SelectionInput): Promise<true> {
  if (input.checked.some((id) => input.unchecked.includes(id))) {
    throw new ApiError('An item cannot be both checked and unchecked.')
  }
  await db.transaction(async (tx) => {
    await requireOwnLines(tx, shopper, [...input.checked, ...input.unchecked])
    for (const [ids, selected] of [
      [input.checked, CartSelection.SELECTED],
      [input.unchecked, CartSelection.UNSELECTED],
    ] as const) {
      if (ids.length) await setSelection(tx, shopper, ids, selected)
    }
  })
  return true
}

/**
 * POST cart/update-shipping: checks each listed line (selected lines must be public and in stock; every place must
 * be the one its rule ships to for the chosen address, pickup only where offered), then saves the address as the
 * shopper's default and each line's place and delivery type.
 */
export async function chooseShipping(
  db: Db,
  lang: string | null,
  shopper: Shopper,
  input: ShippingInput,
): Promise<CartLine[]> {
  const t = translatorFor(lang)
  const address = await addressOf(db, shopper, input.selected_address)
  if (!address) throw new ApiError(t('shipping.addAddressFirst'))
  const lines = await loadCartLines(db, lang, shopper)
  const choices = Object.entries(input.cart)
  if (choices.some(([key, choice]) => Number(key) !== choice.cart)) {
    throw new ApiError('Each shipping choice must be keyed by its cart id.')
  }
  await requireOwnLines(
    db,
    shopper,
    choices.map(([, choice]) => choice.cart),
  )
  const errors: Record<string, string[]> = {}
  for (const [key, choice] of choices) {
    const loaded = lines.find((item) => item.line.id === choice.cart)
    if (!loaded) continue
    const { line, facts } = loaded
    const product = line.flash_product
    const title = product?.title ?? ''
    const problems: string[] = []
    if (line.selected === CartSelection.SELECTED) {
      if (!product || facts?.status !== Visibility.PUBLIC)
        problems.push(`${title} is not available / should be unchecked`)
      else if (line.updated_inventory.quantity < 1) problems.push(`${title} is out of stock`)
    }
    const expected = shippingPlaceAllowed(
      product?.shipping_rule?.shipping_places ?? [],
      address,
      choice.shipping_place.id,
    )
    if (!expected) {
      problems.push(t('cart.cannotShip', { state: address.state ?? '', country: address.country }))
    } else if (choice.shipping_type === ShippingType.PICKUP && !pickupAvailable(expected)) {
      problems.push(`${title} cannot be picked up at this place.`)
    }
    if (problems.length) errors[key] = problems
  }
  if (Object.keys(errors).length) throw new CartLineError(errors)
  await db.transaction(async (tx) => {
    await ensureGuest(tx, shopper)
    await setDefaultAddress(tx, shopper, address)
    // The guest record carries the name of the address it ships to (contract 6.7).
    if (shopper.userToken !== null) await nameGuestAfterAddress(tx, shopper.userToken, address)
    for (const [, choice] of choices) {
      await setLineShipping(tx, shopper, choice.cart, {
        placeId: choice.shipping_place.id,
        type: choice.shipping_type,
      })
    }
  })
  return cartOf(db, lang, shopper)
}

/** GET cart/by-user: every line of the shopper, selected or not. */
export async function cartOf(db: Db, lang: string | null, shopper: Shopper): Promise<CartLine[]> {
  return (await loadCartLines(db, lang, shopper)).map((item) => item.line)
}
