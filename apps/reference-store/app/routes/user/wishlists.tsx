import { localizePath, routes as paths } from '@souk/core'
import { Button, EmptyState, Pagination, ProductCard, useLocale, useSouk, useT } from '@souk/react'
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

/** The customer's wishlist, newest first, 14 a page (contract 5.10). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { souk } = accountSouk(request, context)
  try {
    const { data } = await souk.client.wishlist.all({ page: pageOf(request) })
    return { list: data }
  } catch (error) {
    loaderFailure(error)
  }
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'wishlist.title')

/** The wishlist: a card per saved product with a remove button; 'No wishlist item found' when empty. */
export default function Wishlists() {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const { list } = useLoaderData<typeof loader>()
  const [removing, setRemoving] = useState<number | null>(null)
  const base = localizePath(paths.userWishlists, language)
  const remove = async (productId: number) => {
    setRemoving(productId)
    try {
      const saved = await souk.wishlist.getState().toggle(productId)
      if (saved === false) souk.toast.getState().show(t('success.wishlistRemoved'))
      await revalidator.revalidate()
    } finally {
      setRemoving(null)
    }
  }
  return (
    <>
      <h1>{t('wishlist.title')}</h1>
      {list.data.length === 0 ? (
        <EmptyState
          title={t('empty.wishlist')}
          action={{ label: t('cart.continueShopping'), href: localizePath(paths.home, language) }}
        />
      ) : (
        <ul className="store-account__grid" aria-label={t('wishlist.title')}>
          {list.data.map((row) => (
            <li key={row.id} className="store-account__item">
              <ProductCard product={row.product} headingLevel={2} showWishlist={false} />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void remove(row.product_id)}
                busy={removing === row.product_id}
                busyLabel={t('common.loading')}
              >
                {t('wishlist.remove')}
                <span className="souk-visually-hidden">: {row.product.title}</span>
              </Button>
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
