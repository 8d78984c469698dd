import { cx } from '@souk/core'
import type { ReactNode } from 'react'
import { usePrice } from '../hooks/usePrice'

/** One row of a `PriceBreakdown`. */
export interface PriceBreakdownRow {
  /** Stable key of the row. */
  id: string
  /** What the amount is (e.g. 'Subtotal'). */
  label: ReactNode
  /** The amount, formatted with the shop's currency; ignored when `value` is given. */
  amount?: number
  /** A text shown instead of an amount (e.g. 'Calculated at the next step'). */
  value?: ReactNode
  /** A discount: shown with a minus sign. */
  discount?: boolean
  /** The grand total: emphasised. */
  total?: boolean
  /** A short note after the label (e.g. the voucher code). */
  note?: ReactNode
}

/** Props of `PriceBreakdown`. */
export interface PriceBreakdownProps {
  /** The rows, in display order. */
  rows: readonly PriceBreakdownRow[]
  /** Extra class on the root. */
  className?: string
}

/** A list of labelled amounts (subtotal, discounts, tax, shipping, total) as a description list. */
export function PriceBreakdown({ rows, className }: PriceBreakdownProps) {
  const format = usePrice()
  return (
    <dl className={cx('souk-price-breakdown', className)}>
      {rows.map((row) => (
        <div
          key={row.id}
          className="souk-price-breakdown__row"
          data-row={row.id}
          data-total={row.total || undefined}
          data-discount={row.discount || undefined}
        >
          <dt className="souk-price-breakdown__label">
            {row.label}
            {row.note ? <span className="souk-price-breakdown__note"> {row.note}</span> : null}
          </dt>
          <dd className="souk-price-breakdown__value">
            {row.value ?? (row.discount ? format(-Math.abs(row.amount ?? 0)) : format(row.amount ?? 0))}
          </dd>
        </div>
      ))}
    </dl>
  )
}
