import { errorText, inStock, type ListingCard, type ProductDetail, toNumber } from '@souk/core'
import { ProductCardView, useLinks, useLocale, usePart, useT, useWidgetSouk } from '@souk/react'
import iconCss from '@souk/react/styles/Icon/Icon.css?inline'
import imageCss from '@souk/react/styles/Image/Image.css?inline'
import priceLabelCss from '@souk/react/styles/PriceLabel/PriceLabel.css?inline'
import productCardCss from '@souk/react/styles/ProductCard/ProductCard.css?inline'
import ratingCss from '@souk/react/styles/Rating/Rating.css?inline'
import { useEffect, useState } from 'react'
import { createSoukElement, type ElementProps, type SoukElementOf } from '../base/createSoukElement'
import { emitError } from '../base/emit'
import { useAddToCart } from '../base/purchase'
import css from './SoukProductCard.css?inline'

/** Attribute props of `<souk-product-card>`. */
export interface SoukProductCardProps {
  /** The product to show (its id in the shop). */
  productId?: number
  /** Level of the title heading in the host page's outline (2-5, default 3). */
  headingLevel?: number
}

/** `<souk-product-card>`: its attributes as properties, and `theme`. */
export type SoukProductCardElement = SoukElementOf<SoukProductCardProps>

type Loaded =
  | { id: number; language: string; product: ListingCard; detail: ProductDetail }
  | { id: number; language: string; error: true }

/** A product detail carries every field of a listing card (only `shipping_rule_id` may be null there). */
function toCard(product: ProductDetail): ListingCard {
  return { ...product, shipping_rule_id: product.shipping_rule_id ?? undefined }
}

function headingOf(level: number | undefined): 2 | 3 | 4 | 5 {
  return level === 2 || level === 4 || level === 5 ? level : 3
}

function ProductCardElement({ productId, headingLevel, host }: SoukProductCardProps & ElementProps) {
  const souk = useWidgetSouk()
  const part = usePart('product-card')
  const { language } = useLocale()
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  useEffect(() => {
    if (!productId || !Number.isFinite(productId)) return
    const controller = new AbortController()
    souk.client.catalog
      .product(productId, {}, { signal: controller.signal })
      .then(({ data }) => setLoaded({ id: productId, language, product: toCard(data), detail: data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        setLoaded({ id: productId, language, error: true })
        emitError(host, error, errorText(error, souk.t))
      })
    return () => controller.abort()
  }, [souk, productId, language, host])

  const current = loaded?.id === productId ? loaded : null
  if (!current) return <div className="souk-product-card__loading" part={part('loading')} aria-busy="true" />
  if ('error' in current) return null
  return (
    <>
      {/* The card without the wishlist and compare toggles (they are the shop's): their code stays off the page. */}
      <ProductCardView product={current.product} headingLevel={headingOf(headingLevel)} />
      <CardPurchase product={current.detail} host={host} />
    </>
  )
}

/**
 * The card's purchase action: 'Add to cart' for a product with one variant and nothing to choose, otherwise
 * 'Choose options', a link to the product on the shop. Named after the product for assistive technologies.
 */
function CardPurchase({ product, host }: { product: ProductDetail; host: HTMLElement }) {
  const { t } = useT()
  const links = useLinks()
  const add = useAddToCart(host)
  const [busy, setBusy] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [only, ...others] = product.inventory
  const simple = only && others.length === 0 && only.inventory_attributes.length === 0 ? only : null
  const soldOut = !inStock(product)
  const part = usePart('product-card')
  return (
    <div className="souk-product-card__purchase" part={part('purchase')}>
      {simple || soldOut ? (
        // A plain button (the card's first load stays small): busy while the cart answers, never losing focus.
        <button
          type="button"
          className="souk-product-card__add"
          part={part('add')}
          disabled={soldOut}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          aria-label={`${soldOut ? t('product.outOfStockLabel') : t('product.addToCart')}: ${product.title}`}
          onClick={async () => {
            if (!simple || busy) return
            setBusy(true)
            const done = await add({
              productId: product.id,
              inventoryId: simple.id,
              quantity: 1,
              stock: toNumber(simple.quantity),
            })
            setBusy(false)
            if (done) setAnnouncement(t('a11y.cartItemAdded', { product: product.title }))
          }}
        >
          {soldOut ? t('product.outOfStockLabel') : busy ? t('common.loading') : t('product.addToCart')}
        </button>
      ) : (
        <a
          className="souk-product-card__options"
          part={part('options')}
          href={links.product(product.slug, product.id)}
          aria-label={`${t('widgets.chooseOptions')}: ${product.title}`}
        >
          {t('widgets.chooseOptions')}
        </a>
      )}
      <span className="souk-visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  )
}

/**
 * @summary A product card of the shop: image, title linking to the product on the shop, price, rating and
 *   'Add to cart' (or 'Choose options' on the shop for a product with variants).
 *
 * @tag souk-product-card
 * @attr {number} product-id - The product to show; changing it loads and shows the other product.
 * @attr {number} heading-level - Level of the title heading in the host page's outline (2-5, default 3).
 * @prop {number} productId - Same as `product-id`.
 * @event {CustomEvent<SoukErrorDetail>} souk-error - The product could not be loaded (`detail.message` is in the widget's language).
 * @event {CustomEvent<SoukCartAddDetail>} souk-cart-add - The cart accepted the product.
 * @cssproperty --souk-surface - The widget's background (default: the theme's surface; `transparent` shows the page).
 * @cssproperty --souk-color-primary - Brand colour (and every other `--souk-*` token of `@souk/themes`).
 * @cssproperty --souk-font-family - The widget's font stack.
 * @cssproperty --souk-radius - Corner radius of the card and its image.
 */
export const SoukProductCard = /* @__PURE__ */ createSoukElement<SoukProductCardProps>(ProductCardElement, {
  block: 'souk-product-card',
  attributes: { productId: 'number', headingLevel: 'number' },
  styles: [iconCss, imageCss, priceLabelCss, ratingCss, productCardCss, css],
  // What a card shows is the first part of the widgets' texts: a page of cards never loads the others.
  texts: 'first',
})
