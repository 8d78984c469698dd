import { PaymentMethod } from '@souk/core'
import { useT } from '@souk/react'
import { useSearchParams } from 'react-router'
import { PaymentReturn } from '../../components/checkout/PaymentReturn'
import { checkoutMeta, outcomeOf, positiveId } from '../../lib/checkoutPages'
import { stylesheetsHandle } from '../../lib/pageStylesheets'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('checkout', 'checkoutPages')

export const meta = checkoutMeta('checkout.title')

/**
 * Razorpay's return (`/razorpay-callback?order_id&payment_token&status`): an approved payment is confirmed
 * with `order/payment-done` (the token must be the gateway order id), else the cancelled or failed notice.
 */
export default function RazorpayCallback() {
  const { t } = useT()
  const [params] = useSearchParams()
  return (
    <div className="store-page store-checkout">
      <h1>{t('checkout.title')}</h1>
      <PaymentReturn
        orderId={positiveId(params.get('order_id'))}
        method={PaymentMethod.RAZORPAY}
        outcome={outcomeOf(params.get('status'))}
        paymentToken={params.get('payment_token')}
      />
    </div>
  )
}
