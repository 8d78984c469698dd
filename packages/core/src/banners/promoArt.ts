/**
 * The art of banners and sliders: which slot a promotion is shown in, and the size its picture is drawn at there.
 * Each slot's art is drawn at the aspect the slot shows it (so `object-fit: cover` crops nothing at the usual
 * widths) in two widths, the full picture and its thumbnail (`thumb_prefix` + name), offered as a `srcset`. The
 * API's image generator draws these sizes and the widgets declare them, so the two never disagree.
 */
import { BannerType, HomeSliderType } from '../model/enums'

/** A promotion's place in the store: main slide, side tile, banner row, top strip or popup. */
export type PromoSlot = 'slide' | 'tile' | 'banner' | 'strip' | 'popup'

/** A slot's picture: the full size, and the thumbnail's width (same aspect). */
export interface PromoArtSize {
  width: number
  height: number
  thumbWidth: number
}

/**
 * Per slot, the size its art is drawn at. Main slides and side tiles are 2:1 (the tiles stack beside the slide
 * to its height from 778 px); banners of the home rows and the review banner 5:2 (room for a headline, a line
 * and a call to action over the art); the top banner a full-width strip 1920×120 (16:1; narrower screens show
 * its middle, so its art has nothing that matters near the ends); the popup 3:2.
 */
export const PROMO_ART_SIZES: Readonly<Record<PromoSlot, PromoArtSize>> = {
  slide: { width: 1600, height: 800, thumbWidth: 800 },
  tile: { width: 800, height: 400, thumbWidth: 400 },
  banner: { width: 1000, height: 400, thumbWidth: 500 },
  strip: { width: 1920, height: 120, thumbWidth: 960 },
  popup: { width: 960, height: 640, thumbWidth: 480 },
}

/** The slot a banner of a type is shown in: the top strip, the popup, or a banner row (home 1-6, review). */
export function bannerSlot(type: BannerType | number): PromoSlot {
  const code = Number(type)
  if (code === BannerType.TOP) return 'strip'
  if (code === BannerType.POPUP) return 'popup'
  return 'banner'
}

/** The slot a home slider of a type is shown in: the main carousel, or a side tile (right top, right bottom). */
export function sliderSlot(type: HomeSliderType | number): PromoSlot {
  return Number(type) === HomeSliderType.MAIN ? 'slide' : 'tile'
}

/** The thumbnail's size of a slot's art: its width, and the height that keeps the aspect. */
export function promoThumbSize(slot: PromoSlot): { width: number; height: number } {
  const { width, height, thumbWidth } = PROMO_ART_SIZES[slot]
  return { width: thumbWidth, height: Math.round((height * thumbWidth) / width) }
}
