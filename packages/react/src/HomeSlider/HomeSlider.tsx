import { cx, type HomeData, type HomeSlider as HomeSliderRow, PUBLIC_STATUS } from '@souk/core'
import type { ReactNode } from 'react'
import { Carousel } from '../Carousel/Carousel'
import { SectionError } from '../Collections/SectionError'
import { useShopLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import { Image } from '../Image/Image'
import { Shimmer } from '../Shimmer/Shimmer'

/** Intrinsic sizes of the slider images (they scale to their box; these keep the aspect ratio before loading). */
export const HOME_SLIDER_IMAGE_SIZES = {
  main: { width: 880, height: 440 },
  tile: { width: 400, height: 210 },
} as const

/** Props of `HomeSlider`. */
export interface HomeSliderProps {
  /** The home page's `slider`: the main slides and the optional right-top and right-bottom tiles. */
  slider: HomeData['slider']
  /** Rotates the main slides (with a pause button; never under `prefers-reduced-motion`). */
  autoplay?: boolean
  /** Milliseconds each slide shows while rotating. */
  interval?: number
  /** Accessible name of the carousel; default the translated 'Carousel'. */
  label?: string
  /** The home data is loading: a placeholder is shown. */
  loading?: boolean
  /** A failure message, shown instead of the slider. */
  error?: ReactNode
  /** Called by the retry button of the error state. */
  onRetry?: () => void
  /** Extra class on the root. */
  className?: string
}

const isPublic = (slide: HomeSliderRow | undefined): slide is HomeSliderRow =>
  slide !== undefined && Number(slide.status) === PUBLIC_STATUS

/**
 * The top of the home page: the main slides in a `Carousel` (APG carousel with a pause button; autoplay stays
 * off under reduced motion) beside the right-top and right-bottom tiles, which stack below it on small screens.
 * Every slide and tile is its image as a link to its target (`useShopLinks().slider`: a listing of its source, or
 * its own url for URL sources); the first slide's image loads at once.
 */
export function HomeSlider({
  slider,
  autoplay = true,
  interval,
  label,
  loading = false,
  error,
  onRetry,
  className,
}: HomeSliderProps) {
  const { t } = useT()
  const links = useShopLinks()
  const rootClass = cx('souk-home-slider', className)
  if (error) {
    return (
      <div className={rootClass}>
        <SectionError error={error} onRetry={onRetry} headingLevel={1} />
      </div>
    )
  }
  if (loading) {
    return (
      <div className={rootClass} aria-busy="true">
        <Shimmer variant="block" count={1} className="souk-home-slider__shimmer" />
      </div>
    )
  }
  const main = slider.main.filter(isPublic)
  const tiles = [slider.right_top, slider.right_bottom].filter(isPublic)
  if (main.length === 0 && tiles.length === 0) return null

  const slideLink = (slide: HomeSliderRow, size: { width: number; height: number }, priority: boolean) => (
    <a className="souk-home-slider__link" href={links.slider(slide)}>
      <Image
        className="souk-home-slider__image"
        src={slide.image}
        alt={slide.title || t('home.shopNow')}
        width={size.width}
        height={size.height}
        priority={priority}
      />
    </a>
  )

  return (
    <div className={rootClass} data-tiles={tiles.length || undefined}>
      {main.length > 0 ? (
        <div className="souk-home-slider__main">
          <Carousel
            slides={main}
            label={label}
            autoplay={autoplay}
            interval={interval}
            renderSlide={(slide, index) => slideLink(slide, HOME_SLIDER_IMAGE_SIZES.main, index === 0)}
          />
        </div>
      ) : null}
      {tiles.length > 0 ? (
        <ul className="souk-home-slider__tiles">
          {tiles.map((tile) => (
            <li key={tile.id} className="souk-home-slider__tile" data-type={tile.type}>
              {/* Above the fold beside the first slide (or below it on phones): loaded at once. */}
              {slideLink(tile, HOME_SLIDER_IMAGE_SIZES.tile, true)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
