import { type ReactNode, Suspense } from 'react'

/**
 * A part of a page that hydrates on its own (React's selective hydration): the page's scripts first hydrate the
 * page around these parts, then each part in the background, in small slices between the shopper's input. A tap
 * on a part not hydrated yet hydrates that part alone at once (not the whole page, as one long task) and then runs
 * its handler. The server's HTML is the same (a boundary adds only two comments); nothing in these parts suspends,
 * so the empty fallback is never shown.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
