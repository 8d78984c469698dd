import { localizePath, routes as paths } from '@souk/core'
import { Icon, useLocale, useT } from '@souk/react'
import type { ReactNode } from 'react'
import { trackOrderHref } from '../../lib/checkoutPages'
import { LinkButton } from './LinkButton'

/** Props of `PaymentNotice`. */
export interface PaymentNoticeProps {
  /** Which notice: the shopper cancelled at the provider, or the payment could not be verified (declined). */
  kind: 'cancelled' | 'verifyFailed'
  /** The provider's or server's own words, shown under the spec's text. */
  detail?: string | null
  /** The order's tracking code, when known: a link to track it. */
  orderCode?: string | null
  /** Extra actions. */
  children?: ReactNode
}

/**
 * The payment-cancelled or verification-failed notice (spec §2.6, §8: 'Payment has been cancelled', 'Unable to
 * verify the payment'), announced as an alert, with the ways on: track the order (a pending order can still be
 * cancelled from the account), back to the cart, or home.
 */
export function PaymentNotice({ kind, detail, orderCode, children }: PaymentNoticeProps) {
  const { t } = useT()
  const { language } = useLocale()
  const title = kind === 'cancelled' ? t('payment.cancelled') : t('payment.verifyFailed')
  return (
    <section className="store-checkout__notice" data-notice={kind} aria-labelledby="payment-notice-title">
      <Icon name="alert" />
      <div role="alert">
        <h2 id="payment-notice-title">{title}</h2>
        {detail && detail !== title ? <p>{detail}</p> : null}
      </div>
      {orderCode ? <p dir="auto">{t('success.orderNumber', { order: orderCode })}</p> : null}
      <div className="store-checkout__actions">
        {orderCode ? (
          <LinkButton href={trackOrderHref(orderCode, language)}>{t('trackOrder.submit')}</LinkButton>
        ) : null}
        <LinkButton href={localizePath(paths.cart, language)}>{t('checkout.backToCart')}</LinkButton>
        <LinkButton href={localizePath('/', language)} variant="ghost">
          {t('common.goHome')}
        </LinkButton>
        {children}
      </div>
    </section>
  )
}
