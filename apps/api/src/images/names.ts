/**
 * The names of the seed's product pictures. A name says what the picture draws, so the picture is drawn from its
 * product's type, not guessed from its title:
 * - `product-<id>-<kind>-<tint>-av<value>.png`: the outline tinted in a colour or metal, showing that attribute
 *   value (core's `imageForSelection` follows the shopper's choice to it);
 * - `product-<id>-<view>-<kind>.png`: one of a few views of a product without colours.
 */
import { valueImageSuffix } from '@souk/core'
import { KINDS, type Kind } from './art'

/** The paints of the tints a picture can take (colours and metals of the seed's attributes), by slug. */
export const TINTS: Readonly<Record<string, readonly [number, number, number]>> = {
  black: [40, 40, 46],
  white: [236, 236, 230],
  red: [198, 38, 44],
  blue: [37, 99, 200],
  green: [34, 150, 74],
  gold: [212, 168, 55],
  silver: [176, 182, 190],
  'rose-gold': [214, 140, 120],
}

/** What a product picture shows. */
export type ProductImageSpec =
  | { product: number; kind: Kind; tint: string; value: number }
  | { product: number; kind: Kind; view: number }

/** The file name of a product picture. */
export function productImageName(spec: ProductImageSpec): string {
  return 'tint' in spec
    ? `product-${spec.product}-${spec.kind}-${spec.tint}${valueImageSuffix(spec.value)}.png`
    : `product-${spec.product}-${spec.view}-${spec.kind}.png`
}

const TINTED = new RegExp(
  `^product-(\\d{1,9})-([a-z]+(?:-[a-z]+)*?)-(${Object.keys(TINTS).join('|')})-av(\\d{1,9})\\.png$`,
)
const VIEW = /^product-(\d{1,9})-(\d{1,2})-([a-z]+(?:-[a-z]+)*)\.png$/

/** What a product picture's name shows, or null when it is not such a name (or names an unknown kind or tint). */
export function parseProductImageName(
  name: string,
): { product: number; kind: Kind; tint: string | null } | null {
  const kinds: readonly string[] = KINDS
  let match = TINTED.exec(name)
  if (match) {
    const [, product, kind, tint] = match
    if (!kind || !tint || !kinds.includes(kind) || !(tint in TINTS)) return null
    return { product: Number(product), kind: kind as Kind, tint }
  }
  match = VIEW.exec(name)
  if (match) {
    const [, product, , kind] = match
    if (!kind || !kinds.includes(kind)) return null
    return { product: Number(product), kind: kind as Kind, tint: null }
  }
  return null
}
