import { selectionValueIds, type VariantSelection } from './findInventory'

/**
 * How a product image names the attribute value it shows (a colour, a metal): its file name ends in
 * `-av<attribute_value_id>` before the extension, e.g. `product-12-shirt-green-av7.png` shows value 7 (Green).
 * Image fields are file names (contract 1.8), so the link needs no new field: any shop can name its uploads so.
 */
export const valueImageSuffix = (attributeValueId: number): string => `-av${attributeValueId}`

const VALUE_IN_NAME = /-av(\d{1,12})\.[A-Za-z0-9]{1,5}$/

/** The attribute value id an image name shows, or null when it shows none. */
export function imageValueId(name: string): number | null {
  const match = VALUE_IN_NAME.exec(name)
  return match ? Number(match[1]) : null
}

/**
 * The image that shows the shopper's choice: among `images` (in gallery order), the first one naming a chosen
 * attribute value, or null when none does (the gallery then keeps its own choice).
 */
export function imageForSelection(
  images: readonly string[],
  selection: VariantSelection | readonly number[],
): string | null {
  const chosen = new Set(selectionValueIds(selection))
  if (chosen.size === 0) return null
  for (const name of images) {
    const value = imageValueId(name)
    if (value !== null && chosen.has(value)) return name
  }
  return null
}
