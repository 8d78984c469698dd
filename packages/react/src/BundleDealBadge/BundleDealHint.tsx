import { type BundleDeal, bundleFullQuantity, cx } from '@souk/core'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'

/** Props of `BundleDealHint`. */
export interface BundleDealHintProps {
  /** The product's bundle deal; nothing is shown without one. */
  deal: Pick<BundleDeal, 'buy' | 'free'> | null | undefined
  /** Extra class on the root. */
  className?: string
}

/**
 * How to get a "buy X get Y free" deal, where the shopper decides (the product page): 'Buy 1, get 1 free: add 2
 * to the cart'. The shopper pays for `buy` units and the next `free` ones are free (core's `bundleFreeUnits`).
 * Cards keep the short `BundleDealBadge`.
 */
export function BundleDealHint({ deal, className }: BundleDealHintProps) {
  const { t } = useT()
  const total = bundleFullQuantity(deal)
  if (!deal || total === 0) return null
  return (
    <span className={cx('souk-bundle-deal', className)}>
      <Icon name="gift" className="souk-bundle-deal__icon" />
      <span className="souk-bundle-deal__text">
        {t('product.bundleDealHint', { buy: Number(deal.buy), free: Number(deal.free), total })}
      </span>
    </span>
  )
}
