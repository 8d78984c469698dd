import { cx, LOGO_SIZE, routes, STICKY_HEADER_MAX_WIDTH, STICKY_HEADER_ROOT_MARGIN } from '@souk/core'
import { type ComponentType, Fragment, type ReactNode, useEffect, useRef, useState } from 'react'
import type { CategoryDrawerProps, CategoryMenuProps } from '../CategoryMenu'
import { useLinks } from '../hooks/useLinks'
import { useMediaQuery } from '../hooks/useMediaQuery'
import { useIsLoggedIn, useSettings } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon'
import { Image } from '../Image'
import type { SearchBoxProps } from '../SearchBox'
import type { TopBannerProps } from '../TopBanner'
import type { AccountMenuProps } from './AccountMenu'
import type { CartButtonProps } from './CartButton'
import { HeaderLinks } from './HeaderLinks'
import type { LanguageSelectProps } from './LanguageSelect'

/** Props of `Header`. */
export interface HeaderProps {
  /** Goes to a storefront path (search, suggestion); default `location.assign`. */
  onNavigate?: (path: string) => void
  /** The shopper is on the search page (a second submit of the same search is ignored). */
  onSearchPage?: boolean
  /** The text of the current search (`q` of the search page). */
  searchQuery?: string | null
  /** Called with the chosen language after its cookie was written; default: the page reloads in that language. */
  onLanguageChange?: (code: string) => void
  /** Called after logout; default: goes to the home page. */
  onLoggedOut?: () => void
  /** Shows the shop's top banner above the header (default true). */
  showTopBanner?: boolean
  /** Extra class on the root. */
  className?: string
  /**
   * Wraps each part of the header (top banner, top bar, menu drawer, search box, account and cart, category
   * menu), e.g. in a `<Suspense>` so that each hydrates on its own (React's selective hydration: a tap on the
   * search box early on hydrates the search box, not the whole header). Default: no wrapper.
   */
  partBoundary?: ComponentType<{ children: ReactNode }>
}

/**
 * The parts `HeaderLayout` renders: the package's own in `Header`; a host may give others with the same props,
 * e.g. the same components loaded later (their code out of the page's first download, their server HTML kept).
 */
export interface HeaderParts {
  TopBanner: ComponentType<TopBannerProps>
  LanguageSelect: ComponentType<LanguageSelectProps>
  CategoryDrawer: ComponentType<CategoryDrawerProps>
  SearchBox: ComponentType<SearchBoxProps>
  AccountMenu: ComponentType<AccountMenuProps>
  CartButton: ComponentType<CartButtonProps>
  CategoryMenu: ComponentType<CategoryMenuProps>
}

/** Props of `HeaderLayout`: those of `Header` and the parts to render. */
export interface HeaderLayoutProps extends HeaderProps {
  parts: HeaderParts
}

/** The media query of devices on which the header sticks (spec §9: up to 576 px wide). */
export const STICKY_HEADER_QUERY = `(max-width: ${STICKY_HEADER_MAX_WIDTH}px)`

/**
 * `Header` with the parts it renders given by the host (`parts`); the same HTML as `Header` with the package's
 * own parts. The storefront header (spec §2.6.2): the top banner; a top bar with the left links, mail and phone links
 * (phone only if set), the language dropdown (more than one language), the seller sign-up link (logged out, vendor
 * registration on), login and register links or the profile link, and the right links; then the logo, the search
 * box, the account menu and the cart button. On devices up to 576 px wide the main bar sticks to the top once
 * the page scrolls 40 px past it (`data-stuck`).
 */
