import { useSyncExternalStore } from 'react'
import { type PageSoukState, pageSoukState, subscribePageSouk } from '../config/pageSouk'

/** The page's shared Souk state; re-renders when the Souk is made, gets ready or the configuration changes. */
export function usePageSouk(): PageSoukState {
  return useSyncExternalStore(subscribePageSouk, pageSoukState, pageSoukState)
}
