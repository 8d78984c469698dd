import {
  type FormErrors,
  isValid,
  localizePath,
  routes as paths,
  type SignUpForm,
  validateSignUp,
} from '@souk/core'
import { Button, useLocale, useSouk, useT } from '@souk/react'
import { type FormEvent, useState } from 'react'
import { type MetaFunction, useSearchParams, useSubmit } from 'react-router'
import { useAuthContext } from '../../components/account/authContext'
import { Field, FormAlert, failureText, focusFirstInvalid } from '../../components/account/Field'
import { VerifyCode } from '../../components/account/VerifyCode'
import { privatePageMeta } from '../../lib/meta'
import { safeRedirect } from '../../lib/safeRedirect'

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'auth.register.title')

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const
type Values = Record<(typeof FIELDS)[number], string>

/**
 * Registration (contract 5.2, 5.3): name, e-mail, password and its confirmation; the API e-mails a 4-digit
 * code, the verify step checks it. Verification answers the user row without a token, so the shopper is then
 * signed in with the password just typed (kept in this page's memory only) through the sign-in page's action on
 * the store's server, which sets the HttpOnly session cookie and goes on like after a sign-in (or, should that
 * sign-in fail, shows the sign-in page with the reason).
 */
export default function Register() {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const submitForm = useSubmit()
  const [params] = useSearchParams()
  const { devMailbox } = useAuthContext()
  const [values, setValues] = useState<Values>({
    name: '',
    email: '',
    password: '',
    password_confirmation: '',
  })
  const [errors, setErrors] = useState<FormErrors<keyof SignUpForm>>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const input = () => ({ name: values.name.trim(), email: values.email.trim(), password: values.password })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const found = validateSignUp(values)
    setErrors(found)
    setFailure('')
    if (!isValid(found)) {
      focusFirstInvalid(form, [...FIELDS], found)
      return
    }
    setBusy(true)
    try {
      setSentTo(await souk.session.getState().signUp(input()))
    } catch (error) {
      setFailure(failureText(t, error))
    } finally {
      setBusy(false)
    }
  }

  if (sentTo) {
    return (
      <VerifyCode
        email={sentTo}
        devMailbox={devMailbox}
        onResend={() => souk.session.getState().signUp(input())}
        onVerify={async (code) => {
          const session = souk.session.getState()
          await session.verify({ email: sentTo, code })
          souk.toast.getState().show(t('success.verified'))
          const body = new FormData()
          body.set('email', sentTo)
          body.set('password', values.password)
          body.set('user_token', session.guestToken())
          const target = safeRedirect(params.get('redirect'))
          if (target) body.set('redirect', target)
          await submitForm(body, {
            method: 'post',
            action: localizePath(paths.login, language),
            replace: true,
          })
        }}
      />
    )
  }

  return (
    <section className="store-auth__form" aria-labelledby="register-title">
      <h2 id="register-title">{t('auth.register.title')}</h2>
      <form method="post" onSubmit={submit} noValidate className="store-form">
        <Field
          name="name"
          label={t('fields.name')}
          autoComplete="name"
          required
          value={values.name}
          onValue={set('name')}
          problem={errors.name}
        />
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
          autoComplete="new-password"
          required
          value={values.password}
          onValue={set('password')}
          problem={errors.password}
        />
        <Field
          name="password_confirmation"
          type="password"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          value={values.password_confirmation}
          onValue={set('password_confirmation')}
          problem={errors.password_confirmation}
        />
        <FormAlert message={failure} />
        <Button type="submit" block busy={busy} busyLabel={t('common.loading')}>
          {t('auth.register.submit')}
        </Button>
      </form>
      <p className="store-auth__switch">
        {t('auth.register.haveAccount')}{' '}
        <a href={localizePath(paths.login, language)}>{t('auth.register.loginLink')}</a>
      </p>
    </section>
  )
}
