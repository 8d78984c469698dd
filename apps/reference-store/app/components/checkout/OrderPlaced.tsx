import { localizePath, type OrderDetail, routes as paths } from '@souk/core'
import { Icon, useIsLoggedIn, useLocale, usePrice, useT } from '@souk/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { trackOrderHref } from '../../lib/checkoutPages'
import { LinkButton } from './LinkButton'

/** Props of `OrderPlaced`. */
export interface OrderPlacedProps {
  /** The order just placed (or just paid). */
  order: OrderDetail
  /** Extra content under the facts (e.g. the bank-transfer verification form). */
  children?: ReactNode
}

/**
 * The success screen of an order (spec §8: 'Your order has been placed successfully.'): its tracking code,
 * total, payment method and payment status, and the ways on: track it by its code (guests too), the order page
 * in the account (signed-in shoppers), or keep shopping.
 */
export function OrderPlaced({ order, children }: OrderPlacedProps) {
  const { t } = useT()
  const { language } = useLocale()
  const format = usePrice()
  const loggedIn = useIsLoggedIn()
  const paid = Number(order.payment_done) === 1
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The page changed under the shopper's last press: their focus goes to what happened.
  useEffect(() => {
    headingRef.current?.focus()
  }, [])
  return (
    <section className="store-checkout__notice" data-order-placed="" aria-labelledby="order-placed-title">
      <Icon name="check" />
      <h2 id="order-placed-title" ref={headingRef} tabIndex={-1}>
        {t('success.title')}
      </h2>
      <p role="status">{t('success.orderPlaced')}</p>
      <p className="store-checkout__code" dir="auto" data-order-code={order.order}>
        {t('success.orderNumber', { order: order.order })}
      </p>
      <dl className="store-track__facts">
        <dt>{t('cart.total')}</dt>
        <dd>{format(order.calculated?.total_price ?? order.total_amount)}</dd>
        <dt>{t('checkout.paymentMethod')}</dt>
        <dd>
          {order.wallet ? t(`payment.wallets.${order.wallet}`) : t(`payment.methods.${order.order_method}`)}
        </dd>
        <dt>{t('orders.paymentStatus')}</dt>
        <dd data-paid={paid ? '' : undefined}>{t(`paymentStatus.${paid ? 1 : 0}`)}</dd>
      </dl>
      {children}
      <div className="store-checkout__actions">
        <LinkButton href={trackOrderHref(order.order, language)} variant="primary">
          {t('trackOrder.submit')}
        </LinkButton>
        {loggedIn ? (
          <LinkButton href={localizePath(paths.userOrder(order.id), language)}>
            {t('payment.viewOrder')}
          </LinkButton>
        ) : null}
        <LinkButton href={localizePath('/', language)} variant="ghost">
          {t('cart.continueShopping')}
        </LinkButton>
      </div>
    </section>
  )
}
