import { describe, expect, it } from 'vitest'
import { BannerType, HomeSliderType } from '../model/enums'
import { bannerSlot, PROMO_ART_SIZES, promoThumbSize, sliderSlot } from './promoArt'

describe('the art of banners and sliders', () => {
  it('shows the top banner as a strip, the popup banner in the popup and every other banner in a banner row', () => {
    expect(bannerSlot(BannerType.TOP)).toBe('strip')
    expect(bannerSlot(BannerType.POPUP)).toBe('popup')
    for (const type of [1, 2, 3, 4, 5, 6, BannerType.REVIEW]) expect(bannerSlot(type)).toBe('banner')
  })

  it('shows main sliders in the carousel and the right-top and right-bottom sliders as tiles', () => {
    expect(sliderSlot(HomeSliderType.MAIN)).toBe('slide')
    expect(sliderSlot(HomeSliderType.RIGHT_TOP)).toBe('tile')
    expect(sliderSlot(HomeSliderType.RIGHT_BOTTOM)).toBe('tile')
  })

  it('draws slides and tiles at 2:1, banners at 5:2, the strip at 16:1 and the popup at 3:2', () => {
    const aspect = (slot: keyof typeof PROMO_ART_SIZES) =>
      PROMO_ART_SIZES[slot].width / PROMO_ART_SIZES[slot].height
    expect(aspect('slide')).toBe(2)
    expect(aspect('tile')).toBe(2)
    expect(aspect('banner')).toBe(2.5)
    expect(aspect('strip')).toBe(16)
    expect(aspect('popup')).toBe(1.5)
  })

  it('keeps the aspect in the thumbnail', () => {
    expect(promoThumbSize('slide')).toEqual({ width: 800, height: 400 })
    expect(promoThumbSize('strip')).toEqual({ width: 960, height: 60 })
    expect(promoThumbSize('popup')).toEqual({ width: 480, height: 320 })
  })
})
