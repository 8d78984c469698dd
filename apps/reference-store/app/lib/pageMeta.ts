import type { MetaDescriptor } from 'react-router'

/** What the meta functions read of the root loader: the page's texts and the site name. */
interface RootData {
  messages?: Record<string, unknown>
  common?: { site_setting?: { site_name?: string } }
}

/** A text of the page's catalogue by its dotted key (meta functions run outside React: no `useT`). */
function text(messages: Record<string, unknown> | undefined, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages)
  return typeof value === 'string' ? value : key
}

/**
 * The title and robots tags of a private page (account and sign-in pages are never indexed): the translated
 * title followed by the site name.
 */
export function privatePageMeta(
  matches: readonly ({ data?: unknown } | undefined)[],
  titleKey: string,
): MetaDescriptor[] {
  const root = matches[0]?.data as RootData | undefined
  const title = text(root?.messages, titleKey)
  const site = root?.common?.site_setting?.site_name
  return [{ title: [title, site].filter(Boolean).join(' | ') }, { name: 'robots', content: 'noindex' }]
}
