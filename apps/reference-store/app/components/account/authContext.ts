import { useOutletContext } from 'react-router'

/** What the authentication layout hands its forms. */
export interface AuthOutletContext {
  /** The API's development mailbox is on (not in production): the verify step links to it. */
  devMailbox: boolean
}

/** The authentication layout's context, in a page of that layout. */
export function useAuthContext(): AuthOutletContext {
  return useOutletContext<AuthOutletContext | undefined>() ?? { devMailbox: false }
}
