import { localizePath, routes as paths } from '@souk/core'
import {
  Button,
  EmptyState,
  Image,
  Pagination,
  PriceLabel,
  Rating,
  useLinks,
  useLocale,
  useSouk,
  useT,
} from '@souk/react'
import { useState } from 'react'
import {
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useNavigate,
  useRevalidator,
} from 'react-router'
import { accountSouk, loaderFailure, pageOf } from '../../lib/account.server'
import { privatePageMeta } from '../../lib/meta'

/** The customer's compare list, 14 a page (contract 5.10). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { souk } = accountSouk(request, context)
  try {
    const { data } = await souk.client.compare.all({ page: pageOf(request) })
    return { list: data }
  } catch (error) {
    loaderFailure(error)
  }
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'compare.title')

/**
 * The compare table: a column per product (image and title linking to it), rows for price and rating, and a
 * remove button per product; 'No compared product found' when empty. Wide tables scroll sideways.
 */
export default function Compared() {
  const { t } = useT()
  const souk = useSouk()
  const links = useLinks()
  const { language } = useLocale()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const { list } = useLoaderData<typeof loader>()
  const [removing, setRemoving] = useState<number | null>(null)
  const base = localizePath(paths.userCompared, language)
  const remove = async (productId: number) => {
    setRemoving(productId)
    try {
      const compared = await souk.compare.getState().toggle(productId)
      if (compared === false) souk.toast.getState().show(t('success.compareRemoved'))
      await revalidator.revalidate()
    } finally {
      setRemoving(null)
    }
  }
  const rows = list.data
  return (
    <>
      <h1>{t('compare.title')}</h1>
      {rows.length === 0 ? (
        <EmptyState
          title={t('empty.compared')}
          action={{ label: t('cart.continueShopping'), href: localizePath(paths.home, language) }}
        />
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        <section className="store-compare" tabIndex={0} aria-label={t('compare.title')}>
          <table>
            <thead>
              <tr>
                <td />
                {rows.map((row) => (
                  <th key={row.id} scope="col">
                    <a href={links.product(row.product.slug, row.product.id)}>
                      <Image src={row.product.image} alt="" width={120} height={120} thumb />
                      <span>{row.product.title}</span>
                    </a>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('product.price')}</th>
                {rows.map((row) => (
                  <td key={row.id}>
                    <PriceLabel item={row.product} size="sm" />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t('compare.rating')}</th>
                {rows.map((row) => (
                  <td key={row.id}>
                    <Rating value={row.product.rating} count={row.product.review_count} size="sm" />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">
                  <span className="souk-visually-hidden">{t('compare.remove')}</span>
                </th>
                {rows.map((row) => (
                  <td key={row.id}>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => void remove(row.product_id)}
                      busy={removing === row.product_id}
                      busyLabel={t('common.loading')}
                    >
                      {t('compare.remove')}
                      <span className="souk-visually-hidden">: {row.product.title}</span>
                    </Button>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </section>
      )}
      <Pagination
        paginator={list}
        hrefForPage={(page) => (page > 1 ? `${base}?page=${page}` : base)}
        onPageChange={(page) => navigate(page > 1 ? `${base}?page=${page}` : base)}
      />
    </>
  )
}
