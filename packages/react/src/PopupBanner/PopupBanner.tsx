import {
  cx,
  POPUP_BANNER_AFTER_INTERACTION_MS,
  POPUP_BANNER_DELAY_MS,
  shouldShowPopupBanner,
} from '@souk/core'
import { Dialog } from '../Dialog'
import { useIdle } from '../hooks/useIdle'
import { useShopLinks } from '../hooks/useLinks'
import { useBanners, useSettings } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { useWaited } from '../hooks/useWaited'
import { PromoArt } from '../PromoArt/PromoArt'

/** Props of `PopupBanner`. */
export interface PopupBannerProps {
  /** How long (ms) it waits on the page if the shopper does nothing; default core's `POPUP_BANNER_DELAY_MS`. */
  delay?: number
  /** How long (ms) it waits after the shopper's first interaction; default `POPUP_BANNER_AFTER_INTERACTION_MS`. */
  afterInteraction?: number
  /** Extra class on the dialog. */
  className?: string
}

/**
 * The shop's popup banner (spec §2.6.4, §4): `common.popup_banner` in a modal dialog, its art (3:2) with its
 * short line and call to action as text over it, one link to the banner's target. Shown only when the banner is public and was not closed for good; closing it (close button,
 * Escape, backdrop) remembers that (`popupBannerClosed`). A modal always keeps its close button, whatever
 * `closable` says, so keyboard and screen-reader users can leave it. It opens once the browser is idle after
 * hydration (`useIdle`) and once the shopper has had a moment: shortly after their first press, key or scroll, or
 * some seconds on the page (`useWaited`); never while the cookie bar is up. Its heading is the banner's title, or
 * a translated 'Special offer'.
 */
export function PopupBanner({
  delay = POPUP_BANNER_DELAY_MS,
  afterInteraction = POPUP_BANNER_AFTER_INTERACTION_MS,
  className,
}: PopupBannerProps) {
  const { t } = useT()
  const links = useShopLinks()
  const setting = useSettings((state) => state.common?.setting)
  const banner = useSettings((state) => state.common?.popup_banner ?? null)
  const flags = useBanners()
  const idle = useIdle()
  const waited = useWaited(delay, afterInteraction)
  const open = idle && waited && shouldShowPopupBanner({ popup_banner: banner, setting }, flags)
  const title = banner?.title?.trim() || t('home.specialOffer')
  if (!banner) return null
  return (
    <Dialog
      open={open}
      onClose={flags.closePopupBanner}
      title={title}
      size="md"
      className={cx('souk-popup-banner', className)}
    >
      <a className="souk-popup-banner__link" href={links.banner(banner)}>
        {/* The dialog's title is the headline: the art carries the line and the call to action. */}
        <PromoArt
          slot="popup"
          image={banner.image}
          texts={{ title, subtitle: banner.subtitle, button: banner.button || t('home.shopNow') }}
          hideTitle
          sizes="(min-width: 640px) 32rem, 100vw"
          priority
        />
      </a>
    </Dialog>
  )
}
