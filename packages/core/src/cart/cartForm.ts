import type { SoukClient } from '../api'
import type { ProductDetail } from '../model'
import { findInventory, type VariantSelection } from '../pricing/findInventory'
import { toNumber } from '../pricing/toNumber'
import type { ToastState } from '../toast/toastStore'
import { errorText } from '../util/errorText'
import type { Translate } from '../util/types'
import { validateAddToCart, validateQuantity } from '../validation'
import type { FieldMessage, ValidationMessage } from '../validation/validationMessage'
import type { AppliedVoucher, CartState } from './cartStore'

/**
 * The cart's forms (add to cart, buy now, a line's quantity and removal, the voucher): real `<form method="post">`s
 * to `souk.links.cartAction()`, so they work before the page's scripts run and without them. The components
 * render these field names; the store's server action reads them with `readCartForm` and runs them with
 * `runCartForm`, through the same cart store and rules as the page's scripts.
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

/** The outcome of a cart form. */
export interface CartFormResult {
  ok: boolean
  /** The message as a catalogue key, when it is one (core's checks and the outcomes); null for the API's words. */
  message: ValidationMessage
  /** The message as the page's scripts show it (translated; a refusal of the API in its own words). */
  text: string
  /** The voucher accepted (intent `voucher`). */
  voucher?: AppliedVoucher | null
  /** The product added or bought (its page is where a form without scripts comes back to). */
  product?: Pick<ProductDetail, 'id' | 'slug'>
}

/** What `runCartForm` needs of a Souk (a server request's). */
export interface CartFormSouk {
  client: Pick<SoukClient, 'catalog'>
  cart: { getState: () => CartState }
  toast: { getState: () => ToastState }
  t: Translate
}

/** Success messages of the intents. */
const DONE: Record<CartIntent, string> = {
  add: 'cart.added',
  'buy-now': 'cart.added',
  quantity: 'cart.updated',
  remove: 'cart.removed',
  voucher: 'voucher.applied',
}

/**
 * Runs a posted cart form with a Souk of the request: the same checks (`validateAddToCart`, `validateQuantity`)
 * and the same cart store actions (`add`, `buyNow`, `setQuantity`, `remove`, `applyVoucher`) as the page's
 * scripts, so the same rules and messages.
 */
export async function runCartForm(souk: CartFormSouk, input: CartFormInput): Promise<CartFormResult> {
  const refused = (message: FieldMessage): CartFormResult => ({
    ok: false,
    message,
    text: souk.t(message.key, message.params),
  })
  const done = (): CartFormResult => ({
    ok: true,
    message: { key: DONE[input.intent] },
    text: souk.t(DONE[input.intent]),
    voucher: input.intent === 'voucher' ? souk.cart.getState().voucher : undefined,
  })
  // A refusal the cart store toasted (the API's words, or a generic text).
  const toasted = (): CartFormResult => {
    const toast = souk.toast.getState()
    const words = toast.error ? toast.message : souk.t('errors.somethingWentWrong')
    return { ok: false, message: toast.error ? null : { key: 'errors.somethingWentWrong' }, text: words }
  }
  const cart = () => souk.cart.getState()
  const applyCode = async ({ code }: { code: string }) => {
    if (!code.trim())
      return refused({ key: 'validation.required', params: { type: souk.t('fields.voucher') } })
    return (await cart().applyVoucher(code)) ? done() : toasted()
  }

  if (input.intent === 'add' || input.intent === 'buy-now') {
    let product: ProductDetail
    try {
      product = (await souk.client.catalog.product(input.productId)).data
    } catch (error) {
      return { ok: false, message: null, text: errorText(error, souk.t) }
    }
    const about = { product: { id: product.id, slug: product.slug } }
    const problem = validateAddToCart(product, input.selection, input.quantity)
    const inventory = findInventory(product, input.selection)
    if (problem || !inventory) return { ...refused(problem ?? { key: 'product.outOfStock' }), ...about }
    const line = {
      product_id: product.id,
      inventory_id: inventory.id,
      quantity: Number(input.quantity),
      stock: toNumber(inventory.quantity),
    }
    const added = input.intent === 'add' ? await cart().add(line) : await cart().buyNow(line)
    return { ...(added ? done() : toasted()), ...about }
  }

  if (input.intent === 'remove') return (await cart().remove(input.lineId)) ? done() : toasted()

  if (!(await cart().load())) return toasted()
  if (input.intent === 'quantity') {
    const line = cart().lines.find((candidate) => candidate.id === input.lineId)
    if (!line) return refused({ key: 'errors.notFound' })
    const problem = validateQuantity(input.quantity, line.updated_inventory?.quantity)
    if (problem) return refused(problem)
    return (await cart().setQuantity(input.lineId, Number(input.quantity))) ? done() : toasted()
  }
  return applyCode(input as Extract<CartFormInput, { intent: 'voucher' }>)
}
