export { cartHandoffAddress, claimCartHandoff, handoffNeedsConsent, previewCartHandoff } from './guestHandoff'
export {
  CART_HANDOFF_PARAM,
  type CartHandoffLink,
  cartHandoffUrl,
  HANDOFF_CODE_LENGTH,
  isHandoffCode,
  LEGACY_GUEST_PARAM,
  readCartHandoff,
} from './handoffLink'
export { sessionCookies } from './sessionCookies'
export { browserKeeper, serverKeeper, sessionKeeper, syncSignedIn } from './sessionKeepers'
export {
  createSessionReader,
  createSessionStore,
  type LoadStatus,
  type SessionCookieMode,
  type SessionKeeper,
  type SessionReaderOptions,
  type SessionReadState,
  type SessionState,
  type SessionStoreOptions,
  scriptKeeper,
  selectIsLoggedIn,
} from './sessionStore'
