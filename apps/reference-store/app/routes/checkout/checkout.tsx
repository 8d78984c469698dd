import type { OrderDetail } from '@souk/core'
import { Button, EmptyState, Shimmer, useT } from '@souk/react'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { PaymentNotice } from '../../components/checkout/PaymentNotice'
import { deferredPart } from '../../components/deferredPart'
import {
  checkoutMeta,
  positiveId,
  useLoadAddresses,
  useLoadCart,
  useShopperOrder,
} from '../../lib/checkoutPages'
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
        <OrderForm />
      )}
    </div>
  )
}

/**
 * The order form (`PlaceOrder.tsx`). It shows once the cart has loaded, in the browser (the server renders its
 * placeholder), so its code comes after the page hydrated, while the cart loads (issue 17).
 */
const PlaceOrder = deferredPart(() =>
  import('../../components/checkout/PlaceOrder').then((module) => module.PlaceOrder),
)

/** The order form, with the cart and address book it needs loading from the moment the page hydrates. */
function OrderForm() {
  useLoadCart()
  useLoadAddresses()
  return <PlaceOrder />
}

/** The screens of a placed order (`OrderScreens.tsx`); the module loader keeps the module once it has come. */
const loadOrderScreens = () => import('../../components/checkout/OrderScreens')
const OrderPlaced = lazy(() => loadOrderScreens().then((module) => ({ default: module.OrderPlaced })))
const BankVerificationForm = lazy(() =>
  loadOrderScreens().then((module) => ({ default: module.BankVerificationForm })),
)

/**
 * A placed order's screen: a placeholder while the shopper's order loads (always, on the server), the screen's
 * code downloading beside it; then `screen`, or the error with a retry.
 */
function OrderScreen({ orderId, screen }: { orderId: number; screen: (order: OrderDetail) => ReactNode }) {
  const { t } = useT()
  const { order, status, error, reload } = useShopperOrder(orderId)
  useEffect(() => {
    // Downloads beside the order. A failure is the screen's: its lazy import fails into the root's error page,
    // which reloads the page once when a new deploy took the file's name.
    loadOrderScreens().catch(() => undefined)
  }, [])
  const placeholder = <Shimmer variant="block" count={2} />
  if (status === 'loading') return placeholder
  if (!order) {
    return (
      <EmptyState
        title={error ?? t('errors.somethingWentWrong')}
        action={<Button onClick={() => reload()}>{t('common.reload')}</Button>}
      />
    )
  }
  return <Suspense fallback={placeholder}>{screen(order)}</Suspense>
}

/** The success screen of an order placed with cash on delivery (or a verified bank transfer). */
function PlacedOrder({ orderId }: { orderId: number }) {
  return <OrderScreen orderId={orderId} screen={(order) => <OrderPlaced order={order} />} />
}

/** The bank-transfer (or wallet) verification screen: the account to pay into and the transaction id. */
function BankVerification({ orderId }: { orderId: number }) {
  return <OrderScreen orderId={orderId} screen={(order) => <BankVerificationForm order={order} />} />
}

/** A payment cancelled at the provider (Stripe, PayPal, Flutterwave, Iyzico, wallets). */
function CancelledPayment({ orderId }: { orderId: number | null }) {
  const { order } = useShopperOrder(orderId)
  return <PaymentNotice kind="cancelled" orderCode={order?.order} />
}
