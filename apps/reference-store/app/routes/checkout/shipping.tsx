import { type Address, localizePath, routes as paths, preferredAddress, selectedLines } from '@souk/core'
import {
  AddressBook,
  AddressForm,
  Button,
  CartSummary,
  EmptyState,
  Shimmer,
  ShippingOptions,
  StickyCartBar,
  useAddresses,
  useCart,
  useLocale,
  useSouk,
  useT,
} from '@souk/react'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { checkoutMeta, useLoadAddresses, useLoadCart } from '../../lib/checkoutPages'
import { stylesheetsHandle } from '../../lib/pageStylesheets'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('checkout', 'account', 'checkoutPages')

export const meta = checkoutMeta('shipping.title')

/**
 * The shipping step (spec §2.2, §5): where the order goes (a first address typed inline, else a choice in the
 * address book with 'Add a new address'), delivery or pickup per selected line with its price by the place
 * rules (core's `lineShipping`), the totals, and 'Continue to payment', which saves the choices
 * (`cart/update-shipping`) and opens the checkout. The spec's messages say why it cannot go on: no address, a
 * line that cannot ship there, nothing selected. Cart and addresses belong to the browser's shopper: they load
 * in the browser, the server renders the loading state.
 */
export default function Shipping() {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const navigate = useNavigate()
  useLoadCart()
  const lines = useCart((state) => state.lines)
  const status = useCart((state) => state.status)
  const address = useCart((state) => state.address)
  const saving = useCart((state) => state.pending.length > 0)
  const book = useAddresses((state) => state.list)
  const bookStatus = useAddresses((state) => state.status)
  const [continuing, setContinuing] = useState(false)

  useLoadAddresses()

  // The book decides the address: keep the chosen one while it exists, else its default.
  useEffect(() => {
    if (bookStatus !== 'ready') return
    const preferred = preferredAddress(book, address?.id)
    if (preferred?.id !== address?.id) souk.cart.getState().setAddress(preferred)
  }, [book, bookStatus, address?.id, souk])

  const choose = (chosen: Address) => souk.cart.getState().setAddress(chosen)
  const next = async () => {
    if (continuing) return
    setContinuing(true)
    try {
      if (await souk.cart.getState().saveShipping()) navigate(localizePath(paths.checkout, language))
    } finally {
      setContinuing(false)
    }
  }

  const cartLoading = status === 'idle' || (status === 'loading' && lines.length === 0)
  const bookLoading = bookStatus === 'idle' || (bookStatus === 'loading' && book.length === 0)
  const selected = selectedLines(lines)
  const busy = continuing || saving

  return (
    <div className="store-page store-checkout">
      <h1>{t('shipping.title')}</h1>
      {cartLoading ? (
        <div aria-busy="true">
          <Shimmer variant="block" count={3} />
        </div>
      ) : status === 'error' && lines.length === 0 ? (
        <EmptyState
          title={t('errors.somethingWentWrong')}
          action={<Button onClick={() => void souk.cart.getState().load()}>{t('common.reload')}</Button>}
        />
      ) : lines.length === 0 ? (
        <EmptyState
          title={t('cart.empty')}
          text={t('cart.emptyHint')}
          action={{ label: t('cart.continueShopping'), href: localizePath('/', language) }}
        />
      ) : selected.length === 0 ? (
        <EmptyState
          title={t('shipping.noneSelected')}
          action={{ label: t('checkout.backToCart'), href: localizePath(paths.cart, language) }}
        />
      ) : (
        <div className="store-checkout__body">
          <div className="store-checkout__main">
            <section className="store-checkout__section" aria-labelledby="shipping-address-title">
              {bookLoading ? (
                <>
                  <h2 id="shipping-address-title">{t('shipping.shipTo')}</h2>
                  <Shimmer variant="block" count={1} />
                </>
              ) : book.length === 0 ? (
                <>
                  <h2 id="shipping-address-title">{t('shipping.shipTo')}</h2>
                  <p className="store-checkout__hint">{t('shipping.addAddressFirst')}</p>
                  <AddressForm onSaved={choose} />
                </>
              ) : (
                <AddressBook
                  onSelect={choose}
                  value={address?.id ?? null}
                  title={<span id="shipping-address-title">{t('shipping.shipTo')}</span>}
                />
              )}
            </section>
            <ShippingOptions className="store-checkout__section" />
          </div>
          <CartSummary
            className="store-checkout__summary"
            requireAddress
            hideSelectAll
            busy={busy}
            checkoutLabel={t('shipping.continueToPayment')}
            onCheckout={() => void next()}
          />
        </div>
      )}
      {selected.length > 0 ? (
        <StickyCartBar
          className="store-checkout__sticky"
          checkoutLabel={t('shipping.continueToPayment')}
          busy={busy}
          onCheckout={() => void next()}
        />
      ) : null}
    </div>
  )
}
