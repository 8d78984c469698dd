import { cx, type Flag, productServices, type ShippingPlace } from '@souk/core'
import { useT } from '../hooks/useT'
import { Icon, type IconName } from '../Icon/Icon'

/** What the badges read of a product (a `ProductDetail` fits). */
export interface ProductBadgesProduct {
  refundable?: Flag | number | null
  warranty?: Flag | number | null
  /** Change-of-mind returns accepted. */
  mind_change?: Flag | number | null
  /** The product's shipping rule and its places (pickup and free delivery are read from them). */
  shipping_rule?: { shipping_places: readonly ShippingPlace[] } | null
}

/** Props of `ProductBadges`. */
export interface ProductBadgesProps {
  /** The product whose services are listed. */
  product: ProductBadgesProduct
  /** Extra class on the root. */
  className?: string
}

/** One service badge. */
interface Badge {
  key: string
  icon: IconName
  text: string
}

/**
 * The services of a product as a list of icons with text: refundable, warranty, change-of-mind returns (flags
 * of the product equal to 1), store pickup (a place of its shipping rule has a pickup point, core's
 * `productServices`) and free shipping (every place of its rule delivers for 0, core's `productServices`).
 * Shows nothing when none applies.
 */
export function ProductBadges({ product, className }: ProductBadgesProps) {
  const { t } = useT()
  const services = productServices(product)
  const badges: Badge[] = []
  if (services.refundable)
    badges.push({ key: 'refundable', icon: 'refresh', text: t('product.badges.refundable') })
  if (services.warranty) badges.push({ key: 'warranty', icon: 'shield', text: t('product.badges.warranty') })
  if (services.mindChange)
    badges.push({ key: 'mindChange', icon: 'check', text: t('product.badges.mindChange') })
  if (services.pickup) badges.push({ key: 'pickup', icon: 'pickup', text: t('product.badges.pickup') })
  if (services.freeShipping) {
    badges.push({ key: 'freeShipping', icon: 'truck', text: t('product.badges.freeShipping') })
  }
  if (badges.length === 0) return null
  return (
    <ul className={cx('souk-product-badges', className)}>
      {badges.map((badge) => (
        <li key={badge.key} className="souk-product-badges__item" data-badge={badge.key}>
          <Icon name={badge.icon} className="souk-product-badges__icon" />
          <span className="souk-product-badges__text">{badge.text}</span>
        </li>
      ))}
    </ul>
  )
}
