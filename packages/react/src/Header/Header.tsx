import { CategoryDrawer, CategoryMenu } from '../CategoryMenu'
import { SearchBox } from '../SearchBox'
import { TopBanner } from '../TopBanner'
import { AccountMenu } from './AccountMenu'
import { CartButton } from './CartButton'
import { HeaderLayout, type HeaderParts, type HeaderProps } from './HeaderLayout'
import { LanguageSelect } from './LanguageSelect'

export { type HeaderProps, STICKY_HEADER_QUERY } from './HeaderLayout'

/** The header's own parts. */
const PARTS: HeaderParts = {
  TopBanner,
  LanguageSelect,
  CategoryDrawer,
  SearchBox,
  AccountMenu,
  CartButton,
  CategoryMenu,
}

/**
 * The storefront header (spec §2.6.2): the top banner; a top bar with the left links, mail and phone links
 * (phone only if set), the language dropdown (more than one language), the seller sign-up link (logged out, vendor
 * registration on), login and register links or the profile link, and the right links; then the logo, the search
 * box, the account menu and the cart button. On devices up to 576 px wide the main bar sticks to the top once
 * the page scrolls 40 px past it (`data-stuck`). `HeaderLayout` is the same with parts of the host's choosing.
 */
export function Header(props: HeaderProps) {
  return <HeaderLayout {...props} parts={PARTS} />
}
