import {
  cx,
  type HomeData,
  type HomeSlider as HomeSliderRow,
  PROMO_ART_SIZES,
  PUBLIC_STATUS,
} from '@souk/core'
import type { ReactNode } from 'react'
import { Carousel } from '../Carousel/Carousel'
import { SectionError } from '../Collections/SectionError'
import { useShopLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import { PromoArt } from '../PromoArt/PromoArt'
import { Shimmer } from '../Shimmer/Shimmer'

/**
 * Intrinsic sizes of the slider images: core's `PROMO_ART_SIZES` of the `slide` and `tile` slots, the sizes the
 * art is drawn at (2:1, the aspect they are shown at).
 */
export const HOME_SLIDER_IMAGE_SIZES = {
  main: { width: PROMO_ART_SIZES.slide.width, height: PROMO_ART_SIZES.slide.height },
  tile: { width: PROMO_ART_SIZES.tile.width, height: PROMO_ART_SIZES.tile.height },
} as const

/** How wide the slides and tiles are: the page's width on phones, two thirds and one third of it from 778 px. */
const SLIDE_SIZES = '(min-width: 778px) 66vw, 100vw'
const TILE_SIZES = '(min-width: 778px) 33vw, 100vw'

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
  /** The level of each slide's and tile's headline (the page's `h1` is above the slider); null for a `<p>`. */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | null
  /** Extra class on the root. */
  className?: string
}

const isPublic = (slide: HomeSliderRow | undefined): slide is HomeSliderRow =>
  slide !== undefined && Number(slide.status) === PUBLIC_STATUS

/**
 * The top of the home page: the main slides in a `Carousel` (APG carousel with a pause button; autoplay stays
 * off under reduced motion) beside the right-top and right-bottom tiles, which stack below it on small screens.
 * Every slide and tile is one link to its target (`useShopLinks().slider`: a listing of its source, or its own url
 * for URL sources) showing its art with its headline, short line and call to action as text over it (`PromoArt`);
 * the first slide's art loads at once.
 */
export function HomeSlider({
  slider,
  autoplay = true,
  interval,
  label,
  loading = false,
  error,
  onRetry,
  headingLevel = 2,
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

  const slideLink = (slide: HomeSliderRow, slot: 'slide' | 'tile', priority: boolean | 'high') => (
    <a className="souk-home-slider__link" href={links.slider(slide)}>
      <PromoArt
        slot={slot}
        image={slide.image}
        texts={{ title: slide.title || t('home.shopNow'), subtitle: slide.subtitle, button: slide.button }}
        headingLevel={headingLevel}
        sizes={slot === 'slide' ? SLIDE_SIZES : TILE_SIZES}
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
            renderSlide={(slide, index) => slideLink(slide, 'slide', index === 0 && 'high')}
          />
        </div>
      ) : null}
      {tiles.length > 0 ? (
        <ul className="souk-home-slider__tiles">
          {tiles.map((tile) => (
            <li key={tile.id} className="souk-home-slider__tile" data-type={tile.type}>
              {/* Above the fold beside the first slide (or below it on phones): loaded at once. */}
              {slideLink(tile, 'tile', true)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
