import { ShippingType } from '../model/enums'
import { round2 } from './round2'
import { type NumberInput, toNumber } from './toNumber'

/** The value meaning "every country" or "every state" in a shipping place. */
export const ALL_PLACES = 'ALL'

/** A 0/1 flag as the API may send it (number, string or boolean). */
type FlagInput = number | boolean | string | null | undefined

/** A shipping place as the shipping rules read it (a `ShippingPlace` fits). */
export interface ShippingPlaceTerms {
  country: string
  state: string
  price: NumberInput
  pickup_price: NumberInput
  pickup_point?: FlagInput
  shipping_rule_id?: number
}

/** Where the shopper wants the parcel: ISO-2 country and state code. */
export interface ShippingDestination {
  country: string
  state?: string | null
}

/** A shipping rule as the charge rule reads it; `single_price` 1 charges once per rule and delivery type. */
export interface ShippingRuleTerms {
  id: number
  single_price: FlagInput
}

/** A line as the shipping charge reads it (a `CartLine` fits). */
export interface ShippingLine {
  shipping_type: ShippingType | `${ShippingType}`
  shipping_place: (ShippingPlaceTerms & { shipping_rule?: ShippingRuleTerms | null }) | null
  flash_product?: { shipping_rule?: ShippingRuleTerms | null } | null
}

/** Per-line shipping charges (same order as the lines given) and their total. */
export interface ShippingChargesResult {
  charges: number[]
  total: number
}

const isOn = (flag: FlagInput) => flag === true || (typeof flag !== 'boolean' && toNumber(flag) !== 0)

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase()

/**
 * The place a rule ships to for an address (contract 9.4): an exact country and state match wins; else the
 * country with state ALL; else country ALL (state ALL preferred, then any). Null when the line cannot be shipped.
 */
export function selectShippingPlace<P extends ShippingPlaceTerms>(
  places: readonly P[] | null | undefined,
  address: ShippingDestination | null | undefined,
): P | null {
  if (!places || !address?.country) return null
  const { country, state } = address
  const exact = state ? places.find((p) => same(p.country, country) && same(p.state, state)) : undefined
  return (
    exact ??
    places.find((p) => same(p.country, country) && same(p.state, ALL_PLACES)) ??
    places.find((p) => same(p.country, ALL_PLACES) && same(p.state, ALL_PLACES)) ??
    places.find((p) => same(p.country, ALL_PLACES)) ??
    null
  )
}

/**
 * Whether a place of a line's rule may be chosen for an address: the place `selectShippingPlace` picks, or any other
 * place of the rule in the address's country whose state is the address's state or ALL (the original storefront may
 * send the rule's `US / ALL` place for a Californian address where the rule also has `US / CA`; that place's price
 * is charged). Places of other countries, or of other rules, are not.
 */
export function shippingPlaceAllowed<P extends ShippingPlaceTerms & { id: number }>(
  places: readonly P[] | null | undefined,
  address: ShippingDestination | null | undefined,
  placeId: number,
): P | null {
  const chosen = places?.find((place) => place.id === placeId)
  if (!chosen || !address?.country) return null
  if (selectShippingPlace(places, address)?.id === placeId) return chosen
  const inCountry = same(chosen.country, address.country)
  const inState = same(chosen.state, ALL_PLACES) || (!!address.state && same(chosen.state, address.state))
  return inCountry && inState ? chosen : null
}

/** Whether a place offers pickup (its `pickup_point` is set). */
export function pickupAvailable(place: ShippingPlaceTerms | null | undefined): boolean {
  return isOn(place?.pickup_point)
}

/** What one line's delivery costs at a place: `price` for delivery to the address, `pickup_price` for pickup. */
export function lineShippingCost(
  place: ShippingPlaceTerms | null | undefined,
  shippingType: ShippingType | `${ShippingType}`,
): number {
  if (!place) return 0
  return toNumber(Number(shippingType) === ShippingType.PICKUP ? place.pickup_price : place.price)
}

/** The shipping rule behind a line: the one attached to its place, else the product's. */
function ruleOf(line: ShippingLine): ShippingRuleTerms | null {
  return line.shipping_place?.shipping_rule ?? line.flash_product?.shipping_rule ?? null
}

/**
 * Shipping of the given lines (contract 9.4): charged per line, never multiplied by quantity. A rule with
 * `single_price` 1 is charged once per (rule, delivery type): the first such line pays, the others 0.
 * Lines without a shipping place cost nothing. Pass only the lines being checked out.
 */
export function shippingCharges(lines: readonly ShippingLine[]): ShippingChargesResult {
  const charged = new Set<string>()
  let total = 0
  const charges = lines.map((line) => {
    const place = line.shipping_place
    if (!place) return 0
    const rule = ruleOf(line)
    if (rule && isOn(rule.single_price)) {
      const key = `${rule.id}:${Number(line.shipping_type)}`
      if (charged.has(key)) return 0
      charged.add(key)
    }
    const charge = round2(lineShippingCost(place, line.shipping_type))
    total += charge
    return charge
  })
  return { charges, total: round2(total) }
}
