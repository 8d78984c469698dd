import { localizePath, routes as paths } from '@souk/core'
import { BankTransferForm, Button, EmptyState, Shimmer, useLocale, useSouk, useT } from '@souk/react'
import { useSearchParams } from 'react-router'
import { LinkButton } from '../../components/checkout/LinkButton'
import { OrderPlaced } from '../../components/checkout/OrderPlaced'
import { PaymentNotice } from '../../components/checkout/PaymentNotice'
import { PlaceOrder } from '../../components/checkout/PlaceOrder'
import { checkoutMeta, positiveId, useShopperOrder } from '../../lib/checkoutPages'
import { stylesheetsHandle } from '../../lib/pageStylesheets'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('checkout', 'checkoutPages')

export const meta = checkoutMeta('checkout.title')

/**
 * The checkout (spec §2.2, §4, §8; contract 7.3-7.5). Its address says which screen shows:
 * - no parameters: the payment methods `payment-gateway` enables, the address, the order summary with the
 *   voucher, and 'Place order' (`order/action`);
 * - `?order_id&step=placed`: the success screen (cash on delivery, or a bank transfer once verified);
 * - `?order_id&step=verify`: the bank-transfer verification screen (transaction id → `order/transaction`);
 * - `?payment=cancelled&order_id`: the notice of a payment cancelled at the provider.
 * A gateway order goes to the provider's page (the API's sandbox) behind a waiting screen.
 */
export default function Checkout() {
  const { t } = useT()
  const [params] = useSearchParams()
  const orderId = positiveId(params.get('order_id'))
  const step = params.get('step')
  const cancelled = params.get('payment') === 'cancelled'
  let title = t('checkout.title')
  if (orderId && step === 'verify') title = t('payment.verifyTitle')
  return (
    <div className="store-page store-checkout">
      <h1>{title}</h1>
      {cancelled ? (
        <CancelledPayment orderId={orderId} />
      ) : orderId && step === 'placed' ? (
        <PlacedOrder orderId={orderId} />
      ) : orderId && step === 'verify' ? (
        <BankVerification orderId={orderId} />
      ) : (
        <PlaceOrder />
      )}
    </div>
  )
}

/** The success screen of an order placed with cash on delivery (or a verified bank transfer). */
function PlacedOrder({ orderId }: { orderId: number }) {
  const { t } = useT()
  const { order, status, error, reload } = useShopperOrder(orderId)
  if (status === 'loading') return <Shimmer variant="block" count={2} />
  if (!order) {
    return (
      <EmptyState
        title={error ?? t('errors.somethingWentWrong')}
        action={<Button onClick={() => reload()}>{t('common.reload')}</Button>}
      />
    )
  }
  return <OrderPlaced order={order} />
}

/** The bank-transfer (or wallet) verification screen: the account to pay into and the transaction id. */
function BankVerification({ orderId }: { orderId: number }) {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const { order, status, error, reload } = useShopperOrder(orderId)
  if (status === 'loading') return <Shimmer variant="block" count={2} />
  if (!order) {
    return (
      <EmptyState
        title={error ?? t('errors.somethingWentWrong')}
        action={<Button onClick={() => reload()}>{t('common.reload')}</Button>}
      />
    )
  }
  return (
    <>
      <p role="status" className="store-checkout__hint">
        {t('success.orderPlaced')}
      </p>
      <BankTransferForm
        wallet={order.wallet ?? null}
        amount={order.calculated?.total_price ?? order.total_amount}
        orderCode={order.order}
        onSubmit={(transactionId) =>
          souk.client.orders.transaction({ id: order.id, trans_id: transactionId })
        }
        successActions={
          <div className="store-checkout__actions">
            <LinkButton
              href={`${localizePath(paths.checkout, language)}?order_id=${order.id}&step=placed`}
              variant="primary"
            >
              {t('common.continue')}
            </LinkButton>
          </div>
        }
      />
    </>
  )
}

/** A payment cancelled at the provider (Stripe, PayPal, Flutterwave, Iyzico, wallets). */
function CancelledPayment({ orderId }: { orderId: number | null }) {
  const { order } = useShopperOrder(orderId)
  return <PaymentNotice kind="cancelled" orderCode={order?.order} />
}
