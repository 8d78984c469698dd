import type { VariantProduct, VariantSelection } from './findInventory'

/**
 * A product page's choice of options in its address: one query parameter per attribute group,
 * `attr_<groupId>=<valueId>` (e.g. `?attr_3=12&attr_4=20`). The picker's GET form (before and without
 * JavaScript) names its radios so; the page's scripts keep the address in step. A chosen variant can be
 * linked, reloaded and posted to the cart by a page the server rendered.
 */
const PREFIX = 'attr_'
/** An id as the address may carry it: a positive whole number of at most 16 digits. */
const ID = /^[1-9]\d{0,15}$/

/** The query parameter of an attribute group's choice (`attr_<groupId>`). */
export function variantParam(groupId: number): string {
  return `${PREFIX}${groupId}`
}

const paramsOf = (search: string | URLSearchParams) =>
  new URLSearchParams(typeof search === 'string' ? search : search.toString())

/**
 * The choice a product page's address carries: for each of the product's attribute groups, the value its
 * parameter names when that value is one of the group's. Anything else (an unknown group or value, a malformed
 * id) is left out: the page shows no choice for that group.
 */
export function selectionFromQuery(
  product: VariantProduct,
  search: string | URLSearchParams,
): VariantSelection {
  const params = paramsOf(search)
  const selection: Record<number, number> = {}
  for (const group of product.attribute ?? []) {
    const raw = params.get(variantParam(group.id))
    if (raw === null || !ID.test(raw)) continue
    const valueId = Number(raw)
    if (group.values.some((value) => value.attribute_value_id === valueId)) selection[group.id] = valueId
  }
  return selection
}

/**
 * The query of a product page showing `selection`: the address's other parameters kept (e.g. the reviews'
 * page), its choice parameters replaced (a group without a choice has none). `''` or `?…`.
 */
export function selectionSearch(selection: VariantSelection, search: string | URLSearchParams = ''): string {
  const params = paramsOf(search)
  for (const key of [...params.keys()]) {
    if (key.startsWith(PREFIX) && ID.test(key.slice(PREFIX.length))) params.delete(key)
  }
  for (const [groupId, valueId] of Object.entries(selection)) {
    if (typeof valueId === 'number') params.set(variantParam(Number(groupId)), String(valueId))
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Whether two queries of a product page differ only in the choice of options (the page's data is the same). */
export function sameButSelection(a: string | URLSearchParams, b: string | URLSearchParams): boolean {
  return selectionSearch({}, a) === selectionSearch({}, b)
}
