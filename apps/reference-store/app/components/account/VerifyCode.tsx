import { codeField, type FieldMessage, VERIFICATION_CODE_LENGTH } from '@souk/core'
import { Button, useT } from '@souk/react'
import { type FormEvent, useState } from 'react'
import { Field, FormAlert, failureText } from './Field'

/** Props of `VerifyCode`. */
export interface VerifyCodeProps {
  /** Where the code was sent. */
  email: string
  /** Checks the code with the API; a thrown error is shown above the button. */
  onVerify: (code: string) => Promise<unknown>
  /** Sends a new code. */
  onResend: () => Promise<unknown>
  /** Links to the API's development mailbox (never in production). */
  devMailbox: boolean
  /** The step's heading text. */
  title?: string
  /** Extra fields after the code (the new password of a reset). */
  children?: React.ReactNode
  /** Checks the extra fields; returns false to stop. */
  validateExtra?: () => boolean
  /** The submit button's text. */
  submitLabel?: string
}

/** The 'enter the code we e-mailed you' step of registration and password reset (contract 5.3, 5.4). */
export function VerifyCode({
  email,
  onVerify,
  onResend,
  devMailbox,
  title,
  children,
  validateExtra,
  submitLabel,
}: VerifyCodeProps) {
  const { t } = useT()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<FieldMessage | null>(null)
  const [failure, setFailure] = useState('')
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)
  const [resending, setResending] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const found = codeField(code.trim())
    setProblem(found)
    setFailure('')
    const extraOk = validateExtra ? validateExtra() : true
    if (found) {
      ;(form.elements.namedItem('code') as HTMLElement | null)?.focus()
      return
    }
    if (!extraOk) return
    setBusy(true)
    try {
      await onVerify(code.trim())
    } catch (error) {
      setFailure(failureText(t, error))
      setBusy(false)
    }
  }

  const resend = async () => {
    setResending(true)
    setFailure('')
    setNotice('')
    try {
      await onResend()
      setNotice(t('auth.verify.resent'))
    } catch (error) {
      setFailure(failureText(t, error))
    } finally {
      setResending(false)
    }
  }

  return (
    <section className="store-auth__form" aria-labelledby="verify-title">
      <h2 id="verify-title">{title ?? t('auth.verify.title')}</h2>
      <p>{t('auth.verify.description', { length: VERIFICATION_CODE_LENGTH, email })}</p>
      {devMailbox ? (
        <p className="store-form__hint">
          <a
            href={`/api/v1/dev/mailbox/page?to=${encodeURIComponent(email)}`}
            target="_blank"
            rel="noreferrer"
          >
            {t('auth.verify.mailbox')}
          </a>
        </p>
      ) : null}
      <form method="post" onSubmit={submit} noValidate className="store-form">
        <Field
          name="code"
          label={t('fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          required
          value={code}
          onValue={(value) => {
            setCode(value)
            setProblem(null)
          }}
          problem={problem}
        />
        {children}
        <FormAlert message={failure} />
        <FormAlert message={notice} tone="success" />
        <Button type="submit" block busy={busy} busyLabel={t('common.loading')}>
          {submitLabel ?? t('auth.verify.submit')}
        </Button>
      </form>
      <p className="store-auth__switch">
        {t('auth.verify.didntReceive')}{' '}
        <Button variant="ghost" size="sm" onClick={resend} busy={resending} busyLabel={t('common.loading')}>
          {t('auth.verify.resend')}
        </Button>
      </p>
    </section>
  )
}
