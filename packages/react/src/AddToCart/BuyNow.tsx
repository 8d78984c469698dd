import type { VariantSelection } from '@souk/core'
import { CART_FORM, cx, selectionChoices } from '@souk/core'
import { type FormEvent, useId } from 'react'
import { Button, type ButtonProps } from '../Button'
import { useLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import { type PurchaseDetail, type PurchaseProduct, usePurchase } from './usePurchase'

const NO_SELECTION: VariantSelection = {}

/** Props of `BuyNow`. */
export interface BuyNowProps {
  /** The product to buy (a `ProductDetail` fits). */
  product: PurchaseProduct
  /** The shopper's choice per attribute group, from `AttributePicker`. */
  selection?: VariantSelection
  /** How many to buy (the line is set to this quantity). */
  quantity?: number
  /** Called after the cart made the product the only selected line: the host goes to checkout. */
  onBuyNow?: (detail: PurchaseDetail) => void
  /** Visual weight of the button. */
  variant?: ButtonProps['variant']
  /** Extra class on the root. */
  className?: string
}

/**
 * A 'Buy now' button on its own (connected), e.g. for a sticky bar: checks with core's `validateAddToCart`,
 * shows a failing check's message next to it, then calls the cart store's `buyNow` while busy and hands over to
 * the host through `onBuyNow`. `AddToCart` with `onBuyNow` shows the same button next to its quantity field.
 * Like `AddToCart` it is a real form to `souk.links.cartAction()` (intent `buy-now`), posted natively before the
 * page's scripts run; once hydrated the press runs in the page.
 */
export function BuyNow({
  product,
  selection = NO_SELECTION,
  quantity = 1,
  onBuyNow,
  variant = 'secondary',
  className,
}: BuyNowProps) {
  const { t } = useT()
  const links = useLinks()
  const messageId = `${useId()}message`
  const { soldOut, busy, message, run } = usePurchase(product, selection, quantity)
  const buy = async () => {
    const detail = await run('buy')
    if (detail) onBuyNow?.(detail)
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void buy()
  }
  return (
    <form
      method="post"
      action={links.cartAction()}
      className={cx('souk-buy-now', className)}
      onSubmit={submit}
    >
      <input type="hidden" name={CART_FORM.product} value={product.id} />
      <input type="hidden" name={CART_FORM.quantity} value={quantity} />
      {selectionChoices(selection).map((choice) => (
        <input key={choice} type="hidden" name={CART_FORM.choice} value={choice} />
      ))}
      <Button
        className="souk-buy-now__button"
        size="lg"
        variant={variant}
        busy={busy === 'buy'}
        disabled={soldOut}
        aria-describedby={message ? messageId : undefined}
        type="submit"
        name={CART_FORM.intent}
        value="buy-now"
        onClick={(event) => {
          event.preventDefault()
          void buy()
        }}
      >
        {t('product.buyNow')}
      </Button>
      <p id={messageId} className="souk-add-to-cart__message" aria-live="polite">
        {message ? t(message.key, message.params) : ''}
      </p>
    </form>
  )
}
