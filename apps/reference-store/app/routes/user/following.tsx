import { localizePath, routes as paths } from '@souk/core'
import { EmptyState, Pagination, StoreCard, useFollowing, useLocale, useT } from '@souk/react'
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData, useNavigate } from 'react-router'
import { accountSouk, loaderFailure, pageOf } from '../../lib/account.server'
import { toggleAction } from '../../lib/formActions.server'
import { privatePageMeta } from '../../lib/meta'

/** The stores the customer follows, 14 a page (contract 5.10). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { souk } = accountSouk(request, context)
  try {
    const { data } = await souk.client.stores.following({ page: pageOf(request) })
    return { list: data }
  } catch (error) {
    loaderFailure(error)
  }
}

/** The follow toggle forms of every page (`souk.links.followAction()`), without JavaScript. */
export const action = toggleAction('follow')

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'following.title')

/** Followed stores: a card per store with its follow toggle (pressed: unfollows); 'No store found' when none. */
export default function Following() {
  const { t } = useT()
  const { language } = useLocale()
  const navigate = useNavigate()
  const { list } = useLoaderData<typeof loader>()
  // A store unfollowed here leaves the list at once (the follow store knows; the next load agrees).
  const followed = useFollowing((state) => state.followed)
  const rows = list.data.filter((row) => followed[row.store_id] !== false)
  const base = localizePath(paths.userFollowing, language)
  return (
    <>
      <h1>{t('following.title')}</h1>
      {rows.length === 0 ? (
        <EmptyState
          title={t('empty.stores')}
          action={{ label: t('cart.continueShopping'), href: localizePath(paths.home, language) }}
        />
      ) : (
        <ul className="store-account__grid" aria-label={t('following.title')}>
          {rows.map((row) => (
            <li key={row.id} className="store-account__item">
              <StoreCard store={row.store} headingLevel={2} following showFollow />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        paginator={list}
        hrefForPage={(page) => (page > 1 ? `${base}?page=${page}` : base)}
        onPageChange={(page) => navigate(page > 1 ? `${base}?page=${page}` : base)}
      />
    </>
  )
}
