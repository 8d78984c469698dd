import {
  confirmationField,
  emailField,
  type FieldMessage,
  localizePath,
  passwordField,
  routes as paths,
} from '@souk/core'
import { Button, useLocale, useSouk, useT } from '@souk/react'
import { type FormEvent, useState } from 'react'
import type { MetaFunction } from 'react-router'
import { useAuthContext } from '../../components/account/authContext'
import { Field, FormAlert, failureText } from '../../components/account/Field'
import { VerifyCode } from '../../components/account/VerifyCode'
import { privatePageMeta } from '../../lib/meta'

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'auth.forgot.title')

/**
 * Forgotten password (contract 5.4): the e-mail gets a 4-digit code; the code with a new password (typed twice)
 * sets it; then a link back to sign-in.
 */
export default function ForgotPassword() {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const { devMailbox } = useAuthContext()
  const [email, setEmail] = useState('')
  const [emailProblem, setEmailProblem] = useState<FieldMessage | null>(null)
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [passwordProblem, setPasswordProblem] = useState<FieldMessage | null>(null)
  const [confirmationProblem, setConfirmationProblem] = useState<FieldMessage | null>(null)
  const [done, setDone] = useState(false)
  const login = localizePath(paths.login, language)

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const found = emailField(email.trim())
    setEmailProblem(found)
    setFailure('')
    if (found) {
      ;(form.elements.namedItem('email') as HTMLElement | null)?.focus()
      return
    }
    setBusy(true)
    try {
      setSentTo(await souk.session.getState().forgotPassword(email.trim()))
    } catch (error) {
      setFailure(failureText(t, error))
    } finally {
      setBusy(false)
    }
  }

  if (done) {
    return (
      <section className="store-auth__form" aria-labelledby="reset-done">
        <h2 id="reset-done">{t('auth.reset.title')}</h2>
        <p role="status">{t('success.passwordReset')}</p>
        <p className="store-auth__switch">
          <a href={login}>{t('auth.forgot.backToLogin')}</a>
        </p>
      </section>
    )
  }

  if (sentTo) {
    return (
      <VerifyCode
        email={sentTo}
        devMailbox={devMailbox}
        title={t('auth.reset.title')}
        submitLabel={t('auth.reset.submit')}
        onResend={() => souk.session.getState().forgotPassword(sentTo)}
        validateExtra={() => {
          const first = passwordField(password, 'fields.newPassword')
          const second = confirmationField(password, confirmation)
          setPasswordProblem(first)
          setConfirmationProblem(second)
          return !first && !second
        }}
        onVerify={async (code) => {
          await souk.session.getState().resetPassword({ email: sentTo, code, password })
          setDone(true)
        }}
      >
        <Field
          name="password"
          type="password"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          required
          value={password}
          onValue={(value) => {
            setPassword(value)
            setPasswordProblem(null)
          }}
          problem={passwordProblem}
        />
        <Field
          name="password_confirmation"
          type="password"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          value={confirmation}
          onValue={(value) => {
            setConfirmation(value)
            setConfirmationProblem(null)
          }}
          problem={confirmationProblem}
        />
      </VerifyCode>
    )
  }

  return (
    <section className="store-auth__form" aria-labelledby="forgot-title">
      <h2 id="forgot-title">{t('auth.forgot.title')}</h2>
      <p>{t('auth.forgot.description')}</p>
      <form method="post" onSubmit={send} noValidate className="store-form">
        <Field
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
          value={email}
          onValue={(value) => {
            setEmail(value)
            setEmailProblem(null)
          }}
          problem={emailProblem}
        />
        <FormAlert message={failure} />
        <Button type="submit" block busy={busy} busyLabel={t('common.loading')}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <p className="store-auth__switch">
        <a href={login}>{t('auth.forgot.backToLogin')}</a>
      </p>
    </section>
  )
}
