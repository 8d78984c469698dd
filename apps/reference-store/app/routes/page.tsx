import { FormError, NotFoundError } from '@souk/core'
import { Breadcrumb, useLinks, useT } from '@souk/react'
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { soukForRequest } from '../souk.server'

/** A static page of the shop (privacy policy, about, …) by its slug (contract 4.12); unknown: 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = params.slug
  if (!slug) throw data(null, { status: 404 })
  const { souk } = soukForRequest(request, context)
  try {
    const { data: page } = await souk.client.content.page(slug)
    return { page }
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof FormError) throw data(null, { status: 404 })
    throw error
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded?.page.meta_title || loaded?.page.title || '' },
  { name: 'description', content: loaded?.page.meta_description ?? '' },
]

export default function Page() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useT()
  const links = useLinks()
  return (
    <div className="store-page store-stack">
      <Breadcrumb items={[{ label: t('common.home'), href: links.localize('/') }, { label: page.title }]} />
      <h1>{page.title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted shop content from the back office */}
      <div className="store-html" dangerouslySetInnerHTML={{ __html: page.description }} />
    </div>
  )
}
