import { useT } from '@souk/react'
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ProductList } from '../components/ProductList'
import { soukForRequest } from '../souk.server'

/** A category (or sub-category) listing with its sidebar data (contract 4.4). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = params.subCategory ?? params.category
  if (!slug) throw data(null, { status: 404 })
  const url = new URL(request.url)
  const { souk } = soukForRequest(request, context)
  try {
    const { data: listing } = await souk.client.catalog.all({
      category: slug,
      page: Number(url.searchParams.get('page')) || 1,
      sortby: url.searchParams.get('sortby') ?? undefined,
      sidebar_data: true,
    })
    return { listing }
  } catch {
    throw data(null, { status: 404 })
  }
}

export default function Category() {
  const { listing } = useLoaderData<typeof loader>()
  const { t } = useT()
  return (
    <main className="store-page">
      <h1>{listing.category.title}</h1>
      {listing.result.data.length ? (
        <ProductList products={listing.result.data} label={listing.category.title} />
      ) : (
        <p>{t('empty.products')}</p>
      )}
    </main>
  )
}
