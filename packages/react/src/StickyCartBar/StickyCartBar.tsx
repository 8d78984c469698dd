import { cx, routes, selectCartTotals } from '@souk/core'
import { type ReactNode, useMemo } from 'react'
import { Button } from '../Button'
import { useLinks } from '../hooks/useLinks'
import { usePrice } from '../hooks/usePrice'
import { useCart } from '../hooks/useStores'
import { useT } from '../hooks/useT'

/** Props of `StickyCartBar`. */
export interface StickyCartBarProps {
  /** Called by the checkout button; default: goes to the shipping step in the current language. */
  onCheckout?: () => void
  /** Text of the button; default the translated 'Proceed to checkout'. */
  checkoutLabel?: ReactNode
  /** A request the button started is in flight (e.g. placing the order); the cart's own requests count too. */
  busy?: boolean
  /** What the busy button says; default the translated 'Loading…'. */
  busyLabel?: ReactNode
  /** Shown only on small screens (up to 576 px wide), as a bar stuck to the end of the viewport (default true). */
  smallScreensOnly?: boolean
  /** Extra class on the root. */
  className?: string
}

/**
 * The sticky cart bar of small screens (spec §2.6.4): how many items are selected, the total of the selected lines
 * (core's cart totals, shop currency) and the checkout button, disabled while nothing is selected.
 */
export function StickyCartBar({
  onCheckout,
  checkoutLabel,
  busy: working = false,
  busyLabel,
  smallScreensOnly = true,
  className,
}: StickyCartBarProps) {
  const { t } = useT()
  const links = useLinks()
  const format = usePrice()
  const lines = useCart((state) => state.lines)
  const address = useCart((state) => state.address)
  const voucher = useCart((state) => state.voucher)
  const busy = useCart((state) => state.pending.length > 0)
  const totals = useMemo(
    () => selectCartTotals(lines, { address, voucherDiscount: voucher?.discount ?? 0 }),
    [lines, address, voucher],
  )
  const checkout = () => {
    if (onCheckout) onCheckout()
    else window.location.assign(links.localize(routes.shipping))
  }
  return (
    <section
      className={cx('souk-sticky-cart-bar', className)}
      data-small-only={smallScreensOnly || undefined}
      aria-label={t('cart.orderSummary')}
    >
      <div className="souk-sticky-cart-bar__summary" aria-live="polite" aria-atomic="true">
        <span className="souk-sticky-cart-bar__count">
          {t('cart.selectedCount', { count: totals.selectedCount })}
        </span>
        <span className="souk-sticky-cart-bar__total">
          <span className="souk-sticky-cart-bar__total-label">{t('cart.total')}</span>{' '}
          <strong className="souk-sticky-cart-bar__amount">{format(totals.total)}</strong>
        </span>
      </div>
      <Button
        className="souk-sticky-cart-bar__checkout"
        disabled={totals.selectedCount === 0}
        busy={busy || working}
        busyLabel={busyLabel}
        onClick={checkout}
      >
        {checkoutLabel ?? t('cart.checkout')}
      </Button>
    </section>
  )
}
