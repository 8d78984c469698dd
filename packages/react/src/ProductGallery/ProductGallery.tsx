import type { ProductImage, VariantSelection } from '@souk/core'
import { cx, imageForSelection, selectionValueIds } from '@souk/core'
import { useId, useState } from 'react'
import { handleRadioArrows } from '../AttributePicker/radioKeys'
import { useLocale, useT } from '../hooks/useT'
import { Image } from '../Image'
import { usePart } from '../parts'

/** What the gallery reads of a product (a `ProductDetail` fits). */
export interface ProductGalleryProduct {
  /** Names the main image. */
  title: string
  /** The product's own image, shown first. */
  image: string
  /** Gallery images. */
  product_image_names?: readonly Pick<ProductImage, 'image'>[]
  /** Gallery images (present only when there are some). */
  images?: readonly Pick<ProductImage, 'image'>[]
}

/** Props of `ProductGallery`. */
export interface ProductGalleryProps {
  /** The product whose images are shown. */
  product: ProductGalleryProduct
  /** Intrinsic size of the square main image in px (it scales to its container). */
  size?: number
  /** Intrinsic size of a square thumbnail in px. */
  thumbSize?: number
  /**
   * The shopper's choice in the attribute picker: choosing a value that has its own image (a colour's picture,
   * core's `imageForSelection`) shows that image.
   */
  selection?: VariantSelection
  /** Accessible name of the thumbnail group; default the product's title. */
  label?: string
  /** Extra class on the root. */
  className?: string
}

/** The product's image first, then its gallery images, without repeats or blanks. */
function galleryImages(product: ProductGalleryProduct): string[] {
  const names = [
    product.image,
    ...(product.product_image_names ?? []).map((entry) => entry.image),
    ...(product.images ?? []).map((entry) => entry.image),
  ]
  return [...new Set(names.filter((name) => typeof name === 'string' && name.trim() !== ''))]
}

/**
 * The images of a product page: one main image and, when there are several, thumbnails that form an APG radio
 * group ('Image 2 of 5'): arrow keys move and show the next image, wrapping, and swap in right-to-left text;
 * the thumbnail strip is one tab stop. Only the first image loads with priority (it is above the fold, the page's
 * largest picture: fetched first); the others and the thumbnails load lazily.
 */
export function ProductGallery({
  product,
  size = 600,
  thumbSize = 80,
  selection,
  label,
  className,
}: ProductGalleryProps) {
  const { t } = useT()
  const part = usePart('product-gallery')
  const { direction } = useLocale()
  const id = useId()
  const images = galleryImages(product)
  // The choice belongs to a set of images and a choice of variant: another product's gallery starts at its first
  // image, and choosing a colour shows that colour's image (until the shopper picks another thumbnail).
  const followed = selection ? imageForSelection(images, selection) : null
  const imagesKey = `${images.join('|')}#${selection ? selectionValueIds(selection).join('-') : ''}`
  const start = followed ? images.indexOf(followed) : 0
  const [choice, setChoice] = useState({ key: imagesKey, index: start })
  const chosen = choice.key === imagesKey ? choice.index : start
  const setChosen = (index: number) => setChoice({ key: imagesKey, index })
  const current = Math.min(chosen, Math.max(0, images.length - 1))
  const total = images.length
  return (
    <div className={cx('souk-product-gallery', className)} part={part()} data-count={total}>
      <div className="souk-product-gallery__main">
        <Image
          key={images[current] ?? 'none'}
          className="souk-product-gallery__image"
          src={images[current] ?? null}
          width={size}
          height={size}
          priority={current === 0 && 'high'}
          alt={product.title}
        />
      </div>
      {total > 1 ? (
        <div
          role="radiogroup"
          aria-label={label ?? product.title}
          className="souk-product-gallery__thumbs"
          onKeyDown={(event) =>
            handleRadioArrows(event, direction, (radio) => setChosen(Number(radio.value)))
          }
        >
          {images.map((name, index) => (
            <label
              key={name}
              className="souk-product-gallery__thumb"
              data-checked={index === current || undefined}
            >
              <input
                type="radio"
                className="souk-product-gallery__input"
                name={`${id}image`}
                value={index}
                checked={index === current}
                aria-label={t('a11y.productImage', { index: index + 1, total })}
                onChange={() => setChosen(index)}
              />
              <Image
                className="souk-product-gallery__thumb-image"
                src={name}
                thumb
                width={thumbSize}
                height={thumbSize}
                alt=""
              />
            </label>
          ))}
        </div>
      ) : null}
    </div>
  )
}
