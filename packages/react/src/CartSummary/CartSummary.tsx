import { type Address, allSelected, cx, selectCartTotals, selectedLines, shippingBlocker } from '@souk/core'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { messageText } from '../AddressForm/messageText'
import { Button } from '../Button'
import { useEditsKept } from '../hooks/useEditsKept'
import { useCart, useSettings } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { usePart } from '../parts'
import { Shimmer } from '../Shimmer'
import { useWidgetSouk } from '../SoukProvider'
import { CartAnnouncer } from './CartAnnouncer'
import { PriceBreakdown, type PriceBreakdownRow } from './PriceBreakdown'

/** Props of `CartSummary`. */
export interface CartSummaryProps {
  /** Called by the checkout button when the selected lines may go on. */
  onCheckout?: () => void
  /** Text of the checkout button; default the translated 'Proceed to checkout'. */
  checkoutLabel?: ReactNode
  /** The shipping address; default the cart store's address. */
  address?: Pick<Address, 'country' | 'state'> | null
  /**
   * Whether an address is needed to go on (the shipping step). On the cart page it is not: the address is
   * chosen next, and only 'no product selected' (or a line that cannot ship to a known address) blocks.
   */
  requireAddress?: boolean
  /** A request started by the checkout button is in flight: the button is busy (spec §4) and ignores presses. */
  busy?: boolean
  /** What the busy button says; default the translated 'Loading…'. */
  busyLabel?: ReactNode
  /** Hides the select-all checkbox (e.g. on the checkout page). */
  hideSelectAll?: boolean
  /** Heading level of the summary title. */
  headingLevel?: 2 | 3
  /** Extra content under the button (e.g. a voucher field or payment icons). */
  children?: ReactNode
  /** Extra class on the root. */
  className?: string
}

/**
 * The cart's summary, connected to the cart store: a select-all checkbox, the selected count, then subtotal,
 * bundle discount, tax, shipping, voucher and total from core's `selectCartTotals` (formatted with the shop's
 * currency), and the checkout button, disabled with the reason from core's `shippingBlocker` shown under it
 * (e.g. 'You don't have any product selected…'). Holds the cart's live region (`CartAnnouncer`).
 */
export function CartSummary({
  onCheckout,
  checkoutLabel,
  address,
  requireAddress = false,
  busy = false,
  busyLabel,
  hideSelectAll = false,
  headingLevel = 2,
  children,
  className,
}: CartSummaryProps) {
  const { t } = useT()
  const part = usePart('cart-summary')
  const souk = useWidgetSouk()
  const id = useId()
  const selectAllRef = useRef<HTMLInputElement>(null)
  const countries = useSettings((state) => state.countries)
  const { lines, voucher, storeAddress, status } = useCart(
    useShallow((state) => ({
      lines: state.lines,
      voucher: state.voucher,
      storeAddress: state.address,
      status: state.status,
    })),
  )
  const destination = address === undefined ? storeAddress : address
  const totals = selectCartTotals(lines, { address: destination, voucherDiscount: voucher?.discount ?? 0 })
  const selected = selectedLines(lines)
  const everySelected = allSelected(lines)
  // 'Select all' ticked or unticked before the page's scripts ran is told to the cart once they run.
  useEditsKept(selectAllRef)
  const someSelected = selected.length > 0 && !everySelected
  let blocker = shippingBlocker(lines, destination)
  if (blocker?.key === 'shipping.addAddressFirst' && !requireAddress) blocker = null
  const shippingUnknown = !destination && selected.some((line) => !line.shipping_place)

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected
  }, [someSelected])

  const Heading = `h${headingLevel}` as const
  const loading = status === 'loading'

  const rows: PriceBreakdownRow[] = [{ id: 'subtotal', label: t('cart.subtotal'), amount: totals.subtotal }]
  if (totals.bundleDiscount > 0) {
    rows.push({
      id: 'bundle',
      label: t('cart.bundleDiscount'),
      amount: totals.bundleDiscount,
      discount: true,
    })
  }
  rows.push({ id: 'tax', label: t('cart.tax'), amount: totals.tax })
  rows.push(
    shippingUnknown
      ? { id: 'shipping', label: t('cart.shipping'), value: t('cart.calculatedAtNextStep') }
      : { id: 'shipping', label: t('cart.shipping'), amount: totals.shipping },
  )
  if (voucher) {
    rows.push({
      id: 'voucher',
      label: t('cart.voucherDiscount'),
      note: <span dir="auto">({voucher.code})</span>,
      amount: totals.voucher,
      discount: true,
    })
  }
  rows.push({ id: 'total', label: t('cart.total'), amount: totals.total, total: true })

  return (
    <section
      className={cx('souk-cart-summary', className)}
      part={part()}
      aria-labelledby={`${id}title`}
      data-souk-surface=""
    >
      <Heading id={`${id}title`} className="souk-cart-summary__title">
        {t('cart.orderSummary')}
      </Heading>
      {loading ? (
        <Shimmer variant="line" count={5} />
      ) : (
        <>
          {hideSelectAll ? null : (
            <div className="souk-cart-summary__select-all">
              <input
                ref={selectAllRef}
                id={`${id}all`}
                type="checkbox"
                autoComplete="off"
                checked={everySelected}
                disabled={lines.length === 0}
                onChange={(event) => void souk.cart.getState().selectAll(event.target.checked)}
              />
              <label htmlFor={`${id}all`}>{t('cart.selectAll')}</label>
            </div>
          )}
          <p className="souk-cart-summary__count">
            {t('cart.selectedCount', { count: totals.selectedCount })}
          </p>
          <PriceBreakdown rows={rows} />
        </>
      )}
      <Button
        block
        size="lg"
        className="souk-cart-summary__checkout"
        disabled={loading || Boolean(blocker)}
        busy={busy}
        busyLabel={busyLabel}
        aria-describedby={blocker ? `${id}reason` : undefined}
        onClick={() => onCheckout?.()}
      >
        {checkoutLabel ?? t('cart.checkout')}
      </Button>
      {blocker && !loading ? (
        <p id={`${id}reason`} className="souk-cart-summary__reason">
          {messageText(t, blocker, countries)}
        </p>
      ) : null}
      {children}
      <CartAnnouncer />
    </section>
  )
}
