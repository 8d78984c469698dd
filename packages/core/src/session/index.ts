export {
  adoptHandedOffGuest,
  GUEST_HANDOFF_PARAM,
  type GuestHandoffResult,
  guestHandoffUrl,
  isGuestToken,
} from './guestHandoff'
export {
  createSessionStore,
  type LoadStatus,
  type SessionState,
  type SessionStoreOptions,
  selectIsLoggedIn,
} from './sessionStore'
