import { pageFromSearch } from '@souk/core'
import { useLinks, useT } from '@souk/react'
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { CatalogueIndex } from '../components/CatalogueIndex'
import { titleFromKey } from '../lib/meta'
import { stylesheetsHandle } from '../lib/pageStylesheets'
import { soukForRequest } from '../souk.server'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('catalogue')

/** Every public category, 25 a page (contract 4.6). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { souk } = soukForRequest(request, context)
  const page = pageFromSearch(new URL(request.url).searchParams)
  const { data: categories } = await souk.client.catalog.categories({ page })
  return { categories }
}

export const meta: MetaFunction = ({ matches }) => [{ title: titleFromKey(matches, 'categories.title') }]

export default function Categories() {
  const { categories } = useLoaderData<typeof loader>()
  const { t } = useT()
  const links = useLinks()
  return (
    <CatalogueIndex
      title={t('categories.title')}
      entries={categories}
      hrefOf={(category) => links.category(category.slug)}
      emptyTitle={t('empty.items')}
    />
  )
}
