export {
  adoptHandedOffGuest,
  GUEST_HANDOFF_PARAM,
  type GuestHandoffResult,
  guestHandoffUrl,
  isGuestToken,
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
