import { shouldShowTopBanner } from '@souk/core'
import { BannerBlock } from '../BannerBlock'
import { useHydrated } from '../BannerBlock/useHydrated'
import { useBanners, useSettings } from '../hooks/useStores'
import { useT } from '../hooks/useT'

/** Props of `TopBanner`. */
export interface TopBannerProps {
  /** Extra class on the root. */
  className?: string
}

/**
 * The shop's top banner (spec §2.6.2, §4): `common.top_banner` as a link to its target, shown when public and
 * not closed; the close button (only when the banner is closable) remembers the choice (`topBannerClosed`).
 */
export function TopBanner({ className }: TopBannerProps) {
  const { t } = useT()
  const banner = useSettings((state) => state.common?.top_banner ?? null)
  const flags = useBanners()
  // The closed flag lives in local storage: decided after hydration so server and client HTML agree.
  const hydrated = useHydrated()
  if (!hydrated || !shouldShowTopBanner({ top_banner: banner }, flags)) return null
  return (
    <section
      className={['souk-top-banner', className].filter(Boolean).join(' ')}
      aria-label={t('header.topBannerLabel')}
    >
      <BannerBlock banner={banner} onClose={flags.closeTopBanner} priority />
    </section>
  )
}
