import {
  type FormErrors,
  isValid,
  localizePath,
  routes as paths,
  type SignInForm,
  stripLocale,
  validateSignIn,
} from '@souk/core'
import { Button, useLocale, useSouk, useT } from '@souk/react'
import { type FormEvent, useState } from 'react'
import {
  type ActionFunctionArgs,
  data,
  type MetaFunction,
  redirect,
  redirectDocument,
  useActionData,
  useNavigation,
  useSearchParams,
  useSubmit,
} from 'react-router'
import { Field, FormAlert, failureText, focusFirstInvalid } from '../../components/account/Field'
import { privatePageMeta } from '../../lib/meta'
import { safeRedirect } from '../../lib/safeRedirect'
import { cookieHeaders, soukForRequest } from '../../souk.server'

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'auth.login.title')

const FIELDS = ['email', 'password'] as const

/**
 * The sign-in itself, on the store's server (a form post, also before hydration): the API checks the password,
 * and the token goes into an HttpOnly cookie (with the `frontend_signed_in` marker) that no script of the page
 * can read. The guest token the page sends along merges the guest's cart. Then the shopper goes to the
 * `redirect` target when it is a path of this site, else home (a full load when it is in another language).
 * The register page signs in through this action too, once the e-mailed code is verified.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const field = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const values = { email: field('email').trim(), password: field('password') }
  const { souk, storage, language } = soukForRequest(request, context, { guestToken: field('user_token') })
  const found = validateSignIn(values)
  if (!isValid(found)) {
    // Only a page posted before its scripts ran gets here: core's messages, the same the page shows.
    const failure = Object.values(found)
      .map((problem) => (problem ? souk.t(problem.key, problem.params) : ''))
      .join(' ')
    return data({ failure })
  }
  try {
    await souk.session.getState().signIn(values)
  } catch (error) {
    return data({ failure: failureText(souk.t, error) }, { headers: cookieHeaders(storage) })
  }
  const target =
    safeRedirect(field('redirect') || new URL(request.url).searchParams.get('redirect')) ??
    localizePath(paths.home, language)
  const headers = cookieHeaders(storage)
  const sameLanguage = stripLocale(new URL(target, request.url).pathname).language === language
  throw sameLanguage ? redirect(target, { headers }) : redirectDocument(target, { headers })
}

/**
 * Sign-in (contract 5.1): e-mail and password checked by core's rules, the API's answer shown above the button,
 * a busy label while it runs. The form posts to the action above (the page never holds the token).
 */
export default function Login() {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const submitForm = useSubmit()
  const navigation = useNavigation()
  const answered = useActionData<typeof action>()
  const [params] = useSearchParams()
  const [values, setValues] = useState({ email: '', password: '' })
  const [errors, setErrors] = useState<FormErrors<keyof SignInForm>>({})
  const [hidden, setHidden] = useState<typeof answered>(undefined)
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const failure = answered && answered !== hidden ? answered.failure : ''

  const set = (field: keyof SignInForm) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const found = validateSignIn(values)
    setErrors(found)
    setHidden(answered)
    if (!isValid(found)) {
      focusFirstInvalid(form, [...FIELDS], found)
      return
    }
    const body = new FormData(form)
    body.set('email', values.email.trim())
    body.set('user_token', souk.session.getState().guestToken())
    const target = safeRedirect(params.get('redirect'))
    if (target) body.set('redirect', target)
    void submitForm(body, { method: 'post', replace: true })
  }

  return (
    <section className="store-auth__form" aria-labelledby="login-title">
      <h2 id="login-title">{t('auth.login.subtitle')}</h2>
      <form method="post" onSubmit={submit} noValidate className="store-form">
        <Field
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
          value={values.email}
          onValue={set('email')}
          problem={errors.email}
        />
        <Field
          name="password"
          type="password"
          label={t('fields.password')}
          autoComplete="current-password"
          required
          value={values.password}
          onValue={set('password')}
          problem={errors.password}
        />
        <p className="store-form__aside">
          <a href={localizePath(paths.forgotPassword, language)}>{t('auth.login.forgotPassword')}</a>
        </p>
        <FormAlert message={failure} />
        <Button type="submit" block busy={busy} busyLabel={t('common.loading')}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <p className="store-auth__switch">
        {t('auth.login.noAccount')}{' '}
        <a href={localizePath(paths.register, language)}>{t('auth.login.createAccount')}</a>
      </p>
    </section>
  )
}
