import { cx, deliveryStatusKey, type OrderDetail as OrderDetailData, ShippingType } from '@souk/core'
import { type ReactNode, useId } from 'react'
import { AddressCard } from '../AddressBook/AddressCard'
import { PriceBreakdown, type PriceBreakdownRow } from '../CartSummary/PriceBreakdown'
import { useLinks } from '../hooks/useLinks'
import { usePrice } from '../hooks/usePrice'
import { useT } from '../hooks/useT'
import { Image } from '../Image'
import { OrderTracker } from '../OrderTracker'

/** Props of `OrderDetail`. */
export interface OrderDetailProps {
  /** The order (`order/by-user` with `order_id`, contract 7.6). */
  order: OrderDetailData
  /** Actions for the order: cancel, write a review, e-mail a copy, pay now… */
  actions?: ReactNode
  /** Extra content per line (e.g. a 'Write a review' button for a delivered order). */
  lineActions?: (line: OrderDetailData['ordered_products'][number]) => ReactNode
  /** Heading level of the title (sections use the next level): 1 when the order is the page (its only h1). */
  headingLevel?: 1 | 2 | 3
  /** Extra class on the root. */
  className?: string
}

/**
 * One order in full: code, date, payment method and status, delivery status and the `OrderTracker`; each
 * line with its image, title, attributes, quantity, unit price, bundle free units and delivery type; the
 * ship-to address; the cancellation reason when cancelled; the totals of the server's `calculated` block;
 * and an actions slot.
 */
