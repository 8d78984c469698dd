import { adoptHandedOffGuest, localizePath, routes as paths } from '@souk/core'
import {
  Button,
  CartLine,
  CartSummary,
  EmptyState,
  Shimmer,
  useCart,
  useLocale,
  useSouk,
  useT,
  VoucherInput,
} from '@souk/react'
import { useEffect } from 'react'
import { type MetaFunction, useNavigate } from 'react-router'
import { siteDescription, titleFromKey } from '../lib/meta'

// The cart of a visitor without a cart is an empty page: crawlable (it links back to the shop) and described.
export const meta: MetaFunction = ({ matches }) => [
  { title: titleFromKey(matches, 'cart.title') },
  { name: 'description', content: siteDescription(matches) },
]

/**
 * The cart (spec §2.2): a line per product (selection, quantity, remove, shippability), the summary with the
 * voucher field and the checkout button to the shipping step. The guest's token is in the browser's storage,
 * so the lines load in the browser; the server renders the loading state. A `souk_guest` hand-off from the
 * widgets is adopted first (core's `adoptHandedOffGuest`).
 */
export default function Cart() {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const navigate = useNavigate()
  const lines = useCart((state) => state.lines)
  const status = useCart((state) => state.status)
  const lineIds = lines.map((line) => line.id)
  useEffect(() => {
    // A cart handed over by the Souk widgets on a partner's page (`?souk_guest=`): a guest visitor takes it
    // over, and the token leaves the address at once.
    const { cleanUrl } = adoptHandedOffGuest(souk.session, window.location.href)
    if (cleanUrl) window.history.replaceState(window.history.state, '', cleanUrl)
    void souk.cart.getState().load()
  }, [souk])
  const loading = status === 'idle' || (status === 'loading' && lineIds.length === 0)
  return (
    <div className="store-page store-cart">
      <h1>{t('cart.title')}</h1>
      {loading ? (
        <div aria-busy="true">
          <Shimmer variant="block" count={3} />
        </div>
      ) : status === 'error' && lineIds.length === 0 ? (
        <EmptyState
          title={t('errors.somethingWentWrong')}
          action={<Button onClick={() => void souk.cart.getState().load()}>{t('common.reload')}</Button>}
        />
      ) : lineIds.length === 0 ? (
        <EmptyState
          title={t('cart.empty')}
          text={t('cart.emptyHint')}
          action={{ label: t('cart.continueShopping'), href: localizePath('/', language) }}
        />
      ) : (
        <div className="store-cart__body">
          <ul className="store-cart__lines" aria-label={t('cart.title')}>
            {lineIds.map((id) => (
              <li key={id}>
                <CartLine lineId={id} headingLevel={2} />
              </li>
            ))}
          </ul>
          <CartSummary onCheckout={() => navigate(localizePath(paths.shipping, language))}>
            <VoucherInput />
          </CartSummary>
        </div>
      )}
    </div>
  )
}
