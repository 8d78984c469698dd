import { listingQuery } from '@souk/core'
import { useLinks, useT } from '@souk/react'
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { Listing } from '../components/Listing'
import { canonicalListingRedirect } from '../lib/listing'
import { pageTitle, titleFromKey } from '../lib/meta'
import { stylesheetsHandle } from '../lib/pageStylesheets'
import { soukForRequest } from '../souk.server'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('catalogue')

/** Search results: the products listing filtered by `q` (title and tags in the page's language). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const canonical = canonicalListingRedirect(url)
  if (canonical) throw canonical
  const search = url.searchParams
  const q = search.get('q')?.trim() ?? ''
  const { souk } = soukForRequest(request, context)
  const { data: listing } = await souk.client.catalog.products({ ...listingQuery(search), q })
  return { q, listing }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [
  { title: loaded?.q ? pageTitle(matches, loaded.q) : titleFromKey(matches, 'search.title') },
  { name: 'robots', content: 'noindex' },
]

export default function Search() {
  const { q, listing } = useLoaderData<typeof loader>()
  const { t } = useT()
  const links = useLinks()
  const title = q ? t('search.resultsFor', { text: q }) : t('search.title')
  return (
    <Listing
      title={title}
      breadcrumb={[{ label: t('common.home'), href: links.localize('/') }, { label: t('search.title') }]}
      result={listing.result}
      brands={listing.brands}
      collections={listing.collections}
      shipping={listing.shipping}
      emptyTitle={q ? t('search.nothingFoundFor', { text: q }) : undefined}
    />
  )
}
