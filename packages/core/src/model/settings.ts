/** Site settings: the reply of `common` (contract 4.1). */
import type { Banner } from './catalog'
import type {
  CurrencyPosition,
  Direction,
  Flag,
  FooterImageLinkType,
  HeaderLinkType,
  Visibility,
} from './enums'

/** A language of the shop. `predefined` languages have their UI texts bundled (en, fr, ar, tr, hi). */
export interface Language {
  name: string
  code: string
  default: Flag
  direction: Direction
  predefined: Flag
}

/** A configurable header link (left or right list). */
export interface HeaderLink {
  id: number
  type: HeaderLinkType
  title: string
  url: string
  created_at: string
  updated_at: string
}

/** A script injected on pages whose route matches `route_pattern`. */
export interface CustomScript {
  id: number
  route_pattern: string
  header_script: Flag
  header_script_code: string | null
  body_script: Flag
  body_script_code: string | null
  status: Visibility
  created_at: string
  updated_at: string
}

/** Branding and SEO settings; the four text fields are translated. */
export interface SiteSetting {
  id: number
  site_name: string
  site_url: string
  meta_title: string | null
  meta_description: string | null
  copyright_text: string | null
  email_logo: string | null
  header_logo: string | null
  footer_logo: string | null
  primary_color: string | null
  primary_hover_color: string | null
  styling: string | null
  created_at: string
  updated_at: string
  /** Backend root URL. */
  api_base: string
}

/** The public subset of the shop settings. Booleans are 0/1. */
export interface PublicSetting {
  currency: string
  currency_icon: string
  /** 1 before the amount, 2 after (the original stores it as a string). */
  currency_position: CurrencyPosition | `${CurrencyPosition}`
  /** Locale tag used to format numbers, e.g. `en-US`. */
  decimal_format: string
  phone: string | null
  email: string | null
  address_1: string | null
  address_2: string | null
  city: string | null
  state: string | null
  zip: string | null
  country: string | null
  google_login: Flag
  facebook_login: Flag
  guest_checkout: Flag
  enable_ga: Flag
  ga_id: string | null
  enable_pixel: Flag
  pixel_id: string | null
  vendor_registration: Flag
  cookie_banner: Flag
  /** Default address country (ISO2) and state for new addresses; the spec's defaults are AF / BDS. */
  default_country?: string | null
  default_state?: string | null
}

/** A footer category with its footer children, recursively. */
export interface FooterCategory {
  id: number
  title: string
  slug: string
  parent?: number | null
  in_footer_child: FooterCategory[]
  /** Legacy two-level model: public direct children. */
  public_sub_categories?: { id: number; title: string; slug: string; category_id?: number }[]
}

/** A footer page link (services or about column). */
export interface FooterPage {
  id: number
  title: string
  slug: string
}

/** A footer image link (payment icon or social link). */
export interface FooterImageLink {
  id: number
  title: string
  image: string
  link: string
  type: FooterImageLinkType
  status: Visibility
  created_at: string
  updated_at: string
}

/** `data` of `GET common`. */
export interface CommonData {
  languages: Language[]
  default_language?: Language
  /** Media base URL; image fields are file names appended to it. */
  img_src_url: string
  thumb_prefix: string
  default_image: string
  /**
   * Souk's API only: the widths (px) at which `img_src_url` also serves every PNG or JPEG picture, as
   * `w{width}-{name}` in the best format the browser accepts (AVIF, WebP, else PNG); absent on other backends,
   * which then get no `srcset` (core's `imageSrcSet`).
   */
  img_widths?: readonly number[]
  header_links: { left: HeaderLink[]; right: HeaderLink[] }
  top_banner: Banner | null
  popup_banner: Banner | null
  custom_scripts: CustomScript[]
  site_setting: SiteSetting
  setting: PublicSetting
  categories: FooterCategory[]
  services: FooterPage[]
  about: FooterPage[]
  payment: FooterImageLink[]
  social: FooterImageLink[]
}
