export { AccountMenu, type AccountMenuProps } from './AccountMenu'
export { CartButton, type CartButtonProps } from './CartButton'
export { Header } from './Header'
export {
  HeaderLayout,
  type HeaderLayoutProps,
  type HeaderParts,
  type HeaderProps,
  STICKY_HEADER_QUERY,
} from './HeaderLayout'
export { HeaderLinks, type HeaderLinksProps } from './HeaderLinks'
export { LanguageSelect, type LanguageSelectProps } from './LanguageSelect'
