import {
  categoryListingLink,
  LANGUAGES,
  type LanguageCode,
  localizePath,
  pageLink,
  routes as paths,
  productLink,
} from '@souk/core'
import type { LoaderFunctionArgs } from 'react-router'
import { soukForRequest } from '../souk.server'

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  )

/** One `<url>` with its alternates in every language (hreflang), per language. */
function entries(origin: string, pathFor: (lang: LanguageCode) => string, lastmod?: string): string[] {
  const alternates = LANGUAGES.map(
    (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + pathFor(lang))}"/>`,
  ).join('')
  const modified =
    lastmod && !Number.isNaN(Date.parse(lastmod))
      ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>`
      : ''
  return LANGUAGES.map(
    (lang) => `<url><loc>${escapeXml(origin + pathFor(lang))}</loc>${modified}${alternates}</url>`,
  )
}

/**
 * `/sitemap.xml`: the home and index pages, every category, product and CMS page of the shop, each in all five
 * languages with hreflang alternates (from `page/sitemap`, contract 4.12, and the footer pages of `common`).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { souk } = soukForRequest(request, context)
  // The shop's public URL: a forged Host or X-Forwarded-Host never reaches the crawlers' list.
  const origin = context.publicUrl
  const [common, sitemap] = await Promise.all([
    souk.settings.getState().load(),
    souk.client.content.page('sitemap').then(
      (reply) => reply.data,
      () => null,
    ),
  ])
  const urls: string[] = []
  for (const path of ['/', paths.categories, paths.brands, paths.flashSale]) {
    urls.push(...entries(origin, (lang) => localizePath(path, lang)))
  }
  for (const category of sitemap?.categories ?? []) {
    urls.push(...entries(origin, (lang) => categoryListingLink(category, lang), category.updated_at))
  }
  for (const product of sitemap?.products ?? []) {
    urls.push(...entries(origin, (lang) => productLink(product.slug, product.id, lang), product.updated_at))
  }
  for (const page of [...common.services, ...common.about]) {
    urls.push(...entries(origin, (lang) => pageLink(page.slug, lang)))
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
