import {
  type FormErrors,
  isValid,
  localizePath,
  routes as paths,
  type SignInForm,
  validateSignIn,
} from '@souk/core'
import { Button, useLocale, useSouk, useT } from '@souk/react'
import { type FormEvent, useState } from 'react'
import { type MetaFunction, useSearchParams } from 'react-router'
import { Field, FormAlert, failureText, focusFirstInvalid } from '../../components/account/Field'
import { privatePageMeta } from '../../lib/meta'
import { safeRedirect } from '../../lib/safeRedirect'
import { useGoTo } from '../../lib/useGoTo'

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'auth.login.title')

const FIELDS = ['email', 'password'] as const

/**
 * Sign-in (contract 5.1): e-mail and password checked by core's rules, the API's answer shown above the button,
 * a busy label while it runs. The guest token goes along, so the guest's cart merges into the account. Then the
 * shopper goes to the `redirect` target when it is a path of this site, else home.
 */
export default function Login() {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const goTo = useGoTo()
  const [params] = useSearchParams()
  const [values, setValues] = useState({ email: '', password: '' })
  const [errors, setErrors] = useState<FormErrors<keyof SignInForm>>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)

  const set = (field: keyof SignInForm) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const found = validateSignIn(values)
    setErrors(found)
    setFailure('')
    if (!isValid(found)) {
      focusFirstInvalid(form, [...FIELDS], found)
      return
    }
    setBusy(true)
    try {
      await souk.session.getState().signIn({ email: values.email.trim(), password: values.password })
      // The merged cart: its count in the header follows the account's lines.
      void souk.cart
        .getState()
        .load()
        .catch(() => undefined)
      goTo(safeRedirect(params.get('redirect')) ?? localizePath(paths.home, language))
    } catch (error) {
      setFailure(failureText(t, error))
      setBusy(false)
    }
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
