import {
  checkoutUnitPrice,
  displayPrice,
  errorText,
  findInventory,
  type Inventory,
  type ProductDetail,
  type VariantSelection,
} from '@souk/core'
import {
  AddToCart,
  AttributePicker,
  PriceLabel,
  ProductGallery,
  Rating,
  StockStatus,
  useLinks,
  useLocale,
  usePart,
  useWidgetSouk,
} from '@souk/react'
import addToCartCss from '@souk/react/styles/AddToCart/AddToCart.css?inline'
import pickerCss from '@souk/react/styles/AttributePicker/AttributePicker.css?inline'
import buttonCss from '@souk/react/styles/Button/Button.css?inline'
import iconCss from '@souk/react/styles/Icon/Icon.css?inline'
import imageCss from '@souk/react/styles/Image/Image.css?inline'
import priceLabelCss from '@souk/react/styles/PriceLabel/PriceLabel.css?inline'
import galleryCss from '@souk/react/styles/ProductGallery/ProductGallery.css?inline'
import quantityCss from '@souk/react/styles/QuantityInput/QuantityInput.css?inline'
import ratingCss from '@souk/react/styles/Rating/Rating.css?inline'
import { useEffect, useState } from 'react'
import { createSoukElement, type ElementProps, type SoukElementOf } from '../base/createSoukElement'
import { emit, emitError } from '../base/emit'
import { handOff } from '../base/handoff'
import css from './SoukProduct.css?inline'

/** Attribute props of `<souk-product>`. */
export interface SoukProductProps {
  /** The product to show (its id in the shop). */
  productId?: number
  /** Level of the title heading in the host page's outline (2-4, default 2). */
  headingLevel?: number
}

/** `<souk-product>`: its attributes as properties, and `theme`. */
export type SoukProductElement = SoukElementOf<SoukProductProps>

type Loaded =
  | { id: number; language: string; product: ProductDetail }
  | { id: number; language: string; error: true }

function ProductElement({ productId, headingLevel, host }: SoukProductProps & ElementProps) {
  const souk = useWidgetSouk()
  const part = usePart('product')
  const { language } = useLocale()
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  useEffect(() => {
    if (!productId || !Number.isFinite(productId)) return
    const controller = new AbortController()
    souk.client.catalog
      .product(productId, {}, { signal: controller.signal })
      .then(({ data }) => setLoaded({ id: productId, language, product: data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        setLoaded({ id: productId, language, error: true })
        emitError(host, error, errorText(error, souk.t))
      })
    return () => controller.abort()
  }, [souk, productId, language, host])

  const current = loaded?.id === productId ? loaded : null
  if (!current) return <div className="souk-product__loading" part={part('loading')} aria-busy="true" />
  if ('error' in current) return null
  // Another product starts with a fresh choice of options.
  return (
    <ProductView
      key={current.product.id}
      product={current.product}
      level={headingLevel === 3 || headingLevel === 4 ? headingLevel : 2}
      host={host}
    />
  )
}

function ProductView({
  product,
  level,
  host,
}: {
  product: ProductDetail
  level: 2 | 3 | 4
  host: HTMLElement
}) {
  const souk = useWidgetSouk()
  const links = useLinks()
  const part = usePart('product')
  const [selection, setSelection] = useState<VariantSelection>({})
  const [inventory, setInventory] = useState<Inventory | null>(() => findInventory(product, {}) ?? null)
  const variantPrice = inventory ? checkoutUnitPrice(product, inventory) : null
  const Heading = `h${level}` as const
  return (
    <article className="souk-product" part={part()} aria-labelledby={`souk-product-${product.id}`}>
      <ProductGallery product={product} selection={selection} size={480} thumbSize={64} />
      <div className="souk-product__info" part={part('info')}>
        <Heading id={`souk-product-${product.id}`} className="souk-product__title" part={part('title')}>
          <a
            className="souk-product__link"
            part={part('link')}
            href={links.product(product.slug, product.id)}
          >
            {product.title}
          </a>
        </Heading>
        <Rating value={product.rating} count={product.review_count} />
        {variantPrice !== null && variantPrice !== displayPrice(product) ? (
          <PriceLabel item={{ selling: variantPrice }} size="lg" />
        ) : (
          <PriceLabel item={product} size="lg" />
        )}
        <StockStatus
          className="souk-product__stock"
          part={part('stock')}
          product={product}
          inventory={inventory}
        />
        <AttributePicker
          product={product}
          value={selection}
          onChange={(next, chosen) => {
            setSelection(next)
            setInventory(chosen)
          }}
        />
        <AddToCart
          product={product}
          selection={selection}
          onAdded={(detail) =>
            emit(host, 'souk-cart-add', {
              productId: detail.product_id,
              inventoryId: detail.inventory_id,
              quantity: detail.quantity,
              count: souk.cart.getState().count,
            })
          }
          onBuyNow={() => void handOff(host, souk, 'buy-now')}
        />
      </div>
    </article>
  )
}

/**
 * @summary A product of the shop: gallery, title, rating, price, stock, the option picker, quantity, 'Add to
 *   cart' and 'Buy now' (which hands the cart to the shop's checkout).
 *
 * @tag souk-product
 * @attr {number} product-id - The product to show; changing it loads the other product.
 * @attr {number} heading-level - Level of the title heading in the host page's outline (2-4, default 2).
 * @prop {number} productId - Same as `product-id`.
 * @event {CustomEvent<SoukCartAddDetail>} souk-cart-add - The cart accepted the product.
 * @event {CustomEvent<SoukCheckoutDetail>} souk-checkout - 'Buy now' is about to open the shop's cart with this
 *   shopper's cart; cancelable (cancel to stay on the page).
 * @event {CustomEvent<SoukErrorDetail>} souk-error - The product could not be loaded, or no hand-off code could be
 *   had for 'Buy now'.
 * @cssproperty --souk-surface - The widget's background (default: the theme's surface; `transparent` shows the page).
 * @cssproperty --souk-color-primary - Brand colour (and every other `--souk-*` token of `@souk/themes`).
 * @cssproperty --souk-font-family - The widget's font stack.
 */
export const SoukProduct = /* @__PURE__ */ createSoukElement<SoukProductProps>(ProductElement, {
  block: 'souk-product',
  attributes: { productId: 'number', headingLevel: 'number' },
  styles: [
    iconCss,
    buttonCss,
    imageCss,
    priceLabelCss,
    ratingCss,
    galleryCss,
    pickerCss,
    quantityCss,
    addToCartCss,
    css,
  ],
})
