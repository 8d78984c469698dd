import type { VariantSelection } from '../pricing/findInventory'

/**
 * The cart's forms (add to cart, buy now, a line's quantity and removal, the voucher): real `<form method="post">`s
 * to `souk.links.cartAction()`, so they work before the page's scripts run and without them. The components
 * render these field names; the store's server action reads them with `readCartForm` and runs them with
 * `runCartForm` (`runCartForm.ts`, not in the pages' code), through the same cart store and rules as the page's scripts.
 */
export const CART_FORM = {
  /** What to do: one of `CART_INTENTS` (the submit button's value). */
  intent: 'intent',
  /** The product to add or buy. */
  product: 'product_id',
  /** One per chosen attribute group: `{groupId}:{valueId}`. */
  choice: 'choice',
  /** How many to add or buy, or the line's new quantity. */
  quantity: 'quantity',
  /** The quantity a line's − / + button sets (its value), before the page's scripts run. */
  setQuantity: 'set_quantity',
  /** The cart line to change or remove. */
  line: 'line_id',
  /** The voucher code. */
  code: 'voucher',
} as const

/** The intents a cart form posts. */
export const CART_INTENTS = ['add', 'buy-now', 'quantity', 'remove', 'voucher'] as const
export type CartIntent = (typeof CART_INTENTS)[number]

/** A posted cart form, read. Quantities stay text: `runCartForm` checks them with core's rules. */
export type CartFormInput =
  | { intent: 'add' | 'buy-now'; productId: number; selection: VariantSelection; quantity: string }
  | { intent: 'quantity'; lineId: number; quantity: string }
  | { intent: 'remove'; lineId: number }
  | { intent: 'voucher'; code: string }

/** What a form's fields can be read from (`FormData`, `URLSearchParams`). */
interface FormFields {
  get(name: string): unknown
  getAll(name: string): unknown[]
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const positiveId = (value: unknown) => {
  const id = Number(text(value))
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The hidden `choice` values of a selection (`{groupId}:{valueId}`), for a form. */
export function selectionChoices(selection: VariantSelection): string[] {
  return Object.entries(selection)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
    .map(([group, value]) => `${group}:${value}`)
}

/**
 * Reads a posted cart form. Null when the intent is unknown or an id is missing or malformed: no shopper's page
 * posts that (the action answers 400). A malformed quantity or an empty code is read as it is: core's rules
 * refuse it with the message the page's scripts show.
 */
export function readCartForm(form: FormFields): CartFormInput | null {
  const intent = text(form.get(CART_FORM.intent)) as CartIntent
  if (intent === 'add' || intent === 'buy-now') {
    const productId = positiveId(form.get(CART_FORM.product))
    if (productId === null) return null
    const selection: Record<number, number> = {}
    for (const choice of form.getAll(CART_FORM.choice)) {
      const [group, value] = text(choice).split(':').map(positiveId)
      if (!group || !value) return null
      selection[group] = value
    }
    return { intent, productId, selection, quantity: text(form.get(CART_FORM.quantity)) || '1' }
  }
  if (intent === 'quantity' || intent === 'remove') {
    const lineId = positiveId(form.get(CART_FORM.line))
    if (lineId === null) return null
    if (intent === 'remove') return { intent, lineId }
    // A − / + button carries the quantity it sets; Enter in the field sends the typed one.
    const quantity = text(form.get(CART_FORM.setQuantity)) || text(form.get(CART_FORM.quantity))
    return { intent, lineId, quantity }
  }
  if (intent === 'voucher') return { intent, code: text(form.get(CART_FORM.code)) }
  return null
}
