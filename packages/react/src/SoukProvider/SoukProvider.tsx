import type { Souk, WidgetSouk } from '@souk/core'
import { createContext, type ReactNode, useContext } from 'react'

const SoukContext = createContext<WidgetSouk | null>(null)

/** Props of `SoukProvider`. */
export interface SoukProviderProps {
  /**
   * The shopper's Souk from `createSouk` (one per page, or per server request), or the widgets' narrower one
   * from `createWidgetSouk` (then only components that need no more than a `WidgetSouk` work below it).
   */
  souk: WidgetSouk
  children?: ReactNode
}

/** Hands a Souk down to every Souk component and hook below it. */
export function SoukProvider({ souk, children }: SoukProviderProps) {
  return <SoukContext.Provider value={souk}>{children}</SoukContext.Provider>
}

/** Whether a Souk is a whole one (`createSouk`), not only the widgets' (`createWidgetSouk`). */
function isWholeSouk(souk: WidgetSouk): souk is Souk {
  return 'addresses' in souk && 'orders' in souk.client
}

/** The Souk of the nearest `SoukProvider`, as far as the widgets use it (catalogue, cart, lists, search, texts). */
export function useWidgetSouk(): WidgetSouk {
  const souk = useContext(SoukContext)
  if (!souk) throw new Error('Souk components need a <SoukProvider souk={createSouk(...)}> above them.')
  return souk
}

/** The whole Souk of the nearest `SoukProvider` (account, addresses, orders…): a `createSouk` one. */
export function useSouk(): Souk {
  const souk = useWidgetSouk()
  if (!isWholeSouk(souk)) {
    throw new Error(
      'This Souk component needs a Souk from createSouk (the widgets’ Souk has no account pages).',
    )
  }
  return souk
}
