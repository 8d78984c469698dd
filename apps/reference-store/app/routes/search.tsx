import { useT } from '@souk/react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ProductList } from '../components/ProductList'
import { soukForRequest } from '../souk.server'

/** Search results: the products listing filtered by `q` (title and tags in the page's language). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? ''
  const { souk } = soukForRequest(request, context)
  const { data: listing } = await souk.client.catalog.products({ q, sidebar_data: true })
  return { q, listing }
}

export default function Search() {
  const { q, listing } = useLoaderData<typeof loader>()
  const { t } = useT()
  return (
    <main className="store-page">
      <h1>{q}</h1>
      {listing.result.data.length ? (
        <ProductList products={listing.result.data} label={q} />
      ) : (
        <p>{t('search.nothingFoundFor', { text: q })}</p>
      )}
    </main>
  )
}
