import { searchLink } from '../links/links'

/** Where the shopper is: on the search page or not, and the text of the current search. */
export interface SearchContext {
  onSearchPage: boolean
  query?: string | null
  /** Language prefix to apply to the target. */
  lang?: string | null
  /** Builds the search page's link (`souk.links.search`, on the shop); default `searchLink` in `lang`. */
  link?: (text: string) => string
}

/** Where submitting the search box goes (spec §2.7), or null when it is ignored (empty, or the same search). */
export function searchSubmitTarget(text: string, current: SearchContext): string | null {
  const trimmed = text.trim()
  if (!trimmed) return null
  if (current.onSearchPage && trimmed === (current.query ?? '').trim()) return null
  return current.link ? current.link(trimmed) : searchLink(trimmed, current.lang)
}

/** Where picking a suggested keyword goes: the search page, unless it is already the current search. */
export const suggestionTarget = searchSubmitTarget
