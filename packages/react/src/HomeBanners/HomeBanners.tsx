import { type Banner, BannerType, cx, isBannerVisible } from '@souk/core'
import type { ReactNode } from 'react'
import { BannerBlock } from '../BannerBlock/BannerBlock'
import { SectionError } from '../Collections/SectionError'
import { Shimmer } from '../Shimmer/Shimmer'

/** The home-page banner slots, in page order (banner types 1-6). */
export const HOME_BANNER_SLOTS: readonly BannerType[] = [
  BannerType.HOME_1,
  BannerType.HOME_2,
  BannerType.HOME_3,
  BannerType.HOME_4,
  BannerType.HOME_5,
  BannerType.HOME_6,
]

/** Props of `HomeBanners`. */
export interface HomeBannersProps {
  /** The home page's `banners` (every public banner, of every type). */
  banners: readonly Banner[]
  /** The slots (banner types 1-6) this block shows, in order; place several blocks to spread slots over the page. */
  slots?: readonly BannerType[]
  /** The first banner is above the fold: its image loads at once. */
  priority?: boolean
  /** The home data is loading: a placeholder per slot is shown. */
  loading?: boolean
  /** A failure message, shown instead of the banners. */
  error?: ReactNode
  /** Called by the retry button of the error state. */
  onRetry?: () => void
  /** The level of each banner's headline (a section of the page); null for a `<p>`. */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | null
  /** Extra class on the root. */
  className?: string
}

/**
 * The home-page banners of the given slots (types 1-6), each one link to the banner's target showing its art
 * (5:2) with its headline, line and call to action over it (`BannerBlock`: public only, no close button on the
 * home page). Slots without a banner take no room.
 */
export function HomeBanners({
  banners,
  slots = HOME_BANNER_SLOTS,
  priority = false,
  loading = false,
  error,
  onRetry,
  headingLevel = 2,
  className,
}: HomeBannersProps) {
  const rootClass = cx('souk-home-banners', className)
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
        <Shimmer variant="block" count={Math.min(slots.length, 3)} className="souk-home-banners__shimmer" />
      </div>
    )
  }
  const shown = slots.flatMap((slot) =>
    banners.filter((banner) => Number(banner.type) === slot && isBannerVisible(banner)),
  )
  if (shown.length === 0) return null
  return (
    <ul className={rootClass} data-count={Math.min(shown.length, 3)}>
      {shown.map((banner, index) => (
        <li key={banner.id} className="souk-home-banners__slot" data-slot={banner.type}>
          <BannerBlock banner={banner} priority={priority && index === 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
