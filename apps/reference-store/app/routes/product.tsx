import {
  checkoutUnitPrice,
  findInventory,
  localizePath,
  NotFoundError,
  routes as paths,
  sameButSelection,
  selectionFromQuery,
  selectionSearch,
} from '@souk/core'
import { AddToCart, AttributePicker, useLocale, useShopLinks, useT } from '@souk/react'
import { useState } from 'react'
import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useLocation,
  useNavigate,
} from 'react-router'
import { deferredPart } from '../components/deferredPart'
import { HydrationBoundary } from '../components/HydrationBoundary'
import { pageTitle, stripHtml } from '../lib/meta'
import { stylesheetsHandle } from '../lib/pageStylesheets'
import { soukForRequest } from '../souk.server'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('catalogue', 'product')

/** The product detail (contract 4.8) with its first page of reviews and its suggestions; unknown: 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = Number(params.id)
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 })
  const { souk } = soukForRequest(request, context)
  const reviewPage = Number(new URL(request.url).searchParams.get('reviews')) || 1
  try {
    const [product, reviews, suggested] = await Promise.all([
      souk.client.catalog.product(id),
      // Reviews and suggestions are extras: the page still shows the product without them.
      souk.client.reviews
        .list(id, { page: reviewPage, get_total: true })
        .then((reply) => reply.data)
        .catch(() => null),
      souk.client.catalog
        .suggestedProducts(id)
        .then((reply) => reply.data)
        .catch(() => null),
    ])
    const seen = new Set<number>([id])
    const suggestions = [
      ...(suggested?.suggestion_1.data ?? []),
      ...(suggested?.suggestion_2.data ?? []),
    ].filter((card) => !seen.has(card.id) && seen.add(card.id))
    return { product: product.data, reviews, suggestions }
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 })
    throw error
  }
}

/**
 * A choice of options changes only the address's `attr_…` parameters (core's `selectionSearch`): the page's
 * scripts show it at once, the product's data is the same, so no new load.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    sameButSelection(currentUrl.search, nextUrl.search)
  ) {
    return false
  }
  return defaultShouldRevalidate
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const product = loaded?.product
  if (!product) return []
  const title = product.meta_title || product.title
  const description = product.meta_description || stripHtml(product.overview ?? product.description ?? '')
  return [
    { title: pageTitle(matches, title) },
    { name: 'description', content: description.slice(0, 300) },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description.slice(0, 300) },
  ]
}

/** The page's parts below the fold, loaded once the page has hydrated (`components/ProductLaterParts.tsx`). */
const ProductLaterParts = deferredPart(
  () => import('../components/ProductLaterParts').then((module) => module.ProductLaterParts),
  { replayPressesIn: '.store-product-page > .store-section, .souk-review-list' },
)

export default function Product() {
  const { product, reviews, suggestions } = useLoaderData<typeof loader>()
  // A new product (a suggestion clicked) starts with a fresh choice of attributes.
  return <ProductView key={product.id} product={product} reviews={reviews} suggestions={suggestions} />
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>

/**
 * The trail, the structured data, the gallery, the rating, brand, price, stock and bundle-deal lines and the
 * product's actions, loaded once the page has hydrated (`components/ProductTopParts.tsx`).
 */
const topParts = () => import('../components/ProductTopParts')
const ProductGallery = deferredPart(() => topParts().then((module) => module.ProductGallery), {
  replayPressesIn: '.souk-product-gallery',
})
const ProductFacts = deferredPart(() => topParts().then((module) => module.ProductFacts))
const StoreBreadcrumb = deferredPart(() => topParts().then((module) => module.StoreBreadcrumb))
const ProductJsonLd = deferredPart(() => topParts().then((module) => module.ProductJsonLd))
const ProductActions = deferredPart(() => topParts().then((module) => module.ProductActions), {
  replayPressesIn: '.store-product__actions',
})

function ProductView({ product, reviews, suggestions }: Loaded) {
  const { t } = useT()
  const links = useShopLinks()
  const { language } = useLocale()
  const navigate = useNavigate()
  const location = useLocation()
  // The choice of options the address names (`?attr_<group>=<value>`, core's `selectionFromQuery`): the server
  // renders that variant (price, stock, image, the add-to-cart form's fields), with or without the scripts.
  const [selection, setSelection] = useState(() => selectionFromQuery(product, location.search))
  // The variant the choice designates (core's rule), derived: never out of step with the choice.
  const inventory = findInventory(product, selection) ?? null
  const trail = [...product.category_data].reverse()
  const root = trail[0]
  const variantPrice = inventory ? checkoutUnitPrice(product, inventory) : null
  const titleId = `product-title-${product.id}`
  return (
    <div className="store-page store-product-page">
      <ProductJsonLd product={product} />
      <StoreBreadcrumb
        items={[
          { label: t('common.home'), href: links.localize('/') },
          ...trail.map((category, index) => ({
            label: category.title,
            href:
              index === 0 || !root
                ? links.category(category.slug)
                : links.subCategory(root.slug, category.slug),
          })),
          { label: product.title },
        ]}
      />
      <div className="store-product">
        {/* Each part hydrates on its own (a tap on 'Add to cart' early on hydrates the purchase form alone: not
            the prices, the options or the reviews). */}
        <HydrationBoundary>
          <ProductGallery product={product} selection={selection} />
        </HydrationBoundary>
        <div className="store-product__info">
          <HydrationBoundary>
            <h1 id={titleId} className="store-product__title">
              {product.title}
            </h1>
            <ProductFacts product={product} inventory={inventory} variantPrice={variantPrice} />
          </HydrationBoundary>
          <HydrationBoundary>
            <AttributePicker
              product={product}
              value={selection}
              action={location.pathname}
              onChange={(next) => {
                setSelection(next)
                // The address follows the choice (a link to this variant), in place: no new history entry.
                const search = selectionSearch(next, location.search)
                if (search !== location.search) {
                  navigate({ search, hash: location.hash }, { replace: true, preventScrollReset: true })
                }
              }}
            />
          </HydrationBoundary>
          <HydrationBoundary>
            <AddToCart
              product={product}
              selection={selection}
              onBuyNow={() => navigate(localizePath(paths.checkout, language))}
            />
          </HydrationBoundary>
          <HydrationBoundary>
            <ProductActions product={product} />
          </HydrationBoundary>
        </div>
      </div>
      {/* Below the fold: the seller, the description, the reviews and the suggestions, their code loaded once the
          page has hydrated (issue 17; `components/ProductLaterParts.tsx`). */}
      <ProductLaterParts product={product} reviews={reviews} suggestions={suggestions} />
    </div>
  )
}
