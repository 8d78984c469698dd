import { AUTH_COOKIE, isSoukError, localizePath, routes as paths } from '@souk/core'
import { ErrorView, Shimmer, useLocale, useSouk, useT } from '@souk/react'
import { useState } from 'react'
import {
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteError,
} from 'react-router'
import { customerOnly } from '../../lib/account.server'
import { stylesheetsHandle } from '../../lib/pageStylesheets'
import { paymentReturnOf } from '../../lib/paymentReturn'
import { soukForRequest } from '../../souk.server'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('catalogue', 'checkout', 'account', 'accountPages')

/** Customers only: a guest goes to sign-in and comes back here after; a failed profile load signs out. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // A guest who paid through a gateway comes back to the order page: it confirms the payment, without the account.
  const { storage } = soukForRequest(request, context)
  const returning = /\/user\/order\/\d+$/.test(new URL(request.url).pathname)
  if (returning && !storage.getCookie(AUTH_COOKIE) && paymentReturnOf(request, '0')) return { customer: null }
  const { profile } = await customerOnly(request, context)
  return { customer: { name: profile.name ?? '', email: profile.email ?? '' } }
}

/** The pages of the account navigation, in order (spec §2.3). */
const PAGES = [
  { path: paths.userProfile, key: 'account.nav.profile' },
  { path: paths.userAddresses, key: 'account.nav.addresses' },
  { path: paths.userOrders, key: 'account.nav.orders' },
  { path: paths.userWishlists, key: 'account.nav.wishlist' },
  { path: paths.userCompared, key: 'account.nav.compared' },
  { path: paths.userFollowing, key: 'account.nav.following' },
  { path: paths.userVouchers, key: 'account.nav.vouchers' },
] as const

/**
 * The account area: a navigation landmark (profile, addresses, orders, wishlist, compared, following, vouchers,
 * log out) beside the page. While another account page loads, the content shows placeholders.
 */
export default function AccountLayout() {
  const { customer } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const location = useLocation()
  if (!customer) {
    return (
      <div className="store-page">
        <Outlet />
      </div>
    )
  }
  const loading = navigation.state === 'loading' && navigation.location.pathname !== location.pathname
  return (
    <div className="store-page store-account">
      <AccountNav current={location.pathname} />
      <div className="store-account__content" aria-busy={loading || undefined}>
        {loading ? <Shimmer variant="block" count={3} /> : <Outlet />}
      </div>
    </div>
  )
}

/** The account navigation, with the current page marked and the log-out button. */
function AccountNav({ current }: { current: string }) {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const [leaving, setLeaving] = useState(false)
  const logout = async () => {
    setLeaving(true)
    await souk.session.getState().logout()
    // A full load: every store of the page starts again as a guest's.
    window.location.assign(localizePath(paths.home, language))
  }
  return (
    <nav className="store-account__nav" aria-label={t('account.title')}>
      <ul>
        {PAGES.map((page) => {
          const href = localizePath(page.path, language)
          const active =
            current === href || (page.path === paths.userOrders && current.includes('/user/order/'))
          return (
            <li key={page.path}>
              <a href={href} aria-current={current === href ? 'page' : active ? 'true' : undefined}>
                {t(page.key)}
              </a>
            </li>
          )
        })}
        <li>
          <button type="button" onClick={logout} disabled={leaving} aria-busy={leaving || undefined}>
            {leaving ? t('common.loading') : t('account.nav.logout')}
          </button>
        </li>
      </ul>
    </nav>
  )
}

/** The error page inside the store's chrome (spec §8): status, message, reload and go home. */
export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : isSoukError(error) ? error.statusCode : 500
  const message = isRouteErrorResponse(error)
    ? ((error.data as { message?: string } | null)?.message ?? null)
    : isSoukError(error)
      ? error.message
      : null
  return (
    <div className="store-page">
      <ErrorView statusCode={status} message={message} />
    </div>
  )
}
