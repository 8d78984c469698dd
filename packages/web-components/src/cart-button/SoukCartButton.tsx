import { CartButton, useWidgetSouk } from '@souk/react'
import cartButtonCss from '@souk/react/styles/Header/CartButton.css?inline'
import iconCss from '@souk/react/styles/Icon/Icon.css?inline'
import { useEffect } from 'react'
import { createSoukElement, type ElementProps, type SoukElementOf } from '../base/createSoukElement'
import { emit } from '../base/emit'
import { leaveWithCart, shopCartUrl } from '../base/handoff'
import css from './SoukCartButton.css?inline'

/** Attribute props of `<souk-cart-button>`. */
export interface SoukCartButtonProps {
  /** Where the button goes without a `<souk-cart>` on the page; default the shop's cart page with the hand-off. */
  href?: string
}

/** `<souk-cart-button>`: its attributes as properties, and `theme`. */
export type SoukCartButtonElement = SoukElementOf<SoukCartButtonProps>

function CartButtonElement({ href, host }: SoukCartButtonProps & ElementProps) {
  const souk = useWidgetSouk()

  // The count comes from the shopper's cart on the shop: load it once per Souk, whichever button asks first.
  useEffect(() => {
    if (souk.cart.getState().status === 'idle') void souk.cart.getState().load()
  }, [souk])

  return (
    <CartButton
      // Without a drawer on the page the button opens the shop's cart; a plain click takes this shopper's cart
      // along (a one-time hand-off code is asked for on the click: a link cannot hold one).
      href={href ?? shopCartUrl(souk)}
      onClick={(event) => {
        const count = souk.cart.getState().count
        if (!emit(host, 'souk-cart-open', { count }, { cancelable: true })) {
          event.preventDefault()
          return
        }
        const drawer = document.querySelector('souk-cart') as (HTMLElement & { show?: () => void }) | null
        if (drawer && typeof drawer.show === 'function') {
          event.preventDefault()
          drawer.show()
          return
        }
        const plainClick =
          event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
        if (href === undefined && plainClick) {
          event.preventDefault()
          void leaveWithCart(host, souk)
        }
      }}
    />
  )
}

/**
 * @summary The cart button with the item count of the page's shared cart: opens the page's `<souk-cart>`
 *   drawer, or without one goes to the shop's cart with this shopper's cart handed over.
 *
 * @tag souk-cart-button
 * @attr href - Where the button goes when there is no `<souk-cart>` on the page (default: the shop's cart
 *   page, with this shopper's cart handed over by a one-time code on a plain click).
 * @event {CustomEvent<SoukCartOpenDetail>} souk-cart-open - The button was pressed; cancelable: cancel it to
 *   open your own cart instead (`detail.count` is the item count).
 * @event {CustomEvent<SoukErrorDetail>} souk-error - No hand-off code could be had (the shopper stays).
 * @cssproperty --souk-surface - The widget's background (default: the theme's surface; `transparent` shows the page).
 * @cssproperty --souk-color-badge-bg - Background of the count badge.
 * @cssproperty --souk-color-badge-text - Text colour of the count badge.
 * @cssproperty --souk-color-text - Colour of the icon.
 */
export const SoukCartButton = /* @__PURE__ */ createSoukElement<SoukCartButtonProps>(CartButtonElement, {
  block: 'souk-cart-button',
  attributes: { href: 'string' },
  styles: [iconCss, cartButtonCss, css],
})
