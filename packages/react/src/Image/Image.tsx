import { cx, imageSrcSet } from '@souk/core'
import type { ImgHTMLAttributes } from 'react'
import { useImageUrl } from '../hooks/useLinks'
import { useSettings } from '../hooks/useStores'
import { usePart } from '../parts'

/** Props of `Image`. */
export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  /** A file name from the API (contract 1.8), or an absolute URL. */
  src: string | null | undefined
  /** Intrinsic width and height are always set, so the page never shifts when the image arrives. */
  width: number
  height: number
  /** Use the thumbnail (`thumb_prefix` + name). */
  thumb?: boolean
  /**
   * Offer the thumbnail and the full picture as a `srcset` of these pixel widths (the browser picks by `sizes`);
   * `src` stays the full picture. For API images whose thumbnail keeps the full picture's aspect. Without it, a
   * PNG or JPEG of an API that announces widths gets the `srcset` of its width variants (core's `imageSrcSet`:
   * AVIF or WebP to browsers that take them), `sizes` saying it is at most `width` CSS px wide.
   */
  widths?: { thumb: number; full: number }
  /**
   * Above the fold: `true` loads it at once (otherwise lazy); `'high'` also fetches it first
   * (`fetchpriority="high"`): for the one picture that is the page's largest (its LCP), never more than one.
   */
  priority?: boolean | 'high'
  /** Text alternative; pass '' for a decorative image. */
  alt: string
}

/** An API image with its size always set, lazy below the fold, thumbnails and the shop's placeholder on error. */
export function Image({
  src,
  width,
  height,
  thumb = false,
  widths,
  priority = false,
  alt,
  className,
  part: extra,
  ...rest
}: ImageProps & { part?: string }) {
  const part = usePart('image')
  const url = useImageUrl()
  const placeholder = useSettings((state) => state.common?.default_image)
  const fallback = url(placeholder)
  const common = useSettings((state) => state.common)
  const full = url(src, { thumb })
  const small = widths && src ? url(src, { thumb: true }) : ''
  // An absolute URL has no thumbnail (the same URL comes back): no srcset then.
  const sized = widths
    ? undefined
    : imageSrcSet(common, src, width, (variantWidth) => url(src, { width: variantWidth }))
  const srcSet =
    widths && small && full && small !== full
      ? `${small} ${widths.thumb}w, ${full} ${widths.full}w`
      : sized?.srcSet
  return (
    <img
      {...rest}
      className={cx('souk-image', className)}
      part={part(undefined, extra)}
      // No file and no placeholder: no src at all (an empty one would fetch the page again).
      src={full || undefined}
      srcSet={srcSet}
      sizes={rest.sizes ?? sized?.sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      onError={(event) => {
        // A missing file shows the shop's placeholder once (never loop if the placeholder fails too).
        const image = event.currentTarget
        if (fallback && image.dataset.fallback !== 'true') {
          image.dataset.fallback = 'true'
          image.removeAttribute('srcset')
          image.src = fallback
        }
        rest.onError?.(event)
      }}
    />
  )
}
