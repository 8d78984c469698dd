import type { BundleDeal } from '@souk/core'
import { cx } from '@souk/core'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'

/** Props of `BundleDealBadge`. */
export interface BundleDealBadgeProps {
  /** The product's bundle deal; nothing is shown without one. */
  deal: Pick<BundleDeal, 'buy' | 'free'> | null | undefined
  /** Extra class on the root. */
  className?: string
}

/** A "buy X get Y free" badge (contract 9.6): 'Buy 2 get 1 free', with a gift icon. */
export function BundleDealBadge({ deal, className }: BundleDealBadgeProps) {
  const { t } = useT()
  const buy = Number(deal?.buy) || 0
  const free = Number(deal?.free) || 0
  if (buy <= 0 || free <= 0) return null
  return (
    <span className={cx('souk-bundle-deal', className)}>
      <Icon name="gift" className="souk-bundle-deal__icon" />
      <span className="souk-bundle-deal__text">{t('product.bundleDeal', { buy, free })}</span>
    </span>
  )
}
