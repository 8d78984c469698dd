import { NotFoundError } from '@souk/core'
import { Image, PriceLabel, Rating } from '@souk/react'
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { soukForRequest } from '../souk.server'

/** The product detail (contract 4.8); an unknown or private product is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = Number(params.id)
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 })
  const { souk } = soukForRequest(request, context)
  try {
    const { data: product } = await souk.client.catalog.product(id)
    return { product }
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 })
    throw error
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded?.product.meta_title || loaded?.product.title },
  { name: 'description', content: loaded?.product.meta_description ?? '' },
]

export default function Product() {
  const { product } = useLoaderData<typeof loader>()
  return (
    <main className="store-page store-product">
      <Image src={product.image} alt={product.title} width={600} height={600} priority />
      <div>
        <h1>{product.title}</h1>
        <Rating value={product.rating} count={product.review_count} />
        <PriceLabel item={product} size="lg" />
        {product.store ? <p>{product.store.name}</p> : null}
      </div>
    </main>
  )
}
