/** The cart (contract 6): lines of one shopper, never another's. */
import type { CartLine, CartRow } from '@souk/core'
import { CartSelection, pickupAvailable, ShippingType, shippingPlaceAllowed, Visibility } from '@souk/core'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { idsSql, iso } from '../catalog/sqlParts'
import { literal } from '../db/literal'
import { type Db, firstRow } from '../db/openDb'
import { readBody } from '../http/body'
import type { ApiContext } from '../http/context'
import { ApiError, CartLineError } from '../http/envelope'
import { idField, parseBody, strictBody, userTokenField, wholeNumber } from '../http/input'
import { translatorOf } from '../http/messages'
import {
  ensureGuest,
  ownedBy,
  ownerValues,
  requireGuestCheckout,
  type Shopper,
  shopperOf,
} from '../http/shopper'
import { addressOf, setDefaultAddress } from './addresses'
import { loadCartLines } from './cartLines'

/** Most units of one variant a line may hold (a sanity bound; the stock is the real limit). */
const MAX_LINE_QUANTITY = 10_000

const actionBody = strictBody({
  product_id: idField,
  inventory_id: idField,
  quantity: wholeNumber(-MAX_LINE_QUANTITY, MAX_LINE_QUANTITY).refine((value) => value !== 0, {
    message: 'must not be 0',
  }),
  user_token: userTokenField,
})

const buyNowBody = strictBody({
  product_id: idField,
  inventory_id: idField,
  quantity: wholeNumber(1, MAX_LINE_QUANTITY),
  user_token: userTokenField,
})

const idList = z.array(idField, { error: 'must be a list of cart ids' }).max(500, 'has too many ids')

const changeBody = strictBody({
  checked: idList.default([]),
  unchecked: idList.default([]),
  isBundle: z.boolean({ error: 'must be true or false' }).optional(),
  user_token: userTokenField,
})

const lineChoice = strictBody({
  cart: idField,
  // The storefront sends the whole place; only its id is read (the server has the rest).
  shipping_place: z.looseObject({ id: idField }, { error: 'must be a shipping place' }),
  shipping_type: z.union([z.literal(1), z.literal(2)], { error: 'must be 1 (delivery) or 2 (pickup)' }),
  single_shipping: z.boolean({ error: 'must be true or false' }).optional(),
})

const updateShippingBody = strictBody({
  cart: z
    .record(z.string().regex(/^\d{1,10}$/, 'must be keyed by cart id'), lineChoice, {
      error: 'must map cart ids to shipping choices',
    })
    .refine((value) => Object.keys(value).length > 0, { message: 'must list at least one cart line' })
    .refine((value) => Object.keys(value).length <= 500, { message: 'has too many lines' }),
  selected_address: idField,
  user_token: userTokenField,
})

const rowColumns = sql`c.id, c.product_id, c.inventory_id, c.quantity, c.user_id, c.user_token,
  ${iso('c.created_at')} AS created_at, ${iso('c.updated_at')} AS updated_at`

/**
 * The variant a shopper asks for: it must belong to the product; to add units the product must be public and in
 * stock (taking units out of a line is always allowed).
 */
async function orderableVariant(
  c: ApiContext,
  db: Db,
  input: { product_id: number; inventory_id: number },
  adding: boolean,
) {
  const variant = await firstRow<{ quantity: number; status: number }>(
    db,
    sql`SELECT ui.quantity, p.status FROM updated_inventories ui JOIN products p ON p.id = ui.product_id
        WHERE ui.id = ${input.inventory_id} AND ui.product_id = ${input.product_id}`,
  )
  if (!variant || (adding && variant.status !== Visibility.PUBLIC))
    throw new ApiError('This product is not available.')
  if (adding && variant.quantity < 1) throw new ApiError(translatorOf(c)('product.outOfStock'))
  return variant
}

/** The shopper's line of a variant, locked for the rest of the transaction. */
const lockedLine = (db: Db, shopper: Shopper, productId: number, inventoryId: number) =>
  firstRow<{ id: number; quantity: number }>(
    db,
    sql`SELECT c.id, c.quantity FROM carts c WHERE ${ownedBy(shopper, 'c')} AND c.product_id = ${productId}
        AND c.inventory_id = ${inventoryId} FOR UPDATE`,
  )

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
      const updated = await firstRow<CartRow>(
        db,
        sql`UPDATE carts c SET quantity = ${quantity(existing.quantity)}, updated_at = now()
            ${extra.select ? sql`, selected = ${literal(CartSelection.SELECTED)}` : sql``}
            WHERE c.id = ${existing.id} RETURNING ${rowColumns}`,
      )
      if (updated) return updated
    }
    const owner = ownerValues(shopper)
    const inserted = await firstRow<CartRow>(
      db,
      sql`INSERT INTO carts AS c (product_id, inventory_id, user_id, user_token, quantity, selected, shipping_type)
          VALUES (${input.product_id}, ${input.inventory_id}, ${owner.user_id}, ${owner.user_token},
            ${quantity(null)}, ${literal(CartSelection.SELECTED)}, ${literal(ShippingType.LOCATION)})
          ON CONFLICT DO NOTHING RETURNING ${rowColumns}`,
    )
    if (inserted) return inserted
  }
  throw new ApiError('Your cart changed meanwhile. Please try again.')
}

