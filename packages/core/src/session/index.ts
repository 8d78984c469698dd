export {
  createSessionStore,
  type LoadStatus,
  type SessionState,
  type SessionStoreOptions,
  selectIsLoggedIn,
} from './sessionStore'
