import { useLinks, useSettings, useT } from '@souk/react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ProductList } from '../components/ProductList'
import { soukForRequest } from '../souk.server'

/** Home page data: sliders, features, banners, collections, featured categories and brands, flash sales. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { souk } = soukForRequest(request, context)
  const [home, discover] = await Promise.all([
    souk.client.catalog.home(),
    souk.client.catalog.products({ is_home_page: true }),
  ])
  return { home: home.data, discover: discover.data.result.data }
}

export default function Home() {
  const { home, discover } = useLoaderData<typeof loader>()
  const { t } = useT()
  const links = useLinks()
  const siteName = useSettings((state) => state.common?.site_setting.site_name)
  return (
    <main className="store-page">
      <h1>{siteName}</h1>
      <section aria-labelledby="featured-categories">
        <h2 id="featured-categories">{t('home.featuredCategories')}</h2>
        <ul className="store-links">
          {home.featured_categories.map((category) => (
            <li key={category.id}>
              <a href={links.category(category.slug)}>{category.title}</a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="discover">
        <h2 id="discover">{t('listing.allProducts')}</h2>
        <ProductList products={discover} label={t('listing.allProducts')} />
      </section>
    </main>
  )
}
