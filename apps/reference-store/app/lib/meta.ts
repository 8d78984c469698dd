import type { CommonData } from '@souk/core'
import type { MetaDescriptor } from 'react-router'
import { textAt, textsOf } from './texts'

/** What the root route's loader gives every page's `meta`. */
interface RootData {
  common?: CommonData
  language?: string
}

type Matches = readonly ({ id: string; data?: unknown } | undefined)[]

function rootData(matches: Matches): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.data as RootData | undefined
}

/** A text of the page's language catalogue by its dotted key (the page's texts, `texts.ts`). */
export function metaText(matches: Matches, key: string): string {
  const language = rootData(matches)?.language
  return (language && textAt(textsOf(language), key)) || ''
}

/**
 * A document title: the page's own words, then the shop's name (`Brands | Souk`), once: a title that already
 * ends with the shop's name (a seeded `meta_title` such as `Electronics | Souk`) is kept as it is.
 */
export function pageTitle(matches: Matches, title: string | null | undefined): string {
  const siteName = rootData(matches)?.common?.site_setting.site_name
  const own = title?.trim() ?? ''
  if (!siteName) return own
  if (!own) return siteName
  return own === siteName || own.endsWith(`| ${siteName}`) ? own : `${own} | ${siteName}`
}

/** The title of a page named by a catalogue key, translated, with the shop's name. */
export function titleFromKey(matches: Matches, key: string): string {
  return pageTitle(matches, metaText(matches, key))
}

/** The shop's meta description (its settings), for pages that have none of their own. */
export function siteDescription(matches: Matches): string {
  return rootData(matches)?.common?.site_setting.meta_description ?? ''
}

/**
 * The meta of a private page (the checkout steps, the account and sign-in pages): the translated title with the
 * shop's name, and `noindex`.
 */
export function privatePageMeta(matches: Matches, titleKey: string): MetaDescriptor[] {
  return [{ title: titleFromKey(matches, titleKey) }, { name: 'robots', content: 'noindex' }]
}

/** Plain text of a shop's HTML, for meta descriptions. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
