import { type Banner, bannerSlot, cx, isBannerClosable, isBannerVisible, type PromoSlot } from '@souk/core'
import { CloseButton } from '../CloseButton/CloseButton'
import { useShopLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import { PromoArt } from '../PromoArt/PromoArt'

/** How wide a banner of each slot is, for its art's `srcset`. */
const BANNER_SIZES: Record<PromoSlot, string> = {
  slide: '100vw',
  tile: '100vw',
  // Home rows: up to three banners side by side (18rem at least each), one per row on phones.
  banner: '(min-width: 1200px) 33vw, (min-width: 640px) 50vw, 100vw',
  strip: '100vw',
  popup: '(min-width: 640px) 32rem, 100vw',
}

/** Props of `BannerBlock`. */
export interface BannerBlockProps {
  /** The banner (title, image, target, status, closable); nothing renders unless its status is public. */
  banner: Banner | null | undefined
  /** Called by the close button, which appears only when the banner is closable and this is given. */
  onClose?: () => void
  /** Load the image at once (a banner above the fold). */
  priority?: boolean
  /** The headline's heading level, or null (default) for a `<p>` where a heading would break the outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | null
  /** Extra class on the root. */
  className?: string
}

/**
 * A banner (spec §2.9): one link to the banner's target showing its art with its headline, short line and call
 * to action as text over it (`PromoArt`, the art drawn at the aspect of the banner's slot: the top strip for the
 * top banner, 5:2 in the home rows), a close button beside the link only when the banner is closable, rendered
 * only when its status is public.
 */
export function BannerBlock({
  banner,
  onClose,
  priority = false,
  headingLevel = null,
  className,
}: BannerBlockProps) {
  const { t } = useT()
  const links = useShopLinks()
  if (!banner || !isBannerVisible(banner)) return null
  const closable = isBannerClosable(banner) && onClose !== undefined
  const slot = bannerSlot(banner.type)
  return (
    <div className={cx('souk-banner-block', className)} data-closable={closable || undefined}>
      <a className="souk-banner-block__link" href={links.banner(banner)}>
        <PromoArt
          slot={slot}
          image={banner.image}
          texts={{
            title: banner.title || t('home.shopNow'),
            subtitle: banner.subtitle,
            button: banner.button,
          }}
          headingLevel={headingLevel}
          sizes={BANNER_SIZES[slot]}
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
