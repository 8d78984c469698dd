import { displayPrice, type PriceSource } from './displayPrice'
import { type NumberInput, toNumber } from './toNumber'

/** The parts of a variant (an `updated_inventories` row) the price rules read. */
export interface PricedInventory {
  price: NumberInput
  inventory_attributes: readonly { attribute_value_id: number }[]
}

/** Whether a variant has attribute pairs (a product without variants has one attribute-less inventory). */
export function hasAttributes(inventory: PricedInventory | null | undefined): boolean {
  return (inventory?.inventory_attributes.length ?? 0) > 0
}

/**
 * The unit price charged at checkout (contract 9.2): the variant price when the variant has attributes and a
 * price above 0; else the flash price when a sale is active (even 0); else offered if above 0; else selling.
 * A deleted product (null) with no priced variant costs 0.
 */
export function checkoutUnitPrice(
  product: PriceSource | null | undefined,
  inventory: PricedInventory | null | undefined,
): number {
  if (inventory && hasAttributes(inventory)) {
    const variantPrice = toNumber(inventory.price)
    if (variantPrice > 0) return variantPrice
  }
  return product ? displayPrice(product) : 0
}

/** The checkout unit price of a cart line (its `flash_product` and `updated_inventory`). */
export function lineUnitPrice(line: {
  flash_product: PriceSource | null
  updated_inventory: PricedInventory | null
}): number {
  return checkoutUnitPrice(line.flash_product, line.updated_inventory)
}