export function OrderDetail({ order, actions, lineActions, headingLevel = 2, className }: OrderDetailProps) {
  const { t } = useT()
  const links = useLinks()
  const format = usePrice()
  const id = useId()
  const Heading = `h${headingLevel}` as const
  const Section = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4'
  const paid = Number(order.payment_done) === 1
  const { calculated } = order

  const rows: PriceBreakdownRow[] = [
    { id: 'subtotal', label: t('orders.subtotal'), amount: calculated.subtotal },
  ]
  if (Number(calculated.bundle_offer) > 0) {
    rows.push({
      id: 'bundle',
      label: t('cart.bundleDiscount'),
      amount: calculated.bundle_offer,
      discount: true,
    })
  }
  rows.push({ id: 'tax', label: t('cart.tax'), amount: calculated.tax })
  rows.push({ id: 'shipping', label: t('orders.shippingCost'), amount: calculated.shipping_price })
  if (Number(calculated.voucher_price) > 0) {
    rows.push({
      id: 'voucher',
      label: t('cart.voucherDiscount'),
      note: order.voucher ? <span dir="auto">({order.voucher.code})</span> : undefined,
      amount: calculated.voucher_price,
      discount: true,
    })
  }
  rows.push({ id: 'total', label: t('cart.total'), amount: calculated.total_price, total: true })

  return (
    <article
      className={cx('souk-order-detail', className)}
      aria-labelledby={`${id}title`}
      data-cancelled={Number(order.cancelled) === 1 || undefined}
    >
      <header className="souk-order-detail__header">
        <Heading id={`${id}title`} className="souk-order-detail__title">
          {t('orders.order', { order: order.order })}
        </Heading>
        <dl className="souk-order-detail__facts">
          <div className="souk-order-detail__fact">
            <dt>{t('orders.orderDate')}</dt>
            <dd dir="auto">{order.created ?? order.created_at}</dd>
          </div>
          <div className="souk-order-detail__fact">
            <dt>{t('orders.trackingCode')}</dt>
            <dd dir="ltr">{order.order}</dd>
          </div>
          <div className="souk-order-detail__fact">
            <dt>{t('orders.orderMethod')}</dt>
            <dd>{t(`payment.methods.${order.order_method}`)}</dd>
          </div>
          <div className="souk-order-detail__fact">
            <dt>{t('orders.paymentStatus')}</dt>
            <dd>
              <span className="souk-order-detail__payment" data-paid={paid || undefined}>
                {t(`paymentStatus.${paid ? 1 : 0}`)}
              </span>
            </dd>
          </div>
          {order.trans_id ? (
            <div className="souk-order-detail__fact">
              <dt>{t('payment.bank.transactionId')}</dt>
              <dd dir="ltr">{order.trans_id}</dd>
            </div>
          ) : null}
          <div className="souk-order-detail__fact">
            <dt>{t('orders.deliveryStatus')}</dt>
            <dd>{t(deliveryStatusKey(order))}</dd>
          </div>
        </dl>
        {actions ? <div className="souk-order-detail__actions">{actions}</div> : null}
      </header>

      <OrderTracker order={order} headingLevel={(headingLevel + 1) as 2 | 3 | 4} />

      {order.cancellation ? (
        <section className="souk-order-detail__cancellation" aria-labelledby={`${id}cancel`}>
          <Section id={`${id}cancel`}>{t('orders.cancellationReason')}</Section>
          <p className="souk-order-detail__reason" dir="auto">
            <strong>{order.cancellation.title}</strong>
          </p>
          {order.cancellation.message ? <p dir="auto">{order.cancellation.message}</p> : null}
        </section>
      ) : null}

      <section className="souk-order-detail__items" aria-labelledby={`${id}items`}>
        <Section id={`${id}items`}>{t('orders.items')}</Section>
        <ul className="souk-order-detail__lines">
          {order.ordered_products.map((line) => {
            const product = line.product
            const attributes = line.updated_inventory?.inventory_attributes ?? []
            const free = Number(line.bundle_offer) || 0
            return (
              <li key={`${line.product_id}-${line.inventory_id}`} className="souk-order-detail__line">
                <Image src={product?.image} thumb width={72} height={72} alt="" />
                <div className="souk-order-detail__line-body">
                  <p className="souk-order-detail__product">
                    {product ? (
                      <a href={links.product(product.slug, product.id)}>{product.title}</a>
                    ) : (
                      t('product.notFound')
                    )}
                  </p>
                  {attributes.length > 0 ? (
                    <dl className="souk-order-detail__attributes">
                      {attributes.map((pair) => (
                        <div key={pair.attribute_value_id}>
                          <dt>{pair.attribute_value.attribute.title}</dt>
                          <dd>{pair.attribute_value.title}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  <p className="souk-order-detail__meta">
                    <span>{t('orders.quantity', { quantity: line.quantity })}</span>
                    <span>{format(line.selling)}</span>
                    {product?.unit ? (
                      <span>
                        {t('product.unit')}: {product.unit}
                      </span>
                    ) : null}
                    <span>
                      {Number(line.shipping_type) === ShippingType.PICKUP
                        ? t('shipping.pickup')
                        : t('shipping.location')}
                    </span>
                  </p>
                  {free > 0 ? (
                    <p className="souk-order-detail__free">
                      {product?.bundle_deal
                        ? `${t('product.bundleDeal', { buy: product.bundle_deal.buy, free: product.bundle_deal.free })} · `
                        : null}
                      {t('cart.freeItems', { count: free })}
                    </p>
                  ) : null}
                  {lineActions ? (
                    <div className="souk-order-detail__line-actions">{lineActions(line)}</div>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      </section>

      <div className="souk-order-detail__columns">
        <section className="souk-order-detail__address" aria-labelledby={`${id}address`}>
          <Section id={`${id}address`}>{t('orders.shipTo')}</Section>
          {order.address ? (
            <AddressCard address={order.address} headingLevel={(headingLevel + 2) as 3 | 4 | 5} />
          ) : null}
        </section>
        <section className="souk-order-detail__totals" aria-labelledby={`${id}totals`}>
          <Section id={`${id}totals`}>{t('checkout.orderSummary')}</Section>
          <PriceBreakdown rows={rows} />
        </section>
      </div>
    </article>
  )
}
