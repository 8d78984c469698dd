import {
  type Address,
  errorText,
  type GatewayOrder,
  localizePath,
  type MobileWallet,
  PaymentMethod,
  type PlaceOrderResult,
  routes as paths,
  selectedLines,
} from '@souk/core'
import {
  AddressCard,
  BankTransferForm,
  Button,
  CartSummary,
  EmptyState,
  PaymentMethods,
  Shimmer,
  StickyCartBar,
  useAddresses,
  useCart,
  useLocale,
  useSouk,
  useT,
  VoucherInput,
} from '@souk/react'
import { useEffect, useId, useState } from 'react'
import { type LinksFunction, useNavigate, useSearchParams } from 'react-router'
import checkoutStylesHref from '../../components/checkout/checkout.css?url'
import { LinkButton } from '../../components/checkout/LinkButton'
import { OrderPlaced } from '../../components/checkout/OrderPlaced'
import { PaymentNotice } from '../../components/checkout/PaymentNotice'
import { WaitingScreen } from '../../components/checkout/WaitingScreen'
import { checkoutMeta, positiveId, useLoadCart, useShopperOrder } from '../../lib/checkoutPages'

export const meta = checkoutMeta('checkout.title')
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStylesHref }]

/** Methods paid offline: the order is placed at once and the shop confirms the payment later. */
const OFFLINE_METHODS: readonly PaymentMethod[] = [
  PaymentMethod.CASH_ON_DELIVERY,
  PaymentMethod.BANK_TRANSFER,
]

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

/** The order form: methods, address, summary with voucher, and 'Place order'. */
function PlaceOrder() {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const navigate = useNavigate()
  const id = useId()
  useLoadCart()
  const lines = useCart((state) => state.lines)
  const status = useCart((state) => state.status)
  const storeAddress = useCart((state) => state.address)
  const voucher = useCart((state) => state.voucher)
  const book = useAddresses((state) => state.list)
  const [method, setMethod] = useState<PaymentMethod | null>(null)
  const [wallet, setWallet] = useState<MobileWallet | null>(null)
  const [missingMethod, setMissingMethod] = useState(false)
  const [placing, setPlacing] = useState(false)
  const [redirecting, setRedirecting] = useState<string | null>(null)

  useEffect(() => {
    if (souk.addresses.getState().status === 'idle') void souk.addresses.getState().load()
  }, [souk])

  const selected = selectedLines(lines)
  const unshipped = selected.some((line) => !line.shipping_place_id)
  const address: Address | undefined =
    book.find((candidate) => candidate.id === storeAddress?.id) ??
    book.find((candidate) => Number(candidate.default) === 1)

  const place = async () => {
    if (placing) return
    if (!method) {
      setMissingMethod(true)
      document.getElementById(`${id}methods`)?.focus()
      return
    }
    setPlacing(true)
    let result: PlaceOrderResult
    try {
      result = (
        await souk.client.orders.place({
          order_method: method,
          ...(wallet && method === PaymentMethod.MOBILE_TRANSFER ? { wallet } : {}),
          ...(voucher ? { voucher: voucher.code } : {}),
        })
      ).data
    } catch (error) {
      souk.toast.getState().showError(errorText(error, t))
      setPlacing(false)
      return
    }
    // The server took the selected lines out of the cart with the order (spec §4: the count goes down).
    souk.cart.getState().removeOrderedLines()
    if (OFFLINE_METHODS.includes(method)) {
      // The storefront's flow (contract 7.3): confirm the method, then mail the order; the shop confirms payment.
      await souk.client.orders
        .paymentDone({ id: result.id, payment_token: result.id, order_method: method })
        .catch(() => undefined)
      void souk.client.orders.sendEmail(result.id).catch(() => undefined)
      const next = method === PaymentMethod.BANK_TRANSFER ? 'verify' : 'placed'
      navigate(`${localizePath(paths.checkout, language)}?order_id=${result.id}&step=${next}`, {
        replace: true,
      })
      return
    }
    const redirect = (result as GatewayOrder).redirect_url
    if (redirect) {
      setRedirecting(wallet ? t(`payment.wallets.${wallet}`) : t(`payment.methods.${method}`))
      window.location.assign(redirect)
      return
    }
    // A gateway without a page to go to: the order waits unpaid; the shopper can track it.
    navigate(`${localizePath(paths.checkout, language)}?order_id=${result.id}&step=placed`, { replace: true })
  }

  if (redirecting) return <WaitingScreen text={t('checkout.redirecting', { provider: redirecting })} />

  const loading = status === 'idle' || (status === 'loading' && lines.length === 0)
  if (loading) {
    return (
      <div aria-busy="true">
        <Shimmer variant="block" count={3} />
      </div>
    )
  }
  if (status === 'error' && lines.length === 0) {
    return (
      <EmptyState
        title={t('errors.somethingWentWrong')}
        action={<Button onClick={() => void souk.cart.getState().load()}>{t('common.reload')}</Button>}
      />
    )
  }
  if (lines.length === 0) {
    return (
      <EmptyState
        title={t('cart.empty')}
        text={t('cart.emptyHint')}
        action={{ label: t('cart.continueShopping'), href: localizePath('/', language) }}
      />
    )
  }
  if (selected.length === 0) {
    return (
      <EmptyState
        title={t('shipping.noneSelected')}
        action={{ label: t('checkout.backToCart'), href: localizePath(paths.cart, language) }}
      />
    )
  }
  if (unshipped) {
    return (
      <EmptyState
        title={t('shipping.addAddressFirst')}
        action={{ label: t('shipping.title'), href: localizePath(paths.shipping, language) }}
      />
    )
  }

  return (
    <>
      <div className="store-checkout__body">
        <div className="store-checkout__main">
          <div
            id={`${id}methods`}
            tabIndex={-1}
            className="store-checkout__section"
            aria-describedby={missingMethod && !method ? `${id}method-error` : undefined}
          >
            <PaymentMethods
              value={method}
              wallet={wallet}
              onChange={(chosen, chosenWallet) => {
                setMethod(chosen)
                setWallet(chosenWallet ?? null)
                setMissingMethod(false)
              }}
            />
            {missingMethod && !method ? (
              <p id={`${id}method-error`} className="store-checkout__error" role="alert">
                {t('checkout.selectPaymentMethod')}
              </p>
            ) : null}
          </div>
          {address ? (
            <section className="store-checkout__section" aria-labelledby={`${id}address`}>
              <h2 id={`${id}address`}>{t('checkout.shippingAddress')}</h2>
              <AddressCard address={address} headingLevel={3} />
              <p>
                <a href={localizePath(paths.shipping, language)}>{t('shipping.changeAddress')}</a>
              </p>
            </section>
          ) : null}
          <p className="store-checkout__hint">{t('checkout.agreeTerms')}</p>
        </div>
        <CartSummary
          className="store-checkout__summary"
          hideSelectAll
          busy={placing}
          busyLabel={t('checkout.processing')}
          checkoutLabel={t('checkout.placeOrder')}
          onCheckout={() => void place()}
        >
          <VoucherInput />
        </CartSummary>
      </div>
      <StickyCartBar
        className="store-checkout__sticky"
        checkoutLabel={t('checkout.placeOrder')}
        busy={placing}
        busyLabel={t('checkout.processing')}
        onCheckout={() => void place()}
      />
    </>
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
