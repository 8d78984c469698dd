import {
  AUTH_COOKIE,
  DEFAULT_LANGUAGE,
  detectLanguage,
  I18N_REDIRECT_COOKIE,
  i18nRedirectedCookie,
  localizePath,
  savedIdsOf,
  serializeCookie,
} from '@souk/core'
import {
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  data as withHeaders,
} from 'react-router'
import { readFlash } from './lib/flash'
import { pageSettings } from './lib/pageData'
import { soukForRequest, textsUrl } from './souk.server'

/**
 * The root route: its data (settings, language, the texts file's address, the shopper's saved ids, a form's flash
 * message) and head links here; its views — the document, the page's Souk and chrome, the error page — in
 * `rootView.tsx`. Split for the first load's size (issue 17): React Router loads a route's module as a file of its
 * own, while the modules it imports can join the shell every page runs (`vite.config.ts`). With the views in this
 * file, the root's chunk (3.4 KB gz) carried its own list of the shell's and the runtime's names it used, and the
 * shell exported each of them; now the root's chunk only re-exports the views, and every page's first load is
 * about 0.8 KB gz smaller (0.1 KB more with the browser's entry, `lib/hydrate.tsx`). React Router's build passes
 * route props only to components declared in the route module: the views read the route's data with hooks
 * (`useLoaderData`, `useRouteLoaderData`), not props. In development an edit of this file reloads the page (the
 * views' file updates in place).
 */
export { default, ErrorBoundary, Layout } from './rootView'

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

/**
 * Site settings and the address of the page's UI texts (a long-cached file, `lib/texts.ts`: not the catalogue
 * itself, which would travel with every page), for the server render and the browser's Souk.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { souk, language, storage } = soukForRequest(request, context)
  const url = new URL(request.url)
  // Browser-language detection, on the root path only and once (spec 2.1): the i18n_redirected cookie records it.
  const headers = new Headers()
  if (url.pathname === '/' && !storage.getCookie(I18N_REDIRECT_COOKIE)) {
    const detected = detectLanguage({
      path: url.pathname,
      acceptLanguage: request.headers.get('accept-language'),
      redirectedCookie: null,
    })
    const cookie = i18nRedirectedCookie(detected ?? DEFAULT_LANGUAGE)
    headers.append('Set-Cookie', serializeCookie(cookie.name, cookie.value, cookie.options))
    if (detected) throw redirect(`${localizePath('/', detected)}${url.search}`, { headers })
  }
  // Whether the request carries a sign-in cookie: the server renders the header as the browser will (the token
  // itself stays in the cookie; it is not put in the page).
  const signedIn = Boolean(storage.getCookie(AUTH_COOKIE))
  // A signed-in shopper's saved ids (wishlist, compare list, followed stores), once per page load: every heart,
  // compare and follow button shows the real state in the server's HTML too (issue 18), and the browser's Souk
  // starts from them. A guest's are empty, never loaded.
  const [common, savedIds] = await Promise.all([
    souk.settings.getState().load(),
    signedIn ? savedIdsOf(souk).catch(() => null) : null,
  ])
  // The message of a form the server answered with a redirect (`lib/flash.ts`): shown on this page, once.
  const { flash, expire } = readFlash(request.headers.get('cookie'))
  if (expire) headers.append('Set-Cookie', expire)
  return withHeaders(
    // `origin`: the shop's public URL, the base of the page's absolute URLs (never the request's Host).
    {
      // Only what the pages read: no records' dates, no second list of each category's children.
      common: pageSettings(common),
      language,
      texts: textsUrl(language),
      origin: context.publicUrl,
      signedIn,
      savedIds,
      flash,
    },
    { headers },
  )
}

// The settings and texts change only with the language (a full page load): not on every navigation.
export function shouldRevalidate() {
  return false
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const site = data?.common.site_setting
  return [
    { title: site?.meta_title || site?.site_name || 'Souk' },
    { name: 'description', content: site?.meta_description ?? '' },
  ]
}
