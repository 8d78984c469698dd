import { type BundleDeal, bundleFullQuantity } from '@souk/core'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'

/** Props of `BundleDealBadge`. */
export interface BundleDealBadgeProps {
  /** The product's bundle deal; nothing is shown without one. */
  deal: Pick<BundleDeal, 'buy' | 'free'> | null | undefined
  /** Say how to get the deal ('Buy 1, get 1 free: add 2 to the cart'), as the product page does. */
  explain?: boolean
  /** Extra class on the root. */
  className?: string
}

/**
 * A "buy X get Y free" badge (contract 9.6): 'Buy 2 get 1 free', with a gift icon; with `explain`, how to get it:
 * 'Buy 2, get 1 free: add 3 to the cart' (the shopper pays for `buy` units, the next `free` ones are free).
 */
export function BundleDealBadge({ deal, explain = false, className }: BundleDealBadgeProps) {
  const { t } = useT()
  const buy = Number(deal?.buy) || 0
  const free = Number(deal?.free) || 0
  if (buy <= 0 || free <= 0) return null
  return (
    <span className={['souk-bundle-deal', className].filter(Boolean).join(' ')}>
      <Icon name="gift" className="souk-bundle-deal__icon" />
      <span className="souk-bundle-deal__text">
        {explain
          ? t('product.bundleDealHint', { buy, free, total: bundleFullQuantity(deal) })
          : t('product.bundleDeal', { buy, free })}
      </span>
    </span>
  )
}
