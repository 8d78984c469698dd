import type { Souk, WidgetSouk } from '@souk/core'
import { createContext, type ReactNode, useContext } from 'react'

const SoukContext = createContext<WidgetSouk | null>(null)
const PageContext = createContext<string | null>(null)

/** Props of `SoukProvider`. */
export interface SoukProviderProps {
  /**
   * The shopper's Souk from `createSouk` (one per page, or per server request), or the widgets' narrower one
   * from `createWidgetSouk` (then only components that need no more than a `WidgetSouk` work below it).
   */
  souk: WidgetSouk
  /**
   * The page's path and query (`/fr/search?q=tea`), from the host's router: forms send it as `redirectTo`, so a
   * submit without JavaScript comes back to this page. Default: the browser's location (`/` on a server).
   */
  page?: string
  children?: ReactNode
}

/** Hands a Souk down to every Souk component and hook below it. */
export function SoukProvider({ souk, page, children }: SoukProviderProps) {
  return (
    <SoukContext.Provider value={souk}>
      <PageContext.Provider value={page ?? null}>{children}</PageContext.Provider>
    </SoukContext.Provider>
  )
}

/** The page's path and query, for a form's `redirectTo` (see `SoukProviderProps.page`). */
export function usePagePath(): string {
  const page = useContext(PageContext)
  if (page !== null) return page
  if (typeof location === 'undefined') return '/'
  return `${location.pathname}${location.search}`
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
