import { cx } from '@souk/core'
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
   * `src` stays the full picture. For API images whose thumbnail keeps the full picture's aspect.
   */
  widths?: { thumb: number; full: number }
  /** Above the fold: load at once with high priority; otherwise lazy. */
  priority?: boolean
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
  const full = url(src, { thumb })
  const small = widths && src ? url(src, { thumb: true }) : ''
  // An absolute URL has no thumbnail (the same URL comes back): no srcset then.
  const srcSet =
    widths && small && full && small !== full
      ? `${small} ${widths.thumb}w, ${full} ${widths.full}w`
      : undefined
  return (
    <img
      {...rest}
      className={cx('souk-image', className)}
      part={part(undefined, extra)}
      // No file and no placeholder: no src at all (an empty one would fetch the page again).
      src={full || undefined}
      srcSet={srcSet}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
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
