import type { ComponentType } from 'react'
import type { UIMatch } from 'react-router'

/**
 * What a route's `handle` may put at the end of the page, after the footer (the cart page's sticky cart bar): the
 * root renders it there, in a hydration part of its own. The component comes with the route's module, so the
 * code behind it (the bar and the cart's totals rules) is not in every page's first load (issue 17).
 */
export interface PageEndHandle {
  pageEnd?: ComponentType
}

/** The component the matched routes put at the end of the page, the deepest one's; null when none does. */
export function pageEndOf(matches: readonly Pick<UIMatch, 'handle'>[]): ComponentType | null {
  for (const match of [...matches].reverse()) {
    const end = (match.handle as PageEndHandle | undefined)?.pageEnd
    if (end) return end
  }
  return null
}
