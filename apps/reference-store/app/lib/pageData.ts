import type { CommonData } from '@souk/core'

// What a page's loader data carries: only what its components read. The data travels in the page's HTML for
// hydration (issue 17: under 20 KB), so the fields no component reads stay on the server.

/** Fields of the API's rows that no component of the store's pages reads (records' dates, SEO texts, flags). */
const UNREAD = [
  'created_at',
  'updated_at',
  'tags',
  'meta_title',
  'meta_description',
  'in_footer',
  'featured',
  'closable',
]

/** A row without the fields no component reads (`UNREAD`), typed as the row the components expect. */
export function lean<T extends object>(row: T): T {
  const kept: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(row)) if (!UNREAD.includes(field)) kept[field] = value
  return kept as T
}

/** A value with its records' dates (`created_at`, `updated_at`) left out at any depth. */
function withoutDates<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutDates) as T
  if (value === null || typeof value !== 'object') return value
  const kept: Record<string, unknown> = {}
  for (const [field, inner] of Object.entries(value)) {
    if (field !== 'created_at' && field !== 'updated_at') kept[field] = withoutDates(inner)
  }
  return kept as T
}

/**
 * The shop's settings as the root's data carries them: without the records' dates, and a category's
 * `public_sub_categories` only when it has no `in_footer_child` (the menus read those first, `childrenOf`).
 */
export function pageSettings(common: CommonData): CommonData {
  const settings = withoutDates(common)
  return {
    ...settings,
    categories: settings.categories.map((category) => {
      if (!category.in_footer_child?.length) return category
      const { public_sub_categories: _unread, ...rest } = category
      return rest
    }),
  }
}
