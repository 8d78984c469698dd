import { LANGUAGES, localizePath, routes as paths } from '@souk/core'
import type { LoaderFunctionArgs } from 'react-router'

/** Pages that are a shopper's own (the checkout steps, the account, sign-in): never indexed, in every language. */
const PRIVATE = [paths.shipping, paths.checkout, '/user/', paths.login, paths.register, paths.forgotPassword]

/** `/robots.txt`: everything may be crawled except private pages and the API; where the sitemap is. */
export function loader({ context }: LoaderFunctionArgs) {
  // The shop's public URL: a forged Host or X-Forwarded-Host never reaches the crawlers' list.
  const origin = context.publicUrl
  const disallow = LANGUAGES.flatMap((lang) => PRIVATE.map((path) => `Disallow: ${localizePath(path, lang)}`))
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    ...disallow,
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ]
  return new Response(body.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
