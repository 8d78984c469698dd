/** The store's redirect check is core's (forms' `redirectTo`, sign-in's `redirect`): one rule, one place. */
export { safeRedirect } from '@souk/core'
