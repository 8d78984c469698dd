import { FormError, listingQuery, NotFoundError } from '@souk/core'
import { useLinks, useT } from '@souk/react'
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { Listing } from '../components/Listing'
import { canonicalListingRedirect } from '../lib/listing'
import { pageTitle } from '../lib/meta'
import { lean } from '../lib/pageData'
import { stylesheetsHandle } from '../lib/pageStylesheets'
import { soukForRequest } from '../souk.server'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('catalogue')

/** A category (or sub-category) listing with its sidebar data (contract 4.4); an unknown slug is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = params.subCategory ?? params.category
  if (!slug) throw data(null, { status: 404 })
  const url = new URL(request.url)
  const canonical = canonicalListingRedirect(url)
  if (canonical) throw canonical
  const { souk } = soukForRequest(request, context)
  try {
    const [{ data: listing }, parentTitle] = await Promise.all([
      souk.client.catalog.all({ ...listingQuery(url.searchParams), category: slug }),
      // A sub-category's breadcrumb names its parent category.
      params.subCategory && params.category
        ? souk.client.catalog
            .all({ category: params.category })
            .then((reply) => reply.data.category.title)
            .catch(() => null)
        : null,
    ])
    // The page reads the category's own fields (its meta) and its children's names and slugs (the chips): not
    // their SEO texts, their own children, or the legacy list of the same children.
    const { public_sub_categories: _unread, ...category } = listing.category
    return {
      listing: {
        ...listing,
        category: { ...category, child: category.child.map((child) => ({ ...lean(child), child: [] })) },
      },
      category: params.category ?? slug,
      parentTitle,
      subCategory: params.subCategory ?? null,
    }
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof FormError) throw data(null, { status: 404 })
    throw error
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const category = loaded?.listing.category
  const title = category?.meta_title || category?.title
  return [
    { title: pageTitle(matches, title) },
    { name: 'description', content: category?.meta_description ?? '' },
  ]
}

export default function Category() {
  const { listing, category, parentTitle, subCategory } = useLoaderData<typeof loader>()
  const { t } = useT()
  const links = useLinks()
  const current = listing.category
  return (
    <Listing
      title={current.title}
      breadcrumb={[
        { label: t('common.home'), href: links.localize('/') },
        ...(subCategory ? [{ label: parentTitle ?? category, href: links.category(category) }] : []),
        { label: current.title },
      ]}
      result={listing.result}
      brands={listing.brands}
      collections={listing.collections}
      shipping={listing.shipping}
      related={
        current.child.length ? (
          <nav className="store-chips" aria-label={t('categories.subCategories')}>
            <ul>
              {current.child.map((child) => (
                <li key={child.id}>
                  <a href={links.subCategory(subCategory ? category : current.slug, child.slug)}>
                    {child.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null
      }
    />
  )
}
