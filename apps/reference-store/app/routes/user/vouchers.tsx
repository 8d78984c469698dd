import { localizePath, routes as paths } from '@souk/core'
import { EmptyState, Pagination, useLocale, useT, VoucherCard } from '@souk/react'
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData, useNavigate } from 'react-router'
import { accountSouk, loaderFailure, pageOf } from '../../lib/account.server'
import { privatePageMeta } from '../../lib/meta'

/** The vouchers running now, 25 a page (contract 5.11). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { souk } = accountSouk(request, context)
  try {
    const { data } = await souk.client.vouchers.list({ page: pageOf(request) })
    return { list: data }
  } catch (error) {
    loaderFailure(error)
  }
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'accountVouchers.title')

/** My vouchers: a card per running voucher (code, discount, minimum spend, validity); 'No voucher found'. */
export default function Vouchers() {
  const { t } = useT()
  const { language } = useLocale()
  const navigate = useNavigate()
  const { list } = useLoaderData<typeof loader>()
  const base = localizePath(paths.userVouchers, language)
  return (
    <>
      <h1>{t('accountVouchers.title')}</h1>
      {list.data.length === 0 ? (
        <EmptyState title={t('empty.vouchers')} />
      ) : (
        <ul className="store-account__grid" aria-label={t('accountVouchers.title')}>
          {list.data.map((voucher) => (
            <li key={voucher.id}>
              <VoucherCard voucher={voucher} headingLevel={2} />
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
