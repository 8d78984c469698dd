import { checkoutUnitPrice, type PricedInventory } from './checkoutUnitPrice'
import type { PriceSource } from './displayPrice'
import { type NumberInput, toNumber } from './toNumber'

/** A variant as the selection rules read it. */
export interface SelectableInventory extends PricedInventory {
  quantity: NumberInput
}

/** An attribute group (e.g. Colour) with the value ids the product's variants use. */
export interface SelectableAttributeGroup {
  id: number
  values: readonly { attribute_value_id: number }[]
}

/** A product as the variant rules read it (a `ProductDetail` fits). */
export interface VariantProduct<I extends SelectableInventory = SelectableInventory> {
  inventory: readonly I[]
  attribute?: readonly SelectableAttributeGroup[]
}

/** The shopper's choice in an attribute picker: attribute (group) id -> chosen attribute value id. */
export type VariantSelection = Readonly<Record<number, number | null | undefined>>

/** The key that identifies a variant: its attribute value ids sorted ascending, joined with '-'. */
export function inventoryKey(valueIds: readonly number[]): string {
  return [...valueIds].sort((a, b) => a - b).join('-')
}

/** The chosen value ids of a selection (groups without a choice are left out). */
export function selectionValueIds(selection: VariantSelection | readonly number[]): number[] {
  if (Array.isArray(selection)) return [...selection]
  const ids: number[] = []
  for (const value of Object.values(selection as VariantSelection)) {
    if (typeof value === 'number') ids.push(value)
  }
  return ids
}

/**
 * The variant matching the chosen values (contract 9.1), or null. A product whose only variant has no
 * attributes gets that variant whatever is chosen (it is auto-selected).
 */
export function findInventory<I extends SelectableInventory>(
  product: VariantProduct<I>,
  selection: VariantSelection | readonly number[],
): I | null {
  const [only, ...others] = product.inventory
  if (only && others.length === 0 && only.inventory_attributes.length === 0) return only
  const wanted = inventoryKey(selectionValueIds(selection))
  return (
    product.inventory.find(
      (inventory) => inventoryKey(inventory.inventory_attributes.map((a) => a.attribute_value_id)) === wanted,
    ) ?? null
  )
}

/**
 * The attribute value ids an attribute picker should still offer: those carried by some variant in stock
 * (quantity > 0) that also carries every value chosen in the other groups.
 */
export function valueAvailability(product: VariantProduct, selection: VariantSelection): ReadonlySet<number> {
  const groupOfValue = new Map<number, number>()
  for (const group of product.attribute ?? []) {
    for (const value of group.values) groupOfValue.set(value.attribute_value_id, group.id)
  }
  const chosen: [groupId: number, valueId: number][] = []
  for (const [groupId, valueId] of Object.entries(selection)) {
    if (typeof valueId === 'number') chosen.push([Number(groupId), valueId])
  }
  const available = new Set<number>()
  for (const inventory of product.inventory) {
    if (toNumber(inventory.quantity) <= 0) continue
    const values = new Set(inventory.inventory_attributes.map((a) => a.attribute_value_id))
    for (const value of values) {
      const group = groupOfValue.get(value)
      if (group === undefined) continue
      if (chosen.every(([otherGroup, otherValue]) => otherGroup === group || values.has(otherValue))) {
        available.add(value)
      }
    }
  }
  return available
}

/**
 * The price shown for the chosen variant (contract 9.1): its own price when it has attribute pairs and a price
 * above 0, else the product's display price. The same rule as the checkout unit price.
 */
export function variantPrice(product: PriceSource, inventory: PricedInventory | null | undefined): number {
  return checkoutUnitPrice(product, inventory)
}
