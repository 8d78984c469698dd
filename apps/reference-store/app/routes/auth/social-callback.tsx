import { AUTH_COOKIE, localizePath, routes as paths } from '@souk/core'
import { useLocale, useT } from '@souk/react'
import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
} from 'react-router'
import accountStylesHref from '../../components/account/account.css?url'
import { privatePageMeta } from '../../lib/meta'
import { cookieHeaders, soukForRequest } from '../../souk.server'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStylesHref }]

/**
 * The end of a social login (contract 5.7): the API sends the browser here with `token`, `user`, `email` and
 * `name`, or with `error`. The token goes into the auth cookie on the server and the shopper goes home; an error
 * (or a missing token) is shown with a way back to sign-in.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { souk, storage, language } = soukForRequest(request, context)
  // The original doubled the ampersands (`token=…&&user=…`): URLSearchParams skips the empty pairs.
  const query = new URL(request.url).searchParams
  const token = query.get('token')?.trim()
  const error = query.get('error')
  if (token && !error) {
    souk.session.getState().setToken(token)
    try {
      const profile = await souk.session.getState().loadProfile()
      if (profile.is_logged_in) {
        throw redirect(localizePath(paths.home, language), { headers: cookieHeaders(storage) })
      }
    } catch (thrown) {
      if (thrown instanceof Response) throw thrown
    }
    storage.removeCookie(AUTH_COOKIE, { path: '/' })
  }
  return data({ error: error || null }, { headers: cookieHeaders(storage) })
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'auth.social.processing')

export default function SocialCallback() {
  const { t } = useT()
  const { language } = useLocale()
  const { error } = useLoaderData<typeof loader>()
  return (
    <div className="store-page">
      <h1>{t('auth.login.title')}</h1>
      <p role="alert" className="store-form__alert">
        {t('auth.social.failed')}
        {error ? ` (${error})` : ''}
      </p>
      <p>
        <a href={localizePath(paths.login, language)}>{t('auth.login.title')}</a>
      </p>
    </div>
  )
}
