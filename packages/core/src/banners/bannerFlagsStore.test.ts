import { describe, expect, it } from 'vitest'
import type { Banner, CommonData } from '../model'
import { memoryStorage } from '../storage'
import {
  createBannerFlagsStore,
  isBannerClosable,
  shouldShowCookieBanner,
  shouldShowPopupBanner,
  shouldShowTopBanner,
} from './bannerFlagsStore'

const banner = (overrides: Partial<Banner> = {}) => ({ status: 1, closable: 1, ...overrides }) as Banner

describe('banner flags', () => {
  it('remembers a closed top banner in local storage', () => {
    const storage = memoryStorage()
    createBannerFlagsStore(storage).getState().closeTopBanner()
    expect(storage.getItem('topBannerClosed')).toBe('true')
    expect(createBannerFlagsStore(storage).getState().topBannerClosed).toBe(true)
  })

  it('shows the popup only when public and not closed for good', () => {
    const storage = memoryStorage()
    const flags = createBannerFlagsStore(storage)
    const common = (status: 1 | 2) =>
      ({ popup_banner: banner({ status }) }) as Pick<CommonData, 'popup_banner'>
    expect(shouldShowPopupBanner(common(1), flags.getState())).toBe(true)
    expect(shouldShowPopupBanner(common(2), flags.getState())).toBe(false)
    expect(shouldShowPopupBanner({ popup_banner: null }, flags.getState())).toBe(false)
    flags.getState().closePopupBanner()
    expect(shouldShowPopupBanner(common(1), flags.getState())).toBe(false)
    expect(storage.getItem('popupBannerClosed')).toBe('true')
  })

  it('holds the popup back while the cookie bar is up, and shows it once the bar is closed', () => {
    const flags = createBannerFlagsStore(memoryStorage())
    const common = {
      popup_banner: banner(),
      setting: { cookie_banner: 1 },
    } as unknown as Pick<CommonData, 'popup_banner' | 'setting'>
    expect(shouldShowCookieBanner(common, flags.getState())).toBe(true)
    expect(shouldShowPopupBanner(common, flags.getState())).toBe(false)
    flags.getState().closeCookieBanner()
    expect(shouldShowPopupBanner(common, flags.getState())).toBe(true)
  })

  it('shows the top banner until closed', () => {
    const flags = createBannerFlagsStore(memoryStorage())
    expect(shouldShowTopBanner({ top_banner: banner() }, flags.getState())).toBe(true)
    flags.getState().closeTopBanner()
    expect(shouldShowTopBanner({ top_banner: banner() }, flags.getState())).toBe(false)
  })

  it('shows the cookie banner only when the setting is on and it was not closed', () => {
    const flags = createBannerFlagsStore(memoryStorage({ items: {} }))
    const common = (on: 0 | 1) => ({ setting: { cookie_banner: on } }) as Pick<CommonData, 'setting'>
    expect(shouldShowCookieBanner(common(1), flags.getState())).toBe(true)
    expect(shouldShowCookieBanner(common(0), flags.getState())).toBe(false)
    flags.getState().closeCookieBanner()
    expect(shouldShowCookieBanner(common(1), flags.getState())).toBe(false)
  })

  it.each([
    [1, true],
    [2, false],
  ] as const)('a banner with closable %s has a close button: %s', (closable, expected) => {
    expect(isBannerClosable(banner({ closable }))).toBe(expected)
  })
})
