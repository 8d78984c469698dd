import { CookieBanner, Footer, OfflineNotice, PopupBanner, ToastRegion } from '@souk/react'
import { useEffect } from 'react'
import { warmScriptFaces } from '../lib/scriptFacesWarm'
import { IdlePrefetch } from './IdlePrefetch'
import { ThirdPartyScripts } from './ThirdPartyScripts'

/**
 * The chrome's parts that load after the page hydrated (`deferredPart.tsx`, issue 17): the footer (below the
 * fold) and the page's services — the promotion's modal and the cookie notice (both shown only after hydration),
 * the toasts' and connection notices' regions (empty at first), the shop's analytics and idle prefetch, and on a
 * first visit an Arabic or Hindi page's web fonts. The chunk reload guard is not among them: a failure right after
 * hydration must be heard (rootView.tsx).
 */
export { Footer }

export function PageServices({ popup }: { popup: boolean }) {
  // An Arabic or Hindi page's web fonts, on a first visit (`lib/scriptFacesWarm.ts`).
  useEffect(warmScriptFaces, [])
  return (
    <>
      {popup ? <PopupBanner /> : null}
      <CookieBanner />
      <ToastRegion />
      <OfflineNotice />
      <ThirdPartyScripts />
      <IdlePrefetch />
    </>
  )
}
