import { PaymentMethod } from '@souk/core'
import { useT } from '@souk/react'
import { useParams, useSearchParams } from 'react-router'
import { PaymentReturn } from '../../components/checkout/PaymentReturn'
import { checkoutMeta, positiveId } from '../../lib/checkoutPages'
import { stylesheetsHandle } from '../../lib/pageStylesheets'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('checkout', 'checkoutPages')

export const meta = checkoutMeta('checkout.title')

/**
 * Payfast's cancel return (`/payfast/cancel/{id}?status=cancelled|declined`): 'Payment has been cancelled', or
 * 'Unable to verify the payment' for a declined payment.
 */
export default function PayfastCancel() {
  const { t } = useT()
  const { id } = useParams()
  const [params] = useSearchParams()
  return (
    <div className="store-page store-checkout">
      <h1>{t('checkout.title')}</h1>
      <PaymentReturn
        orderId={positiveId(id)}
        method={PaymentMethod.PAYFAST}
        outcome={params.get('status') === 'declined' ? 'declined' : 'cancelled'}
        paymentToken={null}
      />
    </div>
  )
}
