import { BANNER_IMAGE_SIZE, cx, shouldShowPopupBanner } from '@souk/core'
import { Dialog } from '../Dialog'
import { useIdle } from '../hooks/useIdle'
import { useLinks } from '../hooks/useLinks'
import { useBanners, useSettings } from '../hooks/useStores'
import { Image } from '../Image'

/** Props of `PopupBanner`. */
export interface PopupBannerProps {
  /** Extra class on the dialog. */
  className?: string
}

/**
 * The shop's popup banner (spec §2.6.4, §4): `common.popup_banner` in a modal dialog, its image linking to the
 * banner's target. Shown only when the banner is public and was not closed for good; closing it (close button,
 * Escape, backdrop) remembers that (`popupBannerClosed`). A modal always keeps its close button, whatever
 * `closable` says, so keyboard and screen-reader users can leave it. It opens once the browser is idle after
 * hydration (`useIdle`): the modal's style recalculation of the whole page is not added to hydration's work,
 * and the page is usable before the dialog takes the focus.
 */
export function PopupBanner({ className }: PopupBannerProps) {
  const links = useLinks()
  const banner = useSettings((state) => state.common?.popup_banner ?? null)
  const flags = useBanners()
  const idle = useIdle()
  const open = idle && shouldShowPopupBanner({ popup_banner: banner }, flags)
  if (!banner) return null
  return (
    <Dialog
      open={open}
      onClose={flags.closePopupBanner}
      title={banner.title}
      hideTitle
      size="md"
      className={cx('souk-popup-banner', className)}
    >
      <a className="souk-popup-banner__link" href={links.banner(banner)}>
        <Image
          className="souk-popup-banner__image"
          src={banner.image}
          alt={banner.title}
          width={BANNER_IMAGE_SIZE.width}
          height={BANNER_IMAGE_SIZE.height}
          priority
        />
      </a>
    </Dialog>
  )
}
