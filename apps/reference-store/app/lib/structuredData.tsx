import type { CommonData } from '@souk/core'
import { Breadcrumb, type BreadcrumbProps } from '@souk/react'
import { useRouteLoaderData } from 'react-router'
import { useNonce } from './nonce'

/** JSON for an inline `<script>`: `<` escaped so the content cannot close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** A schema.org block in the page (read by search engines, invisible to people). */
export function JsonLd({ data }: { data: object }) {
  // Data, not code (never executed), but it carries the nonce like every inline script of the page.
  const nonce = useNonce()
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped
      dangerouslySetInnerHTML={{ __html: inlineJson(data) }}
    />
  )
}

/** An absolute URL of a path on a base, or undefined when the base is not a URL. */
export function absoluteUrl(path: string, base: string | undefined): string | undefined {
  if (!base) return undefined
  try {
    return new URL(path, base).href
  } catch {
    return undefined
  }
}

/** schema.org Organization of the shop: its name, address, logo and social profiles. */
export function organizationJsonLd(common: CommonData, origin: string): object {
  const site = common.site_setting
  const logo = site.header_logo ? absoluteUrl(`${common.img_src_url}${site.header_logo}`, origin) : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.site_name,
    url: absoluteUrl('/', site.site_url || origin),
    ...(logo ? { logo } : {}),
    ...(common.setting.email ? { email: common.setting.email } : {}),
    ...(common.setting.phone ? { telephone: common.setting.phone } : {}),
    sameAs: common.social.map((link) => link.link).filter((link) => /^https?:\/\//.test(link)),
  }
}

/** The root loader's origin (the shop's public URL, never the request's Host), for absolute URLs in JSON-LD. */
export function useOrigin(): string | undefined {
  return useRouteLoaderData<{ origin: string }>('root')?.origin
}

/**
 * The page's breadcrumb trail, and the same trail as a schema.org BreadcrumbList (items with text labels and
 * links; the current page is the last element).
 */
export function StoreBreadcrumb(props: BreadcrumbProps) {
  const origin = useOrigin()
  const elements = props.items
    .filter((item) => typeof item.label === 'string' || typeof item.label === 'number')
    .map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: String(item.label),
      ...(item.href ? { item: absoluteUrl(item.href, origin) } : {}),
    }))
  return (
    <>
      <Breadcrumb {...props} />
      {elements.length > 1 ? (
        <JsonLd
          data={{ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: elements }}
        />
      ) : null}
    </>
  )
}
