import { BANNER_IMAGE_SIZE, type Banner, cx, isBannerClosable, isBannerVisible } from '@souk/core'
import { CloseButton } from '../CloseButton/CloseButton'
import { useShopLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import { Image } from '../Image'

/** Props of `BannerBlock`. */
export interface BannerBlockProps {
  /** The banner (title, image, target, status, closable); nothing renders unless its status is public. */
  banner: Banner | null | undefined
  /** Called by the close button, which appears only when the banner is closable and this is given. */
  onClose?: () => void
  /** Load the image at once (a banner above the fold). */
  priority?: boolean
  /** Extra class on the root. */
  className?: string
}

/**
 * A banner (spec §2.9): its image as a link to the banner's target, a close button only when the banner is
 * closable, rendered only when its status is public. The image is 100×500 (spec §9).
 */
export function BannerBlock({ banner, onClose, priority = false, className }: BannerBlockProps) {
  const { t } = useT()
  const links = useShopLinks()
  if (!banner || !isBannerVisible(banner)) return null
  const closable = isBannerClosable(banner) && onClose !== undefined
  return (
    <div className={cx('souk-banner-block', className)} data-closable={closable || undefined}>
      <a className="souk-banner-block__link" href={links.banner(banner)}>
        <Image
          className="souk-banner-block__image"
          src={banner.image}
          alt={banner.title}
          width={BANNER_IMAGE_SIZE.width}
          height={BANNER_IMAGE_SIZE.height}
          priority={priority}
        />
      </a>
      {closable ? (
        <CloseButton
          className="souk-banner-block__close"
          variant="pill"
          size="sm"
          label={t('a11y.closeBanner')}
          onClick={onClose}
        />
      ) : null}
    </div>
  )
}
