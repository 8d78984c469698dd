import type { SoukClient } from '../api'
import type { ProductDetail } from '../model'
import { findInventory } from '../pricing/findInventory'
import { toNumber } from '../pricing/toNumber'
import type { ToastState } from '../toast/toastStore'
import { errorText } from '../util/errorText'
import type { Translate } from '../util/types'
import { validateAddToCart, validateQuantity } from '../validation'
import type { FieldMessage, ValidationMessage } from '../validation/validationMessage'
import type { CartFormInput, CartIntent } from './cartForm'
import type { AppliedVoucher, CartState } from './cartStore'

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
