import {
  type CartHandoffPreview,
  claimCartHandoff,
  handoffNeedsConsent,
  localizePath,
  routes as paths,
  previewCartHandoff,
  readCartHandoff,
} from '@souk/core'
import {
  Button,
  CartLine,
  CartSummary,
  Dialog,
  EmptyState,
  Shimmer,
  useCart,
  useLocale,
  useSouk,
  useT,
  VoucherInput,
} from '@souk/react'
import { useEffect, useState } from 'react'
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
 * so the lines load in the browser; the server renders the loading state. A cart handed over by the widgets
 * on a partner's page (`?souk_handoff=<one-time code>`, core's `readCartHandoff`) is claimed with the visitor's
 * own identity: at once into an empty cart, after a question into a cart that has lines.
 */
export default function Cart() {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const navigate = useNavigate()
  const lines = useCart((state) => state.lines)
  const status = useCart((state) => state.status)
  const lineIds = lines.map((line) => line.id)
  // A hand-off waiting for the visitor's answer: the code and what it would bring.
  const [offer, setOffer] = useState<{ code: string; preview: CartHandoffPreview } | null>(null)
  const [claiming, setClaiming] = useState(false)
  useEffect(() => {
    // The hand-off parameters leave the address at once (`souk_guest`, a token, is refused and never read).
    const { code, cleanUrl } = readCartHandoff(window.location.href)
    if (cleanUrl) window.history.replaceState(window.history.state, '', cleanUrl)
    void (async () => {
      await souk.cart.getState().load()
      if (!code) return
      if (!handoffNeedsConsent(souk.cart.getState())) {
        await claimCartHandoff(souk, code)
        return
      }
      const preview = await previewCartHandoff(souk, code)
      if (preview) setOffer({ code, preview })
    })()
  }, [souk])
  const keepCart = () => {
    setOffer(null)
    souk.toast.getState().show(t('handoff.kept'))
  }
  const addHandedOver = async () => {
    if (!offer) return
    setClaiming(true)
    await claimCartHandoff(souk, offer.code)
    setClaiming(false)
    setOffer(null)
  }
  const site = offer?.preview.origin ? new URL(offer.preview.origin).host : null
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
      <Dialog
        open={offer !== null}
        onClose={keepCart}
        title={t('handoff.title')}
        description={
          site
            ? t('handoff.question', { count: offer?.preview.items ?? 0, site })
            : t('handoff.questionElsewhere', { count: offer?.preview.items ?? 0 })
        }
        size="sm"
        className="store-cart__handoff"
        footer={
          <>
            <Button variant="secondary" onClick={keepCart} disabled={claiming}>
              {t('handoff.keep')}
            </Button>
            <Button onClick={() => void addHandedOver()} busy={claiming} busyLabel={t('common.loading')}>
              {t('handoff.add')}
            </Button>
          </>
        }
      />
    </div>
  )
}
