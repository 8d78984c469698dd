import { FormError, listingQuery, NotFoundError } from '@souk/core'
import { useLinks, useT } from '@souk/react'
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { Listing } from '../components/Listing'
import { canonicalListingRedirect } from '../lib/listing'
import { metaText, pageTitle } from '../lib/meta'
import { stylesheetsHandle } from '../lib/pageStylesheets'
import { soukForRequest } from '../souk.server'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('catalogue')

/** Which listing of `GET products` the address asks for. */
type Kind = 'products' | 'brand' | 'collection'

function kindOf(pathname: string): Kind {
  if (/\/brand\/?$/.test(pathname)) return 'brand'
  if (/\/collection\/?$/.test(pathname)) return 'collection'
  return 'products'
}

/**
 * `/{slug}/products` (a slider's `home_spm` or a banner's `banner` source), `/{slug}/brand?brand=` and
 * `/{slug}/collection?collection=`: the generic listing (contract 4.5) with the filters of the address.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const canonical = canonicalListingRedirect(url)
  if (canonical) throw canonical
  const search = url.searchParams
  const kind = kindOf(url.pathname)
  const homeSpm = search.get('home_spm')
  const banner = search.get('banner')
  const { souk } = soukForRequest(request, context)
  try {
    const { data: listing } = await souk.client.catalog.products({
      ...listingQuery(search),
      ...(homeSpm ? { home_spm: homeSpm } : banner ? { banner } : {}),
    })
    return { listing, kind, slug: params.main ?? '', search: search.toString() }
  } catch (error) {
    // An unknown slider or banner source.
    if (error instanceof NotFoundError || error instanceof FormError) throw data(null, { status: 404 })
    throw error
  }
}

/**
 * The heading: the source's title, the brand's or collection's from the sidebar lists; null when the address
 * names none of them (the page is then 'All products' in the shopper's language, never a raw slug).
 */
function titleOf(loaded: ReturnType<typeof useLoaderData<typeof loader>>): string | null {
  const { listing, kind, search } = loaded
  if (listing.source?.title) return listing.source.title
  const query = new URLSearchParams(search)
  const id = Number(query.get(kind)?.split(',')[0])
  const list = kind === 'brand' ? listing.brands : kind === 'collection' ? listing.collections : null
  const named = list?.find((item) => item.id === id)?.title
  return named ?? null
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [
  { title: pageTitle(matches, (loaded && titleOf(loaded)) || metaText(matches, 'listing.allProducts')) },
]

export default function Products() {
  const loaded = useLoaderData<typeof loader>()
  const { t } = useT()
  const links = useLinks()
  const title = titleOf(loaded) ?? t('listing.allProducts')
  const section =
    loaded.kind === 'brand'
      ? { label: t('brands.title'), href: links.localize('/brands') }
      : loaded.kind === 'collection'
        ? { label: t('home.collections'), href: links.localize('/') }
        : null
  return (
    <Listing
      title={title}
      breadcrumb={[
        { label: t('common.home'), href: links.localize('/') },
        ...(section ? [section] : []),
        { label: title },
      ]}
      result={loaded.listing.result}
      brands={loaded.listing.brands}
      collections={loaded.listing.collections}
      shipping={loaded.listing.shipping}
    />
  )
}
