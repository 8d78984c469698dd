import { localizePath, type OrderListQuery, routes as paths } from '@souk/core'
import { EmptyState, OrderCard, Pagination, useLocale, useT } from '@souk/react'
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData, useNavigate } from 'react-router'
import { accountSouk, loaderFailure, pageOf } from '../../lib/account.server'
import { privatePageMeta } from '../../lib/meta'

/** The list filters of the spec's order list, each a query of `order/by-user` (contract 7.6). */
const FILTERS: Record<string, OrderListQuery> = {
  all: {},
  paid: { paid: 1 },
  unpaid: { unpaid: 1 },
  cancelled: { cancelled: 1 },
}

/** The customer's orders, newest first, 25 a page, with the chosen filter (`?filter=`, `?page=`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { souk } = accountSouk(request, context)
  const requested = new URL(request.url).searchParams.get('filter') ?? 'all'
  const filter = requested in FILTERS ? requested : 'all'
  try {
    const { data } = await souk.client.orders.list({ ...FILTERS[filter], page: pageOf(request) })
    return { orders: data, filter }
  } catch (error) {
    loaderFailure(error)
  }
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'orders.title')

/** My orders: filter links, one card per order (code, date, method, total, payment and delivery status), pages. */
export default function Orders() {
  const { t } = useT()
  const { language } = useLocale()
  const navigate = useNavigate()
  const { orders, filter } = useLoaderData<typeof loader>()
  const base = localizePath(paths.userOrders, language)
  const href = (next: { filter?: string; page?: number }) => {
    const query = new URLSearchParams()
    const chosen = next.filter ?? filter
    if (chosen !== 'all') query.set('filter', chosen)
    if (next.page && next.page > 1) query.set('page', String(next.page))
    const text = query.toString()
    return text ? `${base}?${text}` : base
  }
  return (
    <>
      <h1>{t('orders.title')}</h1>
      <nav aria-label={t('orders.filters.all')} className="store-order-actions">
        {Object.keys(FILTERS).map((key) => (
          <a
            key={key}
            href={href({ filter: key })}
            aria-current={key === filter ? 'page' : undefined}
            className="souk-button"
            data-variant={key === filter ? 'primary' : 'secondary'}
            data-size="sm"
          >
            {t(`orders.filters.${key}`)}
          </a>
        ))}
      </nav>
      {orders.data.length === 0 ? (
        <EmptyState
          title={filter === 'all' ? t('empty.noOrdersYet') : t('empty.orders')}
          action={{ label: t('cart.continueShopping'), href: localizePath(paths.home, language) }}
        />
      ) : (
        <ul className="store-account__list">
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        paginator={orders}
        hrefForPage={(page) => href({ page })}
        onPageChange={(page) => navigate(href({ page }))}
      />
    </>
  )
}
