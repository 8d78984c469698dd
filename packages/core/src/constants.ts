/** Every number and name the specification fixes (spec section 9 and the cookie and storage rules). */

/** Placeholder shimmer count of product grids. */
export const PRODUCT_SHIMMER_COUNT = 21
/** Placeholder shimmer count of flash-sale grids. */
export const FLASH_SALE_SHIMMER_COUNT = 21

/** Search suggestions are fetched this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 700
/** The suggestions popup closes this long after it is asked to. */
export const SEARCH_CLOSE_DELAY_MS = 100
/** At most this many suggestions per group. */
export const SEARCH_SUGGESTIONS_PER_GROUP = 9

/** Idle-time link prefetch waits this long, and is skipped offline, on 2g and in data-saver mode. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000

/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 6
/** Phone numbers have 6 to 20 digits. */
export const PHONE_MIN_DIGITS = 6
export const PHONE_MAX_DIGITS = 20
/** Review images: jpeg or png, at most this many kilobytes each. */
export const REVIEW_IMAGE_MAX_KB = 1000
export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const
/** Verification and reset codes are 6 digits (a Souk change from the original 4: see the API README). */
export const VERIFICATION_CODE_LENGTH = 6

/** Prices show at most this many decimals. */
export const PRICE_MAX_DECIMALS = 2
/** Prices are rounded to this many decimals. */
export const PRICE_FIXED_DECIMALS = 2
export const DEFAULT_CURRENCY = 'USD'
export const DEFAULT_CURRENCY_ICON = '$'
export const DEFAULT_CURRENCY_POSITION = 1
export const DEFAULT_DECIMAL_FORMAT = 'en-US'

/** The languages whose texts ship with Souk; English is the default and has no URL prefix. */
export const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'] as const
export type LanguageCode = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: LanguageCode = 'en'
export const DEFAULT_DIRECTION = 'ltr'
/** URL strategy: every language but the default has a path prefix. */
export const LOCALE_STRATEGY = 'prefix_except_default'
/** Route names carry the language after this separator (`product___fr`). */
export const ROUTE_NAME_SEPARATOR = '___'

/** Default address location. */
export const DEFAULT_COUNTRY = 'AF'
export const DEFAULT_REGION = 'BDS'
/** The public status value. */
export const PUBLIC_STATUS = 1

/** The chosen language: cookie name and lifetime in seconds. */
export const LANGUAGE_COOKIE = 'currentLanguage'
export const LANGUAGE_COOKIE_MAX_AGE = 31536000
/** The shopper's IANA time zone, written by the browser so server renders format dates as the browser does. */
export const TIME_ZONE_COOKIE = 'timeZone'
export const TIME_ZONE_COOKIE_MAX_AGE = 31536000
/** Browser-language detection was done: cookie name and lifetime in days (SameSite=Lax, not secure). */
export const I18N_REDIRECT_COOKIE = 'i18n_redirected'
export const I18N_REDIRECT_COOKIE_DAYS = 365
/** The bearer token lives in a cookie whose name starts with this prefix (never in local storage). */
export const AUTH_COOKIE_PREFIX = 'frontend_'
export const AUTH_COOKIE = `${AUTH_COOKIE_PREFIX}auth_token`
export const AUTH_COOKIE_MAX_AGE = 31622400
/**
 * Beside an HttpOnly auth cookie: a non-secret marker (`1`) that tells a page's scripts a customer is signed in,
 * the token itself being out of their reach.
 */
export const SIGNED_IN_COOKIE = `${AUTH_COOKIE_PREFIX}signed_in`

/** Local storage keys. */
export const GUEST_TOKEN_KEY = 'user_token'
export const TOP_BANNER_CLOSED_KEY = 'topBannerClosed'
export const POPUP_BANNER_CLOSED_KEY = 'popupBannerClosed'
export const COOKIE_BANNER_CLOSED_KEY = 'cookieBannerClosed'
/** Length of the generated guest token. */
export const GUEST_TOKEN_LENGTH = 18
/**
 * The guest token as a cookie too, on the shop's own origin (`server` and `browser` sessions): a form the
 * store's server answers (add to cart before the page's scripts ran, or without JavaScript) finds the same guest
 * as the page's scripts. Readable by the page (it is the same token its local storage holds), `SameSite=Lax`.
 */
export const GUEST_TOKEN_COOKIE = 'souk_user_token'
/** How long the guest token cookie lives: a year, like the language cookie. */
export const GUEST_TOKEN_COOKIE_MAX_AGE = 31536000

/** Toasts hide after this long. */
export const TOAST_DURATION_MS = 5000
/** The loading bar runs this long at most and updates at most this often. */
export const LOADING_BAR_DURATION_MS = 5000
export const LOADING_BAR_THROTTLE_MS = 200
/** Minimum delay before showing data-fetch placeholders. */
export const DATA_FETCH_MIN_DELAY_MS = 200
/** A failed code-chunk load reloads the page at most once in this window. */
export const CHUNK_RELOAD_GUARD_MS = 60_000

/** Layout breakpoints in CSS pixels. */
export const BREAKPOINTS = {
  xl: 1200,
  popover: 992,
  md: 778,
  dropdown: 768,
  sm: 576,
  xs: 420,
  xxs: 380,
  xxxs: 350,
} as const
/** The header sticks on devices up to this width, with this root margin. */
export const STICKY_HEADER_MAX_WIDTH = 576
export const STICKY_HEADER_ROOT_MARGIN = '40px'

/** Popup content max height, dropdown max height and track-order result max width, in px. */
/** Product cards a home-page section renders (the rest are behind its 'See all' link): keeps the home DOM small. */
export const HOME_SECTION_CARDS = 8
/**
 * Of those, the cards that come with the page (a first row); the others render once the section nears the
 * viewport: the home page's DOM stays small on its first load.
 */
export const HOME_SECTION_FIRST_CARDS = 4
/**
 * The home page's product sections (collections, then flash sales, then all products) whose first row comes with
 * the page: those of its first screens. The others' cards load as the shopper scrolls near them (without
 * JavaScript they are behind each section's 'See all' link): the home page's DOM and data stay small (issue 17).
 */
export const HOME_FIRST_SECTIONS = 2

export const POPUP_CONTENT_MAX_HEIGHT = 500
export const DROPDOWN_MAX_HEIGHT = 400
export const TRACKING_RESULT_MAX_WIDTH = 700
/** Banner image and logo sizes in px. */
export const BANNER_IMAGE_SIZE = { height: 100, width: 500 } as const
export const LOGO_SIZE = { height: 40, width: 139 } as const

/** A variant with this many units or fewer shows 'Only n left' (the spec is silent; a shop's usual threshold). */
export const LOW_STOCK_THRESHOLD = 5

/** Ratings are out of this many stars. */
export const RATING_MAX = 5

/** Page sizes of the API (contract 1.6). */
export const PAGE_SIZES = {
  listing: 30,
  homeProduct: 24,
  frontend: 25,
  api: 14,
  productRating: 6,
  search: 9,
  imageSlider: 7,
  homeCollection: 9,
  featuredBrands: 15,
  featuredCategories: 12,
} as const
