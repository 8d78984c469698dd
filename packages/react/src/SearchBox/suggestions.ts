import type { CategoryLink, SearchSuggestions, SuggestionProduct } from '@souk/core'

// The search box's options, apart from the popup that shows them: the box needs them (the keyboard, the active
// option) at once, the popup's code loads when it first opens (issue 17).

/** One choosable entry of the suggestions popup (an APG listbox option). */
export type SuggestionOption =
  | { kind: 'keyword'; key: string; text: string }
  | { kind: 'category'; key: string; category: CategoryLink; parentSlug: string | null }
  | { kind: 'product'; key: string; product: SuggestionProduct }
  | { kind: 'compare'; key: string; product: SuggestionProduct }

/** A titled group of options: suggested keywords, categories or products. */
export interface SuggestionGroup {
  id: 'keywords' | 'categories' | 'products'
  options: SuggestionOption[]
}

/**
 * The groups of the popup, in display order (spec §2.7): suggested keywords, categories (with the legacy
 * sub-categories), products. Each product is followed by its compare option, a separate option so that the
 * listbox never nests one interactive control in another.
 */
export function suggestionGroups(suggestions: SearchSuggestions | null | undefined): SuggestionGroup[] {
  if (!suggestions) return []
  const keywords: SuggestionOption[] = suggestions.suggested.map((entry) => ({
    kind: 'keyword',
    key: `k${entry.id}`,
    text: entry.title,
  }))
  // Sub-categories come under their category (shown even when only a sub-category matched), each linked as
  // `/all/{category}/{sub}` (spec §2.5, §2.7).
  const subs = suggestions.sub_category ?? []
  const parents: CategoryLink[] = [...suggestions.category]
  for (const sub of subs) {
    if (sub.category && !parents.some((parent) => parent.id === sub.category?.id)) parents.push(sub.category)
  }
  const subOption = (sub: CategoryLink, parentSlug: string | null): SuggestionOption => ({
    kind: 'category',
    key: `s${sub.id}`,
    category: sub,
    parentSlug,
  })
  const categories: SuggestionOption[] = [
    ...parents.flatMap((parent): SuggestionOption[] => [
      { kind: 'category', key: `c${parent.id}`, category: parent, parentSlug: null },
      ...subs.filter((sub) => sub.category?.id === parent.id).map((sub) => subOption(sub, parent.slug)),
    ]),
    // Legacy answers without the parent: linked alone.
    ...subs.filter((sub) => !sub.category).map((sub) => subOption(sub, null)),
  ]
  const products: SuggestionOption[] = suggestions.product.flatMap((product): SuggestionOption[] => [
    { kind: 'product', key: `p${product.id}`, product },
    { kind: 'compare', key: `x${product.id}`, product },
  ])
  const groups: SuggestionGroup[] = [
    { id: 'keywords', options: keywords },
    { id: 'categories', options: categories },
    { id: 'products', options: products },
  ]
  return groups.filter((group) => group.options.length > 0)
}

/** The DOM id of an option of the listbox `listboxId`. */
export function suggestionOptionId(listboxId: string, key: string): string {
  return `${listboxId}-${key}`
}
