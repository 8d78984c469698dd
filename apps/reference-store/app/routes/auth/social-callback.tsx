import { localizePath, routes as paths } from '@souk/core'
import { Button, useLocale, useT } from '@souk/react'
import { useEffect, useRef } from 'react'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirectDocument,
  useActionData,
  useLoaderData,
  useNavigation,
  useSubmit,
} from 'react-router'
import { failureText } from '../../components/account/Field'
import { privatePageMeta } from '../../lib/meta'
import { stylesheetsHandle } from '../../lib/pageStylesheets'
import { cookieHeaders, soukForRequest } from '../../souk.server'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('accountPages')

/** The API's cookie holding the sign-in state of the browser that started a social sign-in. */
const STATE_COOKIE = 'souk_social_state'
const CODE_FORMAT = /^[\w-]{20,100}$/

/**
 * The end of a social sign-in (contract 5.7): the API sends the browser here with a one-time `code` (or with
 * `error`). Nothing happens on this GET: the page posts the code to its action (by itself once hydrated, by its
 * button before), so a link cannot sign anyone in by being opened, and no cookie is ever set on a GET. A `token`
 * in the URL (the old hand-over) is not accepted: it signs nobody in.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams
  const code = query.get('code')
  const error = query.get('error')
  if (code && !error && CODE_FORMAT.test(code)) return { code, error: null }
  return { code: null, error: error || null }
}

/**
 * Exchanges the code, on the store's server, with the sign-in state of this browser (its HttpOnly state cookie:
 * a code issued to another browser is refused, which stops login CSRF). The token goes into the HttpOnly session
 * cookie with its marker, the state cookie goes, and the shopper arrives home (a full load: every store of the
 * page starts as the customer's).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const code = form.get('code')
  const { souk, storage, language } = soukForRequest(request, context)
  const state = storage.getCookie(STATE_COOKIE)
  // Without this browser's sign-in state (another browser's link, an expired start) there is nothing to try.
  if (typeof code !== 'string' || !CODE_FORMAT.test(code) || !state) return data({ error: null })
  try {
    souk.session.getState().acceptSignIn((await souk.client.account.exchangeSocialCode({ code, state })).data)
  } catch (error) {
    return data({ error: failureText(souk.t, error) }, { headers: cookieHeaders(storage) })
  }
  storage.removeCookie(STATE_COOKIE, { path: '/' })
  throw redirectDocument(localizePath(paths.home, language), { headers: cookieHeaders(storage) })
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'auth.social.processing')

export default function SocialCallback() {
  const { t } = useT()
  const { language } = useLocale()
  const { code, error } = useLoaderData<typeof loader>()
  const answered = useActionData<typeof action>()
  const navigation = useNavigation()
  const submit = useSubmit()
  const form = useRef<HTMLFormElement>(null)
  const started = useRef(false)
  useEffect(() => {
    // Once, when the page is interactive: the code goes to the server by POST.
    if (!code || answered || started.current || !form.current) return
    started.current = true
    void submit(form.current, { method: 'post', replace: true })
  }, [code, answered, submit])

  if (code && !answered) {
    const busy = navigation.state !== 'idle'
    return (
      <div className="store-page">
        <h1>{t('auth.social.processing')}</h1>
        <form method="post" ref={form}>
          <input type="hidden" name="code" value={code} />
          <Button type="submit" busy={busy} busyLabel={t('common.loading')}>
            {t('auth.social.finish')}
          </Button>
        </form>
      </div>
    )
  }
  const reason = answered ? answered.error : error
  return (
    <div className="store-page">
      <h1>{t('auth.login.title')}</h1>
      <p role="alert" className="store-form__alert">
        {t('auth.social.failed')}
        {reason ? ` (${reason})` : ''}
      </p>
      <p>
        <a href={localizePath(paths.login, language)}>{t('auth.login.title')}</a>
      </p>
    </div>
  )
}
