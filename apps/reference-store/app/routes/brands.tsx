import { pageFromSearch } from '@souk/core'
import { useShopLinks, useT } from '@souk/react'
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { CatalogueIndex } from '../components/CatalogueIndex'
import { titleFromKey } from '../lib/meta'
import { stylesheetsHandle } from '../lib/pageStylesheets'
import { soukForRequest } from '../souk.server'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('catalogue')

/** Every public brand, 25 a page (contract 4.6). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { souk } = soukForRequest(request, context)
  const page = pageFromSearch(new URL(request.url).searchParams)
  const { data: brands } = await souk.client.catalog.brands({ page })
  return { brands }
}

export const meta: MetaFunction = ({ matches }) => [{ title: titleFromKey(matches, 'brands.title') }]

export default function Brands() {
  const { brands } = useLoaderData<typeof loader>()
  const { t } = useT()
  const links = useShopLinks()
  return (
    <CatalogueIndex
      title={t('brands.title')}
      entries={brands}
      hrefOf={(brand) => links.brand(brand.slug, brand.id)}
      emptyTitle={t('empty.items')}
    />
  )
}
