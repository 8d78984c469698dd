import { PaymentMethod } from '@souk/core'
import { useT } from '@souk/react'
import { useParams, useSearchParams } from 'react-router'
import { PaymentReturn } from '../../components/checkout/PaymentReturn'
import { checkoutMeta, positiveId } from '../../lib/checkoutPages'
import { stylesheetsHandle } from '../../lib/pageStylesheets'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('checkout', 'checkoutPages')

export const meta = checkoutMeta('checkout.title')

/** Payfast's return (`/payfast/return/{id}?payment_token`): the payment is confirmed with `order/payment-done`. */
export default function PayfastReturn() {
  const { t } = useT()
  const { id } = useParams()
  const [params] = useSearchParams()
  const token = params.get('payment_token')
  return (
    <div className="store-page store-checkout">
      <h1>{t('checkout.title')}</h1>
      <PaymentReturn
        orderId={positiveId(id)}
        method={PaymentMethod.PAYFAST}
        outcome={token ? 'approved' : 'declined'}
        paymentToken={token}
      />
    </div>
  )
}
