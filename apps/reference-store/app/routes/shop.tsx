import { FormError, NotFoundError, pageFromSearch, shownSort, sortFromSearch } from '@souk/core'
import {
  Pagination,
  ProductGrid,
  ResultCount,
  SortSelect,
  StoreCard,
  useLinks,
  useT,
  WhatsAppButton,
} from '@souk/react'
import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useLocation,
  useNavigate,
} from 'react-router'
import { queryString, searchWith } from '../lib/listing'
import { stylesheetsHandle } from '../lib/pageStylesheets'
import { StoreBreadcrumb } from '../lib/structuredData'
import { soukForRequest } from '../souk.server'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('catalogue')

/** A seller's store: its card (rating, follow) and its products (contract 4.16); unknown: 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = params.slug
  if (!slug) throw data(null, { status: 404 })
  const search = new URL(request.url).searchParams
  const { souk } = soukForRequest(request, context)
  try {
    const { data: store } = await souk.client.stores.page({
      slug,
      page: pageFromSearch(search),
      sortby: sortFromSearch(search),
      required_rating: true,
    })
    return { store }
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof FormError) throw data(null, { status: 404 })
    throw error
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded?.store.store.meta_title || loaded?.store.store.name || '' },
  { name: 'description', content: loaded?.store.store.meta_description ?? '' },
]

export default function Shop() {
  const { store } = useLoaderData<typeof loader>()
  const { t } = useT()
  const links = useLinks()
  const location = useLocation()
  const navigate = useNavigate()
  const search = new URLSearchParams(location.search)
  const go = (next: URLSearchParams) =>
    navigate({ pathname: location.pathname, search: queryString(next) }, { preventScrollReset: true })
  return (
    <div className="store-page store-stack">
      <StoreBreadcrumb
        items={[{ label: t('common.home'), href: links.localize('/') }, { label: store.store.name }]}
      />
      <h1 className="store-visually-hidden">{store.store.name}</h1>
      <StoreCard
        store={store.store}
        rating={store.review}
        following={store.following}
        showFollow
        headingLevel={2}
      />
      <div className="store-listing__toolbar">
        <ResultCount paginator={store.result} />
        <SortSelect value={shownSort(search)} onChange={(value) => go(searchWith(search, 'sortby', value))} />
      </div>
      <ProductGrid products={store.result.data} label={store.store.name} priorityCount={4} />
      <Pagination
        paginator={store.result}
        hrefForPage={(page) =>
          `${location.pathname}${queryString(searchWith(search, 'page', page === 1 ? null : String(page)))}`
        }
        onPageChange={(page) => go(searchWith(search, 'page', page === 1 ? null : String(page)))}
      />
      <WhatsAppButton store={store.store} />
    </div>
  )
}
