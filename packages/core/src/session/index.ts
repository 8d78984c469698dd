export {
  CART_HANDOFF_PARAM,
  type CartHandoffLink,
  cartHandoffAddress,
  cartHandoffUrl,
  claimCartHandoff,
  HANDOFF_CODE_LENGTH,
  handoffNeedsConsent,
  isHandoffCode,
  LEGACY_GUEST_PARAM,
  previewCartHandoff,
  readCartHandoff,
} from './guestHandoff'
export { sessionCookies } from './sessionCookies'
export {
  createSessionStore,
  type LoadStatus,
  type SessionCookieMode,
  type SessionState,
  type SessionStoreOptions,
  selectIsLoggedIn,
} from './sessionStore'
