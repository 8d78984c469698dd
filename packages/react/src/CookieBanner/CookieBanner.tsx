import { cx, shouldShowCookieBanner } from '@souk/core'
import { useId } from 'react'
import { useHydrated } from '../BannerBlock/useHydrated'
import { Button } from '../Button'
import { useBanners, useSettings } from '../hooks/useStores'
import { useT } from '../hooks/useT'

/** Props of `CookieBanner`. */
export interface CookieBannerProps {
  /** Extra class on the root. */
  className?: string
}

/**
 * The cookie notice (spec §2.6.4, §4): 'This website uses cookies…' and a 'Got it' button that closes it for
 * good (`cookieBannerClosed`). Shown only when the shop's `cookie_banner` setting is on and it was not closed.
 * A non-modal region at the end of the viewport: it never traps focus or hides the page.
 */
export function CookieBanner({ className }: CookieBannerProps) {
  const { t } = useT()
  const id = useId()
  const setting = useSettings((state) => state.common?.setting)
  const flags = useBanners()
  const hydrated = useHydrated()
  if (!hydrated || !setting || !shouldShowCookieBanner({ setting }, flags)) return null
  return (
    <section
      className={cx('souk-cookie-banner', className)}
      aria-labelledby={`${id}text`}
      data-souk-surface=""
    >
      <p id={`${id}text`} className="souk-cookie-banner__text">
        {t('cookie.text')}
      </p>
      <Button className="souk-cookie-banner__button" onClick={flags.closeCookieBanner}>
        {t('cookie.gotIt')}
      </Button>
    </section>
  )
}
