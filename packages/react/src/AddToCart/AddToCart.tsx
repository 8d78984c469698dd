import { CART_FORM, cx, findInventory, selectionChoices, toNumber, type VariantSelection } from '@souk/core'
import { type FormEvent, type MouseEvent, useId, useState } from 'react'
import { Button } from '../Button'
import { useLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'
import { usePart } from '../parts'
import { QuantityInput } from '../QuantityInput'
import { type PurchaseDetail, type PurchaseProduct, usePurchase } from './usePurchase'

const NO_SELECTION: VariantSelection = {}

/** Props of `AddToCart`. */
export interface AddToCartProps {
  /** The product to add (a `ProductDetail` fits). */
  product: PurchaseProduct
  /** The shopper's choice per attribute group, from `AttributePicker`; a product without options needs none. */
  selection?: VariantSelection
  /** Called after the cart accepted the product. */
  onAdded?: (detail: PurchaseDetail) => void
  /** Shows a 'Buy now' button too; called after the cart made the product the only selected line (the host then goes to checkout). */
  onBuyNow?: (detail: PurchaseDetail) => void
  /** Extra class on the root. */
  className?: string
}

/**
 * The purchase block of a product page (connected): a quantity field within 1..the stock of the chosen variant,
 * an 'Add to cart' button and, with `onBuyNow`, a 'Buy now' button. A press is checked with core's
 * `validateAddToCart` and a failing check shows its message next to the buttons ('Please select all required
 * attributes.', 'This product is out of stock.', …); otherwise the cart store's `add` / `buyNow` runs while the
 * pressed button is busy, the store toasts the outcome and updates the count, and a polite live region
 * announces '… was added to your cart.'.
 *
 * It is a real form (`method="post"` to `souk.links.cartAction()`, the fields of core's `CART_FORM`), rendered on
 * the server: before the page's scripts run, or without them, a press posts it to the store's cart action, which
 * adds the line with the same rules and comes back to the page with the message. Once hydrated, a press runs the
 * flow above instead (the submission is prevented: no reload).
 */
export function AddToCart({
  product,
  selection = NO_SELECTION,
  onAdded,
  onBuyNow,
  className,
}: AddToCartProps) {
  const { t } = useT()
  const links = useLinks()
  const part = usePart('add-to-cart')
  const messageId = `${useId()}message`
  const [quantity, setQuantity] = useState(1)
  const inventory = findInventory(product, selection)
  const stock = inventory ? toNumber(inventory.quantity) : 0
  const max = stock > 0 ? stock : null
  // A variant with less stock than the quantity typed for another one brings the quantity down to its stock.
  const wanted = max === null ? quantity : Math.min(quantity, max)
  const { soldOut, busy, message, announcement, run } = usePurchase(product, selection, wanted)
  const describedBy = message ? messageId : undefined
  const add = async () => {
    const detail = await run('add')
    if (detail) onAdded?.(detail)
  }
  const buy = async () => {
    const detail = await run('buy')
    if (detail) onBuyNow?.(detail)
  }
  // Hydrated: the press runs the flow in the page; the form is not submitted.
  const press = (action: () => Promise<void>) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    void action()
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void add()
  }

  return (
    <form
      method="post"
      action={links.cartAction()}
      className={cx('souk-add-to-cart', className)}
      part={part()}
      data-sold-out={soldOut || undefined}
      onSubmit={submit}
    >
      <input type="hidden" name={CART_FORM.product} value={product.id} />
      {selectionChoices(selection).map((choice) => (
        <input key={choice} type="hidden" name={CART_FORM.choice} value={choice} />
      ))}
      <QuantityInput
        className="souk-add-to-cart__quantity"
        name={CART_FORM.quantity}
        value={wanted}
        stock={max}
        onChange={setQuantity}
        busy={busy !== null}
        disabled={soldOut}
      />
      <div className="souk-add-to-cart__actions">
        <Button
          className="souk-add-to-cart__add"
          part={part('add')}
          size="lg"
          icon={<Icon name="cart" />}
          busy={busy === 'add'}
          disabled={soldOut}
          aria-describedby={describedBy}
          type="submit"
          name={CART_FORM.intent}
          value="add"
          onClick={press(add)}
        >
          {t('product.addToCart')}
        </Button>
        {onBuyNow ? (
          <Button
            className="souk-add-to-cart__buy"
            part={part('buy')}
            size="lg"
            variant="secondary"
            busy={busy === 'buy'}
            disabled={soldOut}
            aria-describedby={describedBy}
            type="submit"
            name={CART_FORM.intent}
            value="buy-now"
            onClick={press(buy)}
          >
            {t('product.buyNow')}
          </Button>
        ) : null}
      </div>
      <p id={messageId} className="souk-add-to-cart__message" aria-live="polite">
        {message ? t(message.key, message.params) : ''}
      </p>
      <div className="souk-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement ? <span key={announcement.id}>{announcement.text}</span> : null}
      </div>
    </form>
  )
}
