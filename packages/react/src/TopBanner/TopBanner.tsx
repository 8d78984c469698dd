import { cx, shouldShowTopBanner } from '@souk/core'
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
 * The server renders it (no layout shift when the page hydrates); a page whose shopper closed it hides it
 * before the first paint by setting `data-souk-top-banner-closed` on `<html>` from local storage (a one-line
 * script in the head, see the reference store), and the banner leaves the DOM once hydrated.
 */
export function TopBanner({ className }: TopBannerProps) {
  const { t } = useT()
  const banner = useSettings((state) => state.common?.top_banner ?? null)
  const flags = useBanners()
  // The closed flag lives in local storage: until hydration the banner renders as on the server.
  const hydrated = useHydrated()
  const shown = shouldShowTopBanner(
    { top_banner: banner },
    hydrated ? flags : { ...flags, topBannerClosed: false },
  )
  if (!shown) return null
  return (
    <section className={cx('souk-top-banner', className)} aria-label={t('header.topBannerLabel')}>
      <BannerBlock banner={banner} onClose={flags.closeTopBanner} priority />
    </section>
  )
}
