import { cx, deliveryStatusKey, type OrderListItem, routes } from '@souk/core'
import { useId } from 'react'
import { useLinks } from '../hooks/useLinks'
import { usePrice } from '../hooks/usePrice'
import { useT } from '../hooks/useT'
import { Image } from '../Image'

/** What the card reads of an order (an order of `order/by-user` fits; the lines are optional). */
export type OrderCardOrder = Pick<
  OrderListItem,
  'id' | 'order' | 'status' | 'order_method' | 'total_amount' | 'payment_done' | 'cancelled'
> & {
  created?: string | null
  created_at?: string
  refunded?: number | null
  ordered_products?: OrderListItem['ordered_products']
}

/** Props of `OrderCard`. */
export interface OrderCardProps {
  /** The order shown. */
  order: OrderCardOrder
  /** Heading level of the order code. */
  headingLevel?: 2 | 3 | 4
  /** Extra class on the root. */
  className?: string
}

/**
 * An order in the shopper's list: its code linking to `/user/order/{id}` (in the current language), the date
 * (`created`), the payment method's name, the total, the payment status (paid / unpaid), the delivery status
 * (or cancelled / refunded), and thumbnails of its products.
 */
export function OrderCard({ order, headingLevel = 3, className }: OrderCardProps) {
  const { t } = useT()
  const links = useLinks()
  const format = usePrice()
  const id = useId()
  const Heading = `h${headingLevel}` as const
  const paid = Number(order.payment_done) === 1
  const lines = order.ordered_products ?? []
  const cancelled = Number(order.cancelled) === 1
  const itemCount = lines.reduce((sum, line) => sum + Number(line.quantity), 0)

  return (
    <article
      className={cx('souk-order-card', className)}
      aria-labelledby={`${id}title`}
      data-cancelled={cancelled || undefined}
      data-souk-surface=""
    >
      <div className="souk-order-card__header">
        <Heading id={`${id}title`} className="souk-order-card__title">
          <a href={links.localize(routes.userOrder(order.id))}>{t('orders.order', { order: order.order })}</a>
        </Heading>
        <span
          className="souk-order-card__status"
          aria-hidden="true"
          data-status={cancelled ? 'cancelled' : Number(order.status)}
        >
          {t(deliveryStatusKey(order))}
        </span>
      </div>
      <dl className="souk-order-card__facts">
        <div className="souk-order-card__fact">
          <dt>{t('orders.orderDate')}</dt>
          <dd dir="auto">{order.created ?? order.created_at}</dd>
        </div>
        <div className="souk-order-card__fact">
          <dt>{t('orders.orderMethod')}</dt>
          <dd>{t(`payment.methods.${order.order_method}`)}</dd>
        </div>
        <div className="souk-order-card__fact">
          <dt>{t('orders.orderAmount')}</dt>
          <dd className="souk-order-card__amount">{format(order.total_amount)}</dd>
        </div>
        <div className="souk-order-card__fact">
          <dt>{t('orders.paymentStatus')}</dt>
          <dd>
            <span className="souk-order-card__payment" data-paid={paid || undefined}>
              {t(`paymentStatus.${paid ? 1 : 0}`)}
            </span>
          </dd>
        </div>
        <div className="souk-order-card__fact">
          <dt>{t('orders.deliveryStatus')}</dt>
          <dd>{t(deliveryStatusKey(order))}</dd>
        </div>
      </dl>
      {lines.length > 0 ? (
        <div className="souk-order-card__items">
          <ul className="souk-order-card__thumbs">
            {lines.slice(0, 4).map((line) => (
              <li key={`${line.product_id}-${line.inventory_id}`}>
                <Image
                  src={line.product?.image}
                  thumb
                  width={48}
                  height={48}
                  alt={line.product?.title ?? ''}
                />
              </li>
            ))}
          </ul>
          <span className="souk-order-card__count">{t('orders.itemsCount', { count: itemCount })}</span>
        </div>
      ) : null}
    </article>
  )
}
