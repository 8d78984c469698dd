import {
  type FormErrors,
  isValid,
  localizePath,
  routes as paths,
  type SellerSignUpForm,
  validateSellerSignUp,
  validateSignUp,
} from '@souk/core'
import { Button, useLocale, useSouk, useT } from '@souk/react'
import { type FormEvent, useState } from 'react'
import { useAuthContext } from './authContext'
import { Field, FormAlert, failureText, focusFirstInvalid } from './Field'
import { VerifyCode } from './VerifyCode'

/** Who signs up: a customer (`/register`) or a seller applying for a store (`/seller/register`). */
export type SignUpKind = 'customer' | 'seller'

const FIELDS = ['name', 'email', 'store_name', 'password', 'password_confirmation'] as const
type Values = Record<(typeof FIELDS)[number], string>

/** What differs between the two forms: the store name field, the rule, the calls and the texts. */
const KINDS = {
  customer: {
    fields: FIELDS.filter((field) => field !== 'store_name'),
    titleId: 'register-title',
    title: 'auth.register.title',
    subtitle: null,
    submit: 'auth.register.submit',
  },
  seller: {
    fields: [...FIELDS],
    titleId: 'seller-title',
    title: 'seller.title',
    subtitle: 'seller.subtitle',
    submit: 'seller.submit',
  },
} as const

/** Props of `SignUpForm`. */
export interface SignUpFormProps {
  kind: SignUpKind
  /** After the e-mailed code is verified: the address and the password typed (kept in memory only). */
  onVerified: (account: { email: string; password: string }) => Promise<void> | void
}

/**
 * The sign-up form of a customer or a seller: name, e-mail, (a seller's store name,) password and its
 * confirmation, checked by core's rule; the API e-mails a 4-digit code and the verify step checks it, then
 * `onVerified` goes on (the customer is signed in, the seller waits for approval).
 */
export function SignUpForm({ kind, onVerified }: SignUpFormProps) {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const { devMailbox } = useAuthContext()
  const form = KINDS[kind]
  const [values, setValues] = useState<Values>({
    name: '',
    email: '',
    store_name: '',
    password: '',
    password_confirmation: '',
  })
  const [errors, setErrors] = useState<FormErrors<keyof SellerSignUpForm>>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const person = () => ({ name: values.name.trim(), email: values.email.trim(), password: values.password })
  const send = () => {
    const session = souk.session.getState()
    return kind === 'seller'
      ? session.sellerSignUp({ ...person(), store_name: values.store_name.trim() })
      : session.signUp(person())
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const element = event.currentTarget
    const found: FormErrors<keyof SellerSignUpForm> =
      kind === 'seller' ? validateSellerSignUp(values) : validateSignUp(values)
    setErrors(found)
    setFailure('')
    if (!isValid(found)) {
      focusFirstInvalid(element, [...form.fields], found)
      return
    }
    setBusy(true)
    try {
      setSentTo(await send())
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
        onResend={send}
        onVerify={async (code) => {
          const session = souk.session.getState()
          if (kind === 'seller') await session.sellerVerify({ email: sentTo, code })
          else await session.verify({ email: sentTo, code })
          await onVerified({ email: sentTo, password: values.password })
        }}
      />
    )
  }

  const field = (name: keyof Values, label: string, attributes: { type?: string; autoComplete: string }) => (
    <Field
      key={name}
      name={name}
      label={label}
      required
      {...attributes}
      value={values[name]}
      onValue={set(name)}
      problem={errors[name]}
    />
  )
  const fields = {
    name: () => field('name', t('fields.name'), { autoComplete: 'name' }),
    email: () => field('email', t('fields.email'), { type: 'email', autoComplete: 'email' }),
    store_name: () => field('store_name', t('fields.storeName'), { autoComplete: 'organization' }),
    password: () =>
      field('password', t('fields.password'), { type: 'password', autoComplete: 'new-password' }),
    password_confirmation: () =>
      field('password_confirmation', t('fields.confirmPassword'), {
        type: 'password',
        autoComplete: 'new-password',
      }),
  }

  return (
    <section className="store-auth__form" aria-labelledby={form.titleId}>
      <h2 id={form.titleId}>{t(form.title)}</h2>
      {form.subtitle ? <p>{t(form.subtitle)}</p> : null}
      <form method="post" onSubmit={submit} noValidate className="store-form">
        {form.fields.map((name) => fields[name]())}
        <FormAlert message={failure} />
        <Button type="submit" block busy={busy} busyLabel={t('common.loading')}>
          {t(form.submit)}
        </Button>
      </form>
      {kind === 'seller' ? (
        <p className="store-auth__switch">
          {t('seller.alreadyCustomer')}{' '}
          <a href={localizePath(paths.register, language)}>{t('auth.login.createAccount')}</a>
        </p>
      ) : (
        <p className="store-auth__switch">
          {t('auth.register.haveAccount')}{' '}
          <a href={localizePath(paths.login, language)}>{t('auth.register.loginLink')}</a>
        </p>
      )}
    </section>
  )
}
