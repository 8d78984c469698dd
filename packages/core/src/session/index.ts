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
