import { safeRedirect } from './safeRedirect'

/**
 * The messages a form's answer may show (catalogue keys), each with its role: a `status` (good news) or an
 * `alert` (a refusal). The store's answer carries one to the next page in its flash cookie (a key, never text from
 * the request), and a page shows only these: a request cannot make a page show any text it likes. (Never in the
 * URL: a message in the address would be bookmarked, shared, shown again on reload and kept by page caches.)
 */
export const FORM_NOTICE_ROLES = {
  'success.wishlistAdded': 'status',
  'success.wishlistRemoved': 'status',
  'success.compareAdded': 'status',
  'success.compareRemoved': 'status',
  'success.newsletter': 'status',
  'success.followedStore': 'status',
  'success.unfollowedStore': 'status',
  'cart.added': 'status',
  'cart.updated': 'status',
  'cart.removed': 'status',
  'voucher.applied': 'status',
  'product.selectAttributes': 'alert',
  'product.outOfStock': 'alert',
  'product.quantityExceedsInventory': 'alert',
  'cart.minQuantity': 'alert',
  'cart.maxQuantity': 'alert',
  'errors.notFound': 'alert',
  'errors.somethingWentWrong': 'alert',
  'errors.form': 'alert',
} as const satisfies Record<string, 'status' | 'alert'>

/** A message a form's answer may show. */
export type FormNotice = keyof typeof FORM_NOTICE_ROLES

/** Every message a form's answer may show. */
export const FORM_NOTICES = Object.keys(FORM_NOTICE_ROLES) as FormNotice[]

/** Whether a notice is good news (`status`) or a refusal (`alert`). */
export function noticeRole(notice: FormNotice): 'status' | 'alert' {
  return FORM_NOTICE_ROLES[notice]
}

/** Whether a value is one of the form notices. */
export function isFormNotice(value: unknown): value is FormNotice {
  return typeof value === 'string' && Object.hasOwn(FORM_NOTICE_ROLES, value)
}

/**
 * Where a no-JavaScript form's answer sends the browser (303): the form's `redirectTo` when it is a path on this
 * site, else `fallback`. The outcome to show there travels beside it (the store's flash cookie), not in it.
 */
export function formRedirectTarget(
  redirectTo: FormDataEntryValue | string | null | undefined,
  fallback = '/',
): string {
  return safeRedirect(typeof redirectTo === 'string' ? redirectTo : null) ?? fallback
}

/** The intent of a toggle form: `add` (save, compare, follow) or `remove`; null for anything else. */
export function toggleIntent(value: FormDataEntryValue | null): boolean | null {
  if (value === 'add') return true
  if (value === 'remove') return false
  return null
}

/** A positive whole id from a form field, or null. */
export function formId(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : null
}

/**
 * Store paths that only answer forms (no page): the language switch and the newsletter form, posted from every
 * page. Not localized: the answer redirects to the form's `redirectTo`.
 */
export const FORM_ACTIONS = {
  language: '/language',
  newsletter: '/newsletter',
} as const
