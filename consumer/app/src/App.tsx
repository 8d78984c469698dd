import { direction, inStock, type ListingCard, type ProductDetail } from '@souk/core'
import { AddToCart, CartButton, ProductGrid, SearchBox, useSouk } from '@souk/react'
import type { SoukCartAddDetail } from '@souk/web-components/react'
import { useEffect, useState } from 'react'

/** Props of `App`. */
export interface AppProps {
  /** The shop's URL (its origin, no trailing slash). */
  shopUrl: string
  language: string
}

/** A product with one variant and nothing to choose, in stock: the purchase block and the widget add it at once. */
function isSimple(product: ProductDetail): boolean {
  const [only, ...others] = product.inventory
  return Boolean(only && others.length === 0 && only.inventory_attributes.length === 0 && inStock(product))
}

type Catalogue =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; cards: ListingCard[]; simple: ProductDetail | null }

/**
 * A host page on another origin than the shop: the header's search and cart button, a grid of the shop's
 * cheapest products, the purchase block of one of them, and the same product as a `<souk-product-card>` widget
 * whose typed `souk-cart-add` event writes on the page.
 */
export function App({ shopUrl, language }: AppProps) {
  const souk = useSouk()
  const [catalogue, setCatalogue] = useState<Catalogue>({ state: 'loading' })
  const [addedHere, setAddedHere] = useState<string | null>(null)
  const [widgetAdd, setWidgetAdd] = useState<SoukCartAddDetail | null>(null)

  useEffect(() => {
    let live = true
    const load = async () => {
      await souk.settings.getState().load()
      const { data } = await souk.client.catalog.products({ sortby: 'price_low_to_high' })
      const cards = data.result.data
      const details = await Promise.all(
        cards.slice(0, 12).map(async (card) => (await souk.client.catalog.product(card.id)).data),
      )
      return { cards, simple: details.find(isSimple) ?? null }
    }
    load()
      .then(({ cards, simple }) => {
        if (live) setCatalogue({ state: 'ready', cards, simple })
      })
      .catch((error: unknown) => {
        if (live)
          setCatalogue({ state: 'error', message: error instanceof Error ? error.message : String(error) })
      })
    return () => {
      live = false
    }
  }, [souk])

  const simple = catalogue.state === 'ready' ? catalogue.simple : null
  return (
    <div className="souk-root" lang={language} dir={direction(language)}>
      <header className="consumer-header">
        <SearchBox onNavigate={(path) => window.location.assign(new URL(path, `${shopUrl}/`).href)} />
        <CartButton />
      </header>
      <main>
        <section aria-labelledby="grid-heading" data-testid="grid">
          <h2 id="grid-heading">Cheapest products</h2>
          <ProductGrid
            label="Cheapest products"
            loading={catalogue.state === 'loading'}
            error={catalogue.state === 'error' ? catalogue.message : undefined}
            products={catalogue.state === 'ready' ? catalogue.cards : []}
          />
        </section>
        {simple ? (
          <section aria-labelledby="purchase-heading" data-testid="purchase" data-product-id={simple.id}>
            <h2 id="purchase-heading">{simple.title}</h2>
            <AddToCart product={simple} onAdded={(detail) => setAddedHere(`${detail.quantity}`)} />
            <p data-testid="added">{addedHere ? `Added ${addedHere} to the cart` : 'Nothing added yet'}</p>
          </section>
        ) : null}
        {simple ? (
          <section aria-labelledby="widget-heading" data-testid="widget">
            <h2 id="widget-heading">The same product as a widget</h2>
            <souk-product-card
              product-id={simple.id}
              heading-level={3}
              onsouk-cart-add={(event) => setWidgetAdd(event.detail)}
            />
            <p data-testid="widget-event">
              {widgetAdd
                ? `souk-cart-add: product ${widgetAdd.productId}, quantity ${widgetAdd.quantity}, ${widgetAdd.count} in the widget cart`
                : 'No widget event yet'}
            </p>
          </section>
        ) : null}
      </main>
    </div>
  )
}
