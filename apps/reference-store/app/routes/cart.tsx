import {
  AUTH_COOKIE,
  type CartLine as CartLineData,
  cartAwaitingLines,
  cartHandoffUrl,
  errorText,
  GUEST_TOKEN_COOKIE,
  localizePath,
  routes as paths,
  productLink,
  readCartForm,
  readCartHandoff,
  runCartForm,
  selectionSearch,
} from '@souk/core'
import { Button, CartLine, EmptyState, Shimmer, useCart, useLocale, useSouk, useT } from '@souk/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
} from 'react-router'
import type { HandoffOffer } from '../components/CartHandoff'
import { deferredPart } from '../components/deferredPart'
import { reloadForChunkError } from '../lib/chunkReload'
import { flashCookie, isFlashKey } from '../lib/flash'
import { siteDescription, titleFromKey } from '../lib/meta'
import type { PageEndHandle } from '../lib/pageEnd'
import { type StylesheetsHandle, stylesheetsHandle } from '../lib/pageStylesheets'
import { cookieHeaders, soukForRequest } from '../souk.server'

/** The question of a hand-off into a cart that has lines (`components/CartHandoff.tsx`), loaded when one comes. */
const HandoffDialog = lazy(() =>
  import('../components/CartHandoff').then((module) => ({ default: module.HandoffDialog })),
)

/** The summary and the sticky bar (`components/CartParts.tsx`), loaded once the page has hydrated. */
const cartParts = () => import('../components/CartParts')
const CartSummary = deferredPart(() => cartParts().then((module) => module.CartSummaryPart), {
  replayPressesIn: '.souk-cart-summary',
})
const CheckoutBar = deferredPart(() => cartParts().then((module) => module.CheckoutBar), {
  replayPressesIn: '.souk-sticky-cart-bar',
})

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle: StylesheetsHandle & PageEndHandle = {
  ...stylesheetsHandle('checkout'),
  pageEnd: CheckoutBar,
}

// The cart of a visitor without a cart is an empty page: crawlable (it links back to the shop) and described.
export const meta: MetaFunction = ({ matches }) => [
  { title: titleFromKey(matches, 'cart.title') },
  { name: 'description', content: siteDescription(matches) },
]

/**
 * The shopper's lines, read on the server when the request names a shopper (the session cookie, or the guest
 * token's cookie): the page shows them before its scripts run, and without them. A visitor who names no one has
 * no cart: an empty one (the same page for every such visitor, so the page cache may keep it).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { souk, storage } = soukForRequest(request, context)
  if (!storage.getCookie(GUEST_TOKEN_COOKIE) && !storage.getCookie(AUTH_COOKIE)) {
    return data({ lines: [] as CartLineData[], voucher: null })
  }
  const loaded = await souk.cart.getState().load()
  const lines = loaded ? souk.cart.getState().lines : null
  souk.dispose()
  return data({ lines, voucher: context.cartVoucher ?? null }, { headers: cookieHeaders(storage) })
}

/**
 * The cart's forms (core's `CART_FORM`: add to cart, buy now, a line's quantity, removal, the voucher), when the
 * page's scripts did not take them: posted before hydration or without JavaScript. The request's Souk (its
 * shopper, or its guest from the guest token's cookie, one given to a guest who has none, as the page's scripts
 * would) runs them with core's rules and cart store (`runCartForm`); the cookies it wrote go with the answer.
 * Then a redirect (303): adding goes back to the product's page (with the chosen options), buying now to checkout (as the scripts do), a
 * line's change to the cart; the outcome rides to that page as a flash (a message key, `lib/flash.ts`). A refusal
 * in the API's own words (no key to carry) and the voucher's answer are shown by the cart page itself.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const input = readCartForm(await request.formData())
  if (!input) throw data(null, { status: 400 })
  const { souk, storage, language } = soukForRequest(request, context)
  const result = await runCartForm(souk, input)
  souk.dispose()
  // The page this answer renders shows the voucher's discount in its summary (the loaders run after this).
  if (input.intent === 'voucher' && result.ok) context.cartVoucher = result.voucher ?? null
  const headers = cookieHeaders(storage)
  const secure = context.publicUrl.startsWith('https:')
  const cartPage = localizePath(paths.cart, language)
  const key = result.message?.key
  if (input.intent === 'add' || input.intent === 'buy-now') {
    const target =
      result.ok && input.intent === 'buy-now'
        ? localizePath(paths.checkout, language)
        : result.product
          ? // Back to the product's page showing the variant the form posted.
            `${productLink(result.product.slug, result.product.id, language)}${selectionSearch(input.selection)}`
          : cartPage
    headers.append('Set-Cookie', flashCookie(key ?? 'errors.somethingWentWrong', { secure }))
    return redirect(target, { status: 303, headers })
  }
  if (input.intent !== 'voucher' && isFlashKey(key)) {
    headers.append('Set-Cookie', flashCookie(key, { secure }))
    return redirect(cartPage, { status: 303, headers })
  }
  return data(
    { ok: result.ok, message: result.text, voucher: result.voucher ?? null },
    { status: result.ok ? 200 : 400, headers },
  )
}

/**
 * The cart (spec §2.2): a line per product (selection, quantity, remove, shippability), the summary with the
 * voucher field and the checkout button to the shipping step. The server renders the lines its loader read (the
 * root gives them to the page's cart store); the browser loads them again. Each line's quantity and remove button and
 * the voucher box are forms the action above answers before hydration; after it they run in the page. A cart handed over by the widgets
 * on a partner's page (`?souk_handoff=<one-time code>`, core's `readCartHandoff`) is claimed with the visitor's
 * own identity: at once into an empty cart, after a question into a cart that has lines.
 */
export default function Cart() {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const answered = useActionData<typeof action>()
  const lines = useCart((state) => state.lines)
  const status = useCart((state) => state.status)
  const lineIds = lines.map((line) => line.id)
  // A hand-off waiting for the visitor's answer.
  const [offer, setOffer] = useState<HandoffOffer | null>(null)
  useEffect(() => {
    // The hand-off parameters leave the address at once (`souk_guest`, a token, is refused and never read).
    const { code, cleanUrl } = readCartHandoff(window.location.href)
    if (cleanUrl) window.history.replaceState(window.history.state, '', cleanUrl)
    void (async () => {
      await souk.cart.getState().load()
      if (!code) return
      const handoff = await import('../components/CartHandoff').catch((error: unknown) => {
        // Its code could not come: a new deploy reloads the cart with the hand-off code alone (the refused
        // `souk_guest` stays out of the address), so it is tried again; a moment offline says so.
        const retry = cartHandoffUrl(window.location.origin, cleanUrl ?? window.location.href, code)
        if (!reloadForChunkError(error, retry)) souk.toast.getState().showError(errorText(error, souk.t))
        return null
      })
      if (handoff) setOffer(await handoff.takeHandoff(souk, code))
    })()
  }, [souk])
  const loading = cartAwaitingLines({ status, lines })
  return (
    <div className="store-page store-cart">
      <h1>{t('cart.title')}</h1>
      {answered?.message ? (
        <p
          className="store-flash"
          role={answered.ok ? 'status' : 'alert'}
          data-error={answered.ok ? undefined : ''}
        >
          {answered.message}
        </p>
      ) : null}
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
          <CartSummary />
        </div>
      )}
      {offer ? (
        <Suspense fallback={null}>
          <HandoffDialog offer={offer} onDone={() => setOffer(null)} />
        </Suspense>
      ) : null}
    </div>
  )
}
