import { errorText, type PaymentMethod } from '@souk/core'
import { Shimmer, useSouk, useT } from '@souk/react'
import { useEffect, useState } from 'react'
import { useShopperOrder } from '../../lib/checkoutPages'
import { OrderPlaced } from './OrderPlaced'
import { PaymentNotice } from './PaymentNotice'
import { WaitingScreen } from './WaitingScreen'

/** Props of `PaymentReturn`. */
export interface PaymentReturnProps {
  /** The order the provider sent the shopper back for. */
  orderId: number | null
  /** The gateway (1 Razorpay, 8 Payfast). */
  method: PaymentMethod
  /** How the payment ended at the provider. */
  outcome: 'approved' | 'declined' | 'cancelled'
  /** The provider's payment reference to confirm (`payment_token`), when approved. */
  paymentToken: string | null
  /** A wallet's transaction id (mobile transfer), confirmed with `order/transaction` instead. */
  transactionId?: string | null
}

type Confirmation = { state: 'waiting' } | { state: 'paid' } | { state: 'failed'; message: string | null }

/**
 * Where a provider sends the shopper back (spec §2.6: the screen that waits for a payment provider's callback):
 * an approved payment is confirmed with `order/payment-done` while 'Waiting for confirmation…' shows, then the
 * success screen; a refusal or a declined payment shows 'Unable to verify the payment', a cancelled one
 * 'Payment has been cancelled'.
 */
export function PaymentReturn({ orderId, method, outcome, paymentToken, transactionId }: PaymentReturnProps) {
  const { t } = useT()
  const souk = useSouk()
  const reference = paymentToken || transactionId
  const [confirmation, setConfirmation] = useState<Confirmation>(() =>
    outcome === 'approved' && orderId && reference
      ? { state: 'waiting' }
      : { state: 'failed', message: null },
  )

  useEffect(() => {
    if (outcome !== 'approved' || !orderId || !(paymentToken || transactionId)) return
    let live = true
    const confirm = transactionId
      ? souk.client.orders.transaction({ id: orderId, trans_id: transactionId })
      : souk.client.orders.paymentDone({
          id: orderId,
          payment_token: paymentToken ?? '',
          order_method: method,
        })
    confirm.then(
      () => {
        if (!live) return
        setConfirmation({ state: 'paid' })
        void souk.client.orders.sendEmail(orderId).catch(() => undefined)
      },
      (error: unknown) => {
        if (live) setConfirmation({ state: 'failed', message: errorText(error, t) })
      },
    )
    return () => {
      live = false
    }
  }, [souk, orderId, paymentToken, transactionId, method, outcome, t])

  if (confirmation.state === 'waiting') return <WaitingScreen text={t('payment.waiting')} />
  if (confirmation.state === 'paid') return <ConfirmedOrder orderId={orderId} />
  return (
    <FailedPayment
      orderId={orderId}
      kind={outcome === 'cancelled' ? 'cancelled' : 'verifyFailed'}
      detail={confirmation.message}
    />
  )
}

/** The success screen of a confirmed payment. */
function ConfirmedOrder({ orderId }: { orderId: number | null }) {
  const { order, status } = useShopperOrder(orderId)
  if (status === 'loading') return <Shimmer variant="block" count={1} />
  if (!order) return <PaymentNotice kind="verifyFailed" />
  return <OrderPlaced order={order} />
}

/** The notice of a payment that did not go through, with the order's code when the shopper can read it. */
function FailedPayment({
  orderId,
  kind,
  detail,
}: {
  orderId: number | null
  kind: 'cancelled' | 'verifyFailed'
  detail: string | null
}) {
  const { order } = useShopperOrder(orderId)
  return <PaymentNotice kind={kind} detail={detail} orderCode={order?.order} />
}
