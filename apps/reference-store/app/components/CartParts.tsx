import { localizePath, routes as paths } from '@souk/core'
import { CartSummary, StickyCartBar, useLocale, VoucherInput } from '@souk/react'
import { useNavigate } from 'react-router'

/**
 * The cart page's summary (the selected lines' totals, the voucher box and the way to checkout) and its sticky
 * bar of small screens, loaded after the page hydrated (`deferredPart.tsx`, issue 17). Until their code arrives
 * their server HTML stays: the voucher box is a form the cart's action answers, and a press on 'Checkout' is
 * pressed again once they have hydrated; then the totals follow the lines.
 */

/** Goes to the shipping step, the checkout's first. */
function useToShipping() {
  const navigate = useNavigate()
  const { language } = useLocale()
  return () => navigate(localizePath(paths.shipping, language))
}

/** The summary with the voucher box. */
export function CartSummaryPart() {
  const toShipping = useToShipping()
  return (
    <CartSummary onCheckout={toShipping}>
      <VoucherInput />
    </CartSummary>
  )
}

/** The sticky cart bar of small screens, after the footer: the selected lines' total and the way to checkout. */
export function CheckoutBar() {
  return <StickyCartBar onCheckout={useToShipping()} />
}