export function HeaderLayout({
  parts: { TopBanner, LanguageSelect, CategoryDrawer, SearchBox, AccountMenu, CartButton, CategoryMenu },
  onNavigate,
  onSearchPage = false,
  searchQuery = null,
  onLanguageChange,
  onLoggedOut,
  showTopBanner = true,
  className,
  partBoundary: Part = Fragment,
}: HeaderLayoutProps) {
  const { t } = useT()
  const links = useLinks()
  const loggedIn = useIsLoggedIn()
  const setting = useSettings((state) => state.common?.setting)
  const siteSetting = useSettings((state) => state.common?.site_setting)
  const small = useMediaQuery(STICKY_HEADER_QUERY)
  const sentinelRef = useRef<HTMLDivElement>(null)
  const mainRef = useRef<HTMLDivElement>(null)
  const [stuckHeight, setStuckHeight] = useState<number | null>(null)

  // Small screens: the main bar sticks once the sentinel above it leaves the viewport (with a 40 px margin).
  useEffect(() => {
    const sentinel = sentinelRef.current
    if (!small || !sentinel || typeof IntersectionObserver === 'undefined') {
      setStuckHeight(null)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]
        if (!entry) return
        // The slot keeps the bar's height while it is fixed, so the page below does not jump.
        setStuckHeight(entry.isIntersecting ? null : (mainRef.current?.offsetHeight ?? 0))
      },
      { rootMargin: STICKY_HEADER_ROOT_MARGIN },
    )
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [small])

  const navigate = (path: string) => {
    if (onNavigate) onNavigate(path)
    else window.location.assign(path)
  }

  const email = setting?.email?.trim()
  const phone = setting?.phone?.trim()
  const sellerLink = !loggedIn && Number(setting?.vendor_registration) === 1
  const stuck = stuckHeight !== null

  // The top bar's links; on phones they move into the menu drawer and the header is one row.
  const utilities = (
    <>
      <HeaderLinks side="left" />
      {email || phone ? (
        <ul className="souk-header__contact">
          {email ? (
            <li>
              <a className="souk-header__contact-link" href={`mailto:${email}`}>
                <Icon name="mail" />
                <span>{email}</span>
              </a>
            </li>
          ) : null}
          {phone ? (
            <li>
              <a className="souk-header__contact-link" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                <Icon name="phone" />
                <span dir="ltr">{phone}</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="souk-header__top-end">
        <LanguageSelect onLanguageChange={onLanguageChange} />
        <ul className="souk-header__account-links">
          {sellerLink ? (
            <li>
              <a className="souk-header__link" href={links.localize(routes.sellerRegister)}>
                <Icon name="store" />
                {t('header.becomeSeller')}
              </a>
            </li>
          ) : null}
          {loggedIn ? (
            <li>
              <a className="souk-header__link" href={links.localize(routes.userProfile)}>
                {t('header.profile')}
              </a>
            </li>
          ) : (
            <>
              <li>
                <a className="souk-header__link" href={links.localize(routes.login)}>
                  {t('header.login')}
                </a>
              </li>
              <li>
                <a className="souk-header__link" href={links.localize(routes.register)}>
                  {t('header.register')}
                </a>
              </li>
            </>
          )}
        </ul>
        <HeaderLinks side="right" />
      </div>
    </>
  )

  return (
    <header className={cx('souk-header', className)} data-stuck={stuck || undefined}>
      {showTopBanner ? (
        <Part>
          <TopBanner />
        </Part>
      ) : null}
      <div className="souk-header__top">
        <Part>{utilities}</Part>
      </div>
      <div ref={sentinelRef} className="souk-header__sentinel" aria-hidden="true" />
      <div className="souk-header__slot" style={stuck ? { minBlockSize: stuckHeight } : undefined}>
        <div ref={mainRef} className="souk-header__main">
          <Part>
            <CategoryDrawer className="souk-header__menu">
              <div className="souk-header__drawer-links">{utilities}</div>
            </CategoryDrawer>
          </Part>
          <a className="souk-header__logo" href={links.localize(routes.home)}>
            <Image
              src={siteSetting?.header_logo}
              alt={siteSetting?.site_name || t('common.home')}
              width={LOGO_SIZE.width}
              height={LOGO_SIZE.height}
              priority
            />
          </a>
          <Part>
            <SearchBox
              className="souk-header__search"
              onNavigate={navigate}
              onSearchPage={onSearchPage}
              query={searchQuery}
            />
          </Part>
          <div className="souk-header__actions">
            <Part>
              <AccountMenu onLoggedOut={onLoggedOut} />
              <CartButton />
            </Part>
          </div>
        </div>
      </div>
      <Part>
        <CategoryMenu className="souk-header__categories" />
      </Part>
    </header>
  )
}
