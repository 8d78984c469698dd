import { createStore, type StoreApi } from 'zustand/vanilla'
import { COOKIE_BANNER_CLOSED_KEY, POPUP_BANNER_CLOSED_KEY, TOP_BANNER_CLOSED_KEY } from '../constants'
import type { Banner, CommonData } from '../model'
import { Visibility } from '../model/enums'
import type { StorageAdapter } from '../storage/storageAdapter'

/** Which banners the shopper closed, remembered in local storage (spec §4). */
export interface BannerFlagsState {
  topBannerClosed: boolean
  popupBannerClosed: boolean
  cookieBannerClosed: boolean
  closeTopBanner: () => void
  closePopupBanner: () => void
  closeCookieBanner: () => void
}

/** Creates the banner flags store, reading the flags from storage. */
export function createBannerFlagsStore(storage: StorageAdapter): StoreApi<BannerFlagsState> {
  const read = (key: string) => storage.getItem(key) === 'true'
  const close = (key: string) => storage.setItem(key, 'true')
  return createStore<BannerFlagsState>()((set) => ({
    topBannerClosed: read(TOP_BANNER_CLOSED_KEY),
    popupBannerClosed: read(POPUP_BANNER_CLOSED_KEY),
    cookieBannerClosed: read(COOKIE_BANNER_CLOSED_KEY),
    closeTopBanner: () => {
      close(TOP_BANNER_CLOSED_KEY)
      set({ topBannerClosed: true })
    },
    closePopupBanner: () => {
      close(POPUP_BANNER_CLOSED_KEY)
      set({ popupBannerClosed: true })
    },
    closeCookieBanner: () => {
      close(COOKIE_BANNER_CLOSED_KEY)
      set({ cookieBannerClosed: true })
    },
  }))
}

/** A banner is shown only when its status is public. */
export function isBannerVisible(banner: Pick<Banner, 'status'> | null | undefined): boolean {
  return Number(banner?.status) === Visibility.PUBLIC
}

/** A banner close button appears only when `closable` equals the public value. */
export function isBannerClosable(banner: Pick<Banner, 'closable'> | null | undefined): boolean {
  return Number(banner?.closable) === Visibility.PUBLIC
}

/** The top banner shows when it exists, is public and was not closed. */
export function shouldShowTopBanner(
  common: Pick<CommonData, 'top_banner'>,
  flags: BannerFlagsState,
): boolean {
  return isBannerVisible(common.top_banner) && !flags.topBannerClosed
}

/** How long (ms) the popup banner waits on a page before it opens, if the shopper did nothing first. */
export const POPUP_BANNER_DELAY_MS = 6000
/** How long (ms) after the shopper's first interaction (a press, a key, a scroll) the popup banner opens. */
export const POPUP_BANNER_AFTER_INTERACTION_MS = 1500

/**
 * The popup shows only when public and not closed for good, and never while the cookie bar is up (`setting`
 * given): a first visit gets one interruption at a time.
 */
export function shouldShowPopupBanner(
  common: Pick<CommonData, 'popup_banner'> & Partial<Pick<CommonData, 'setting'>>,
  flags: BannerFlagsState,
): boolean {
  if (common.setting && shouldShowCookieBanner({ setting: common.setting }, flags)) return false
  return isBannerVisible(common.popup_banner) && !flags.popupBannerClosed
}

/** The cookie banner shows only when the setting is on and it was not closed. */
export function shouldShowCookieBanner(
  common: Pick<CommonData, 'setting'>,
  flags: BannerFlagsState,
): boolean {
  return Number(common.setting.cookie_banner) === 1 && !flags.cookieBannerClosed
}
