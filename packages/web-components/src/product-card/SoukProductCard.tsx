import { errorText, type ListingCard, type ProductDetail } from '@souk/core'
import { ProductCard, useLocale, useSouk } from '@souk/react'
import iconCss from '@souk/react/src/Icon/Icon.css?inline'
import imageCss from '@souk/react/src/Image/Image.css?inline'
import priceLabelCss from '@souk/react/src/PriceLabel/PriceLabel.css?inline'
import productCardCss from '@souk/react/src/ProductCard/ProductCard.css?inline'
import ratingCss from '@souk/react/src/Rating/Rating.css?inline'
import { useEffect, useState } from 'react'
import { createSoukElement, type ElementProps } from '../base/createSoukElement'
import { emit } from '../base/emit'
import css from './SoukProductCard.css?inline'

/** Attribute props of `<souk-product-card>`. */
export interface SoukProductCardProps {
  /** The product to show (its id in the shop). */
  productId?: number
  /** Level of the title heading in the host page's outline (2-5, default 3). */
  headingLevel?: number
}

type Loaded =
  | { id: number; language: string; product: ListingCard }
  | { id: number; language: string; error: true }

/** A product detail carries every field of a listing card (only `shipping_rule_id` may be null there). */
function toCard(product: ProductDetail): ListingCard {
  return { ...product, shipping_rule_id: product.shipping_rule_id ?? undefined }
}

function headingOf(level: number | undefined): 2 | 3 | 4 | 5 {
  return level === 2 || level === 4 || level === 5 ? level : 3
}

function ProductCardElement({ productId, headingLevel, host }: SoukProductCardProps & ElementProps) {
  const souk = useSouk()
  const { language } = useLocale()
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  useEffect(() => {
    if (!productId || !Number.isFinite(productId)) return
    const controller = new AbortController()
    souk.client.catalog
      .product(productId, {}, { signal: controller.signal })
      .then(({ data }) => setLoaded({ id: productId, language, product: toCard(data) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        setLoaded({ id: productId, language, error: true })
        emit(host, 'souk-error', { error, message: errorText(error, souk.t) })
      })
    return () => controller.abort()
  }, [souk, productId, language, host])

  const current = loaded?.id === productId ? loaded : null
  if (!current) return <div className="souk-product-card__loading" aria-busy="true" />
  if ('error' in current) return null
  return (
    <ProductCard
      product={current.product}
      headingLevel={headingOf(headingLevel)}
      showWishlist={false}
      showCompare={false}
    />
  )
}

/**
 * @summary A product card of the shop: image, title linking to the product on the shop, price and rating.
 *
 * @tag souk-product-card
 * @attr {number} product-id - The product to show; changing it loads and shows the other product.
 * @attr {number} heading-level - Level of the title heading in the host page's outline (2-5, default 3).
 * @prop {number} productId - Same as `product-id`.
 * @event {CustomEvent<SoukErrorDetail>} souk-error - The product could not be loaded (`detail.message` is in the widget's language).
 * @csspart root - The element's render root.
 * @csspart base - The card (`article`).
 * @csspart loading - The placeholder shown while the product loads.
 * @csspart media - The image link.
 * @csspart image - The image.
 * @csspart badges - The badge row (flash sale, the product's badge).
 * @csspart title - The title heading.
 * @csspart link - The title link.
 * @csspart price - The price block (`price-label-*` parts inside).
 * @csspart rating - The rating block (`rating-*` parts inside).
 * @cssproperty --souk-color-primary - Brand colour (and every other `--souk-*` token of `@souk/themes`).
 * @cssproperty --souk-font-family - The widget's font stack.
 * @cssproperty --souk-radius - Corner radius of the card and its image.
 */
export const SoukProductCard = /* @__PURE__ */ createSoukElement<SoukProductCardProps>(ProductCardElement, {
  block: 'souk-product-card',
  attributes: { productId: 'number', headingLevel: 'number' },
  styles: [iconCss, imageCss, priceLabelCss, ratingCss, productCardCss, css],
})
