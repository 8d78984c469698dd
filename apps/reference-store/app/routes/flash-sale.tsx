import { FormError, NotFoundError, pageFromSearch, routes as paths } from '@souk/core'
import { Countdown, Pagination, ProductGrid, useLinks, useT, withSaleEnd } from '@souk/react'
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData, useLocation } from 'react-router'
import { stylesheetsHandle } from '../lib/pageStylesheets'
import { StoreBreadcrumb } from '../lib/structuredData'
import { soukForRequest } from '../souk.server'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('catalogue')

/** One flash sale's products, 25 a page (contract 4.9); an unknown or finished sale is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = Number(params.id)
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 })
  const { souk } = soukForRequest(request, context)
  const page = pageFromSearch(new URL(request.url).searchParams)
  try {
    const [sales, products] = await Promise.all([
      souk.client.catalog.flashSales(),
      souk.client.catalog.flashSale(id, { page }),
    ])
    const sale = sales.data.find((candidate) => candidate.id === id)
    if (!sale) throw data(null, { status: 404 })
    const { public_products: _cards, ...header } = sale
    return { sale: header, products: products.data, now: Date.now() }
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof FormError) throw data(null, { status: 404 })
    throw error
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: loaded?.sale.title ?? '' }]

export default function FlashSalePage() {
  const { sale, products, now } = useLoaderData<typeof loader>()
  const { t } = useT()
  const links = useLinks()
  const location = useLocation()
  return (
    <div className="store-page store-stack">
      <StoreBreadcrumb
        items={[
          { label: t('common.home'), href: links.localize('/') },
          { label: t('flashSale.title'), href: links.localize(paths.flashSale) },
          { label: sale.title },
        ]}
      />
      <h1>{sale.title}</h1>
      <Countdown
        end={sale.end_time}
        now={now}
        label={t('flashSale.endsIn')}
        endedLabel={t('flashSale.ended')}
      />
      <ProductGrid
        products={products.data.map((card) => withSaleEnd(card, sale))}
        label={sale.title}
        priorityCount={4}
      />
      <Pagination
        paginator={products}
        hrefForPage={(page) => (page === 1 ? location.pathname : `${location.pathname}?page=${page}`)}
      />
    </div>
  )
}
