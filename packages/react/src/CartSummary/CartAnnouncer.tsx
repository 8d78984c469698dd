import { cx, selectCartTotals } from '@souk/core'
import { useEffect, useState } from 'react'
import { usePrice } from '../hooks/usePrice'
import { useT } from '../hooks/useT'
import { useWidgetSouk } from '../SoukProvider'

/** Props of `CartAnnouncer`. */
export interface CartAnnouncerProps {
  /** Extra class on the live region. */
  className?: string
}

/**
 * A visually hidden polite live region for cart changes that outlive their line: 'X was removed from your
 * cart.' when a line goes after its own request, and 'Cart total is now …' when the total of the selected
 * lines changes. Rendered by `CartSummary`; render it once on pages without one. Silent on loads and resets.
 */
export function CartAnnouncer({ className }: CartAnnouncerProps) {
  const souk = useWidgetSouk()
  const { t } = useT()
  const format = usePrice()
  const [message, setMessage] = useState('')

  useEffect(
    () =>
      souk.cart.subscribe((state, previous) => {
        if (state.status !== 'ready' || previous.status !== 'ready') return
        if (state.lines === previous.lines && state.voucher === previous.voucher) return
        const parts: string[] = []
        for (const line of previous.lines) {
          const gone = !state.lines.some((candidate) => candidate.id === line.id)
          // Only a removal the shopper asked for (the line was busy); not the lines of a placed order.
          if (gone && (state.pending.includes(line.id) || previous.pending.includes(line.id))) {
            parts.push(
              t('a11y.cartItemRemoved', { product: line.flash_product?.title ?? t('product.notFound') }),
            )
          }
        }
        const options = (address: typeof state.address, voucher: typeof state.voucher) => ({
          address,
          voucherDiscount: voucher?.discount ?? 0,
        })
        const total = selectCartTotals(state.lines, options(state.address, state.voucher)).total
        const before = selectCartTotals(previous.lines, options(previous.address, previous.voucher)).total
        if (total !== before) parts.push(t('a11y.cartTotalChanged', { total: format(total) }))
        if (parts.length > 0) setMessage(parts.join(' '))
      }),
    [souk, t, format],
  )

  return (
    <p className={cx('souk-visually-hidden', className)} role="status">
      {message}
    </p>
  )
}
