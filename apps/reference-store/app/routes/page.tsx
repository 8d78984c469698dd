import { FormError, NotFoundError, type PageData, routes as paths } from '@souk/core'
import { useLinks, useSettings, useShopLinks, useT } from '@souk/react'
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { Contact } from '../components/Contact'
import { StoreBreadcrumb } from '../lib/structuredData'
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
      <StoreBreadcrumb
        items={[{ label: t('common.home'), href: links.localize('/') }, { label: page.title }]}
      />
      <h1>{page.title}</h1>
      {page.page_from_component === 1 && page.description.trim() === 'Sitemap' ? (
        <Sitemap page={page} />
      ) : page.page_from_component === 1 && page.slug === 'contact-us' ? (
        <Contact />
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted shop content from the back office
        <div className="store-html" dangerouslySetInnerHTML={{ __html: page.description }} />
      )}
    </div>
  )
}

/** The sitemap page (contract 4.12): every category, product and page of the shop, and the account area. */
function Sitemap({ page }: { page: PageData }) {
  const { t } = useT()
  const links = useShopLinks()
  const common = useSettings((state) => state.common)
  const pages = [...(common?.services ?? []), ...(common?.about ?? [])]
  const account = [
    { href: paths.userProfile, label: t('account.nav.profile') },
    { href: paths.userOrders, label: t('account.nav.orders') },
    { href: paths.userWishlists, label: t('account.nav.wishlist') },
    { href: paths.trackOrder, label: t('trackOrder.title') },
    { href: paths.cart, label: t('cart.title') },
  ]
  return (
    <div className="store-sitemap">
      <section aria-labelledby="sitemap-pages">
        <h2 id="sitemap-pages">{t('sitemap.pages')}</h2>
        <ul>
          {pages.map((item) => (
            <li key={item.id}>
              <a href={links.page(item.slug)}>{item.title}</a>
            </li>
          ))}
          <li>
            <a href={links.localize(paths.brands)}>{t('sitemap.brands')}</a>
          </li>
          <li>
            <a href={links.localize(paths.categories)}>{t('sitemap.categories')}</a>
          </li>
        </ul>
      </section>
      <section aria-labelledby="sitemap-account">
        <h2 id="sitemap-account">{t('sitemap.account')}</h2>
        <ul>
          {account.map((item) => (
            <li key={item.href}>
              <a href={links.localize(item.href)}>{item.label}</a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sitemap-categories">
        <h2 id="sitemap-categories">{t('sitemap.categories')}</h2>
        <ul>
          {(page.categories ?? []).map((category) => (
            <li key={category.id}>
              <a href={links.categoryListing(category)}>{category.title}</a>
            </li>
          ))}
        </ul>
      </section>
      {page.products?.length ? (
        <section aria-labelledby="sitemap-products" className="store-sitemap__products">
          <h2 id="sitemap-products">{t('sitemap.products')}</h2>
          <ul>
            {page.products.map((product) => (
              <li key={product.id}>
                <a href={links.product(product.slug, product.id)}>{product.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
