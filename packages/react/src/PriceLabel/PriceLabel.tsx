import type { PriceSource } from '@souk/core'
import { cx } from '@souk/core'
import { usePriceView } from '../hooks/usePrice'
import { useT } from '../hooks/useT'
import { usePart } from '../parts'

/** Props of `PriceLabel`. */
export interface PriceLabelProps {
  /** Anything with `selling`, `offered`, and a flash `price` with its `end_time` (a card, a product, a line). */
  item: PriceSource
  size?: 'sm' | 'md' | 'lg'
  /** Hide the discount percent (e.g. in a dense list). */
  hideDiscount?: boolean
  className?: string
  /** A `part` its parent declares for it (inside a widget). */
  part?: string
}

/** The current price, the struck-through previous price and the discount percent of an item (spec §2.9). */
export function PriceLabel({
  item,
  size = 'md',
  hideDiscount = false,
  className,
  part: extra,
}: PriceLabelProps) {
  const part = usePart('price')
  const { t } = useT()
  const { current, previous, discount } = usePriceView(item)
  return (
    <span className={cx('souk-price', className)} part={part(undefined, extra)} data-size={size}>
      <span className="souk-price__current" part={part('current')}>
        {previous ? (
          <>
            <span aria-hidden="true">{current}</span>
            <span className="souk-visually-hidden">{t('a11y.currentPrice', { price: current })}</span>
          </>
        ) : (
          current
        )}
      </span>
      {previous ? (
        <del className="souk-price__previous">
          <span aria-hidden="true">{previous}</span>
          <span className="souk-visually-hidden">{t('a11y.previousPrice', { price: previous })}</span>
        </del>
      ) : null}
      {discount && !hideDiscount ? (
        <span className="souk-price__discount">{t('product.discount', { percent: discount })}</span>
      ) : null}
    </span>
  )
}
