import { localizePath, routes as paths } from '@souk/core'
import { EmptyState, Pagination, useLocale, useSouk, useT } from '@souk/react'
import { type ReactNode, useState } from 'react'
import { type MetaFunction, useLoaderData, useNavigate, useRevalidator } from 'react-router'
import { privatePageMeta } from '../../lib/meta'
import type { SavedListKind, savedListLoader } from '../../lib/savedLists.server'

export type { SavedListKind }

/** What differs between the two lists' pages: their texts, their page and their store. */
const LISTS = {
  wishlist: {
    title: 'wishlist.title',
    empty: 'empty.wishlist',
    removed: 'success.wishlistRemoved',
    path: paths.userWishlists,
  },
  compare: {
    title: 'compare.title',
    empty: 'empty.compared',
    removed: 'success.compareRemoved',
    path: paths.userCompared,
  },
} as const

/** The meta of a saved-list page (private: not indexed). */
export function savedListMeta(kind: SavedListKind): MetaFunction {
  return ({ matches }) => privatePageMeta(matches, LISTS[kind].title)
}

/** One page of a saved list, as its loader answers it. */
export type SavedListPage = NonNullable<Awaited<ReturnType<ReturnType<typeof savedListLoader>>>>['list']

/** What a list's body gets: its rows and the remove action with which product is being removed. */
export interface SavedListBody {
  rows: SavedListPage['data']
  remove: (productId: number) => Promise<void>
  removing: number | null
}

/**
 * A saved-list page: its heading, the empty state ('No wishlist item found', 'No compared product found') or
 * the list `children` draws (the wishlist's cards, the compare table), and its pages. Removing a product
 * toggles it in the list's store, says so and reloads the page's data.
 */
export function SavedList({
  kind,
  children,
}: {
  kind: SavedListKind
  children: (body: SavedListBody) => ReactNode
}) {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const { list } = useLoaderData<ReturnType<typeof savedListLoader>>()
  const [removing, setRemoving] = useState<number | null>(null)
  const texts = LISTS[kind]
  const base = localizePath(texts.path, language)
  const remove = async (productId: number) => {
    setRemoving(productId)
    try {
      const saved = await souk[kind].getState().toggle(productId)
      if (saved === false) souk.toast.getState().show(t(texts.removed))
      await revalidator.revalidate()
    } finally {
      setRemoving(null)
    }
  }
  return (
    <>
      <h1>{t(texts.title)}</h1>
      {list.data.length === 0 ? (
        <EmptyState
          title={t(texts.empty)}
          action={{ label: t('cart.continueShopping'), href: localizePath(paths.home, language) }}
        />
      ) : (
        children({ rows: list.data, remove, removing })
      )}
      <Pagination
        paginator={list}
        hrefForPage={(page) => (page > 1 ? `${base}?page=${page}` : base)}
        onPageChange={(page) => navigate(page > 1 ? `${base}?page=${page}` : base)}
      />
    </>
  )
}
