/** The site chrome of @souk/react: header, search, footer, banners and page-level notices. */
export { BannerBlock, type BannerBlockProps } from './BannerBlock'
export {
  CategoryDrawer,
  type CategoryDrawerProps,
  CategoryMenu,
  type CategoryMenuProps,
} from './CategoryMenu'
export { CategoryTree, type CategoryTreeProps } from './CategoryTree'
export { ContactForm, type ContactFormProps } from './ContactForm'
export { CookieBanner, type CookieBannerProps } from './CookieBanner'
export { ErrorView, type ErrorViewProps } from './ErrorView'
export { Footer, type FooterProps } from './Footer'
export {
  AccountMenu,
  type AccountMenuProps,
  CartButton,
  type CartButtonProps,
  Header,
  HeaderLayout,
  type HeaderLayoutProps,
  HeaderLinks,
  type HeaderLinksProps,
  type HeaderParts,
  type HeaderProps,
  LanguageSelect,
  type LanguageSelectProps,
  STICKY_HEADER_QUERY,
} from './Header'
export { LoadingBar, type LoadingBarProps } from './LoadingBar'
export { NewsletterForm, type NewsletterFormProps } from './NewsletterForm'
export { OfflineNotice, type OfflineNoticeProps } from './OfflineNotice'
export { PopupBanner, type PopupBannerProps } from './PopupBanner'
export {
  NothingFound,
  type NothingFoundProps,
  SearchBox,
  type SearchBoxProps,
  type SuggestionGroup,
  type SuggestionOption,
  SuggestionsPopup,
  type SuggestionsPopupProps,
  suggestionGroups,
  suggestionOptionId,
} from './SearchBox'
export { StickyCartBar, type StickyCartBarProps } from './StickyCartBar'
export { TopBanner, type TopBannerProps } from './TopBanner'
export {
  WhatsAppButton,
  type WhatsAppButtonProps,
  type WhatsAppSettings,
} from './WhatsAppButton'
