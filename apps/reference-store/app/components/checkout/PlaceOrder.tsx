import { localizePath, routes as paths, preferredAddress } from '@souk/core'
import {
  AddressCard,
  CartSummary,
  PaymentMethods,
  StickyCartBar,
  useAddresses,
  useCart,
  useLocale,
  useT,
  VoucherInput,
} from '@souk/react'
import { useId } from 'react'
import { CheckoutBlocker } from './CheckoutBlocker'
import { usePlaceOrder } from './usePlaceOrder'
import { WaitingScreen } from './WaitingScreen'

/**
 * The order form (spec §2.2, §4): payment methods, the delivery address, the order summary with the voucher,
 * and 'Place order', for the cart and address book the checkout route loads. The order's state and flow are `usePlaceOrder`; the cart states that stop an order,
 * `CheckoutBlocker`.
 */
export function PlaceOrder() {
  const { t } = useT()
  const { language } = useLocale()
  const id = useId()
  const storeAddress = useCart((state) => state.address)
  const book = useAddresses((state) => state.list)
  const { method, wallet, missingMethod, placing, redirecting, choose, place } = usePlaceOrder(`${id}methods`)

  const address = preferredAddress(book, storeAddress?.id)

  if (redirecting) return <WaitingScreen text={t('checkout.redirecting', { provider: redirecting })} />

  return (
    <CheckoutBlocker>
      <div className="store-checkout__body">
        <div className="store-checkout__main">
          <div
            id={`${id}methods`}
            tabIndex={-1}
            className="store-checkout__section"
            aria-describedby={missingMethod && !method ? `${id}method-error` : undefined}
          >
            <PaymentMethods value={method} wallet={wallet} onChange={choose} />
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
    </CheckoutBlocker>
  )
}