/** POST cart/action: `quantity` is a delta; a line never goes below 1 nor (when growing) above the stock. */
export async function cartAction(c: ApiContext): Promise<{ row: CartRow; message: string }> {
  const body = await readBody(c)
  const input = parseBody(actionBody, body)
  const shopper = shopperOf(c, body)
  const { db } = c.var.services
  await requireGuestCheckout(db, shopper)
  const t = translatorOf(c)
  const row = await db.transaction(async (tx) => {
    const variant = await orderableVariant(c, tx, input, input.quantity > 0)
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
export async function buyNow(c: ApiContext): Promise<CartRow> {
  const body = await readBody(c)
  const input = parseBody(buyNowBody, body)
  const shopper = shopperOf(c, body)
  const { db } = c.var.services
  await requireGuestCheckout(db, shopper)
  const t = translatorOf(c)
  return db.transaction(async (tx) => {
    const variant = await orderableVariant(c, tx, input, true)
    if (input.quantity > variant.quantity) throw new ApiError(t('cart.maxQuantity'))
    await ensureGuest(tx, shopper)
    const row = await writeLine(tx, shopper, input, () => input.quantity, { select: true })
    // Only this shopper's other lines are deselected (the original deselected every shopper's).
    await tx.execute(
      sql`UPDATE carts c SET selected = ${literal(CartSelection.UNSELECTED)}, updated_at = now()
          WHERE ${ownedBy(shopper, 'c')} AND c.id <> ${row.id} AND c.selected = ${literal(CartSelection.SELECTED)}`,
    )
    return row
  })
}

/** DELETE cart/delete/{id}: removes one of the shopper's lines. */
export async function deleteLine(c: ApiContext, lineId: number | undefined): Promise<CartRow> {
  const shopper = shopperOf(c)
  const row =
    lineId === undefined
      ? undefined
      : await firstRow<CartRow>(
          c.var.services.db,
          sql`DELETE FROM carts c WHERE c.id = ${lineId} AND ${ownedBy(shopper, 'c')} RETURNING ${rowColumns}`,
        )
  if (!row) throw new ApiError('This item is not in your cart.')
  return row
}

/** Throws unless every id is one of the shopper's lines. */
async function requireOwnLines(db: Db, shopper: Shopper, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return
  const owned = await firstRow<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM carts c WHERE c.id IN (${idsSql(unique)}) AND ${ownedBy(shopper, 'c')}`,
  )
  if (owned?.n !== unique.length) throw new ApiError('Some of these items are not in your cart.')
}

/** POST cart/change: selects (`checked`) and deselects (`unchecked`) the shopper's lines. */
export async function changeSelection(c: ApiContext): Promise<true> {
  const body = await readBody(c)
  const input = parseBody(changeBody, body)
  const shopper = shopperOf(c, body)
  if (input.checked.some((id) => input.unchecked.includes(id))) {
    throw new ApiError('An item cannot be both checked and unchecked.')
  }
  const { db } = c.var.services
  await db.transaction(async (tx) => {
    await requireOwnLines(tx, shopper, [...input.checked, ...input.unchecked])
    for (const [ids, selected] of [
      [input.checked, CartSelection.SELECTED],
      [input.unchecked, CartSelection.UNSELECTED],
    ] as const) {
      if (ids.length === 0) continue
      await tx.execute(
        sql`UPDATE carts c SET selected = ${selected}, updated_at = now()
            WHERE c.id IN (${idsSql(ids)}) AND ${ownedBy(shopper, 'c')}`,
      )
    }
  })
  return true
}

/**
 * POST cart/update-shipping: checks each listed line (selected lines must be public and in stock; every place must
 * be the one its rule ships to for the chosen address, pickup only where offered), then saves the address as the
 * shopper's default and each line's place and delivery type.
 */
export async function updateShipping(c: ApiContext): Promise<CartLine[]> {
  const body = await readBody(c)
  const input = parseBody(updateShippingBody, body)
  const shopper = shopperOf(c, body)
  const { db } = c.var.services
  const t = translatorOf(c)
  const address = await addressOf(db, shopper, input.selected_address)
  if (!address) throw new ApiError(t('shipping.addAddressFirst'))
  const lines = await loadCartLines(db, c.var.lang, shopper)
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
    if (shopper.userToken !== null) {
      // The guest record carries the name of the address it ships to (contract 6.7).
      await tx.execute(
        sql`UPDATE guest_users SET name = ${address.name}, email = coalesce(email, ${address.email})
            WHERE user_token = ${shopper.userToken}`,
      )
    }
    for (const [, choice] of choices) {
      await tx.execute(
        sql`UPDATE carts c SET shipping_place_id = ${choice.shipping_place.id}, shipping_type = ${choice.shipping_type},
            updated_at = now() WHERE c.id = ${choice.cart} AND ${ownedBy(shopper, 'c')}`,
      )
    }
  })
  return (await loadCartLines(db, c.var.lang, shopper)).map((item) => item.line)
}

/** GET cart/by-user: every line of the shopper, selected or not. */
export async function cartByUser(c: ApiContext): Promise<CartLine[]> {
  const shopper = shopperOf(c)
  return (await loadCartLines(c.var.services.db, c.var.lang, shopper)).map((item) => item.line)
}
