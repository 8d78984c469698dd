import type { Souk } from '@souk/core'
import { createContext, type ReactNode, useContext } from 'react'

const SoukContext = createContext<Souk | null>(null)

/** Props of `SoukProvider`. */
export interface SoukProviderProps {
  /** The shopper's Souk from `createSouk` (one per page, or per server request). */
  souk: Souk
  children?: ReactNode
}

/** Hands a Souk down to every Souk component and hook below it. */
export function SoukProvider({ souk, children }: SoukProviderProps) {
  return <SoukContext.Provider value={souk}>{children}</SoukContext.Provider>
}

/** The Souk of the nearest `SoukProvider`. */
export function useSouk(): Souk {
  const souk = useContext(SoukContext)
  if (!souk) throw new Error('Souk components need a <SoukProvider souk={createSouk(...)}> above them.')
  return souk
}
