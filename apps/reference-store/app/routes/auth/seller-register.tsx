import {
  type FormErrors,
  isValid,
  localizePath,
  routes as paths,
  type SellerSignUpForm,
  validateSellerSignUp,
} from '@souk/core'
import { Button, useLocale, useSouk, useT } from '@souk/react'
import { type FormEvent, useState } from 'react'
import { data, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useAuthContext } from '../../components/account/authContext'
import { Field, FormAlert, failureText, focusFirstInvalid } from '../../components/account/Field'
import { VerifyCode } from '../../components/account/VerifyCode'
import { privatePageMeta } from '../../lib/meta'
import { soukForRequest } from '../../souk.server'

/** The seller application exists only while the shop's vendor registration is on (spec §6); else 404. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { souk } = soukForRequest(request, context)
  const common = await souk.settings.getState().load()
  if (!Number(common.setting.vendor_registration)) throw data(null, { status: 404 })
  return null
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'seller.title')

const FIELDS = ['name', 'email', 'store_name', 'password', 'password_confirmation'] as const
type Values = Record<(typeof FIELDS)[number], string>

/**
 * Seller application (contract 5.8): name, e-mail, store name and password; the e-mailed code verifies it; the
 * account then waits for the shop's approval, which comes by e-mail.
 */
export default function SellerRegister() {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const { devMailbox } = useAuthContext()
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
  const [done, setDone] = useState(false)

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const input = () => ({
    name: values.name.trim(),
    email: values.email.trim(),
    store_name: values.store_name.trim(),
    password: values.password,
  })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const found = validateSellerSignUp(values)
    setErrors(found)
    setFailure('')
    if (!isValid(found)) {
      focusFirstInvalid(form, [...FIELDS], found)
      return
    }
    setBusy(true)
    try {
      setSentTo(await souk.session.getState().sellerSignUp(input()))
    } catch (error) {
      setFailure(failureText(t, error))
    } finally {
      setBusy(false)
    }
  }

  if (done) {
    return (
      <section className="store-auth__form" aria-labelledby="seller-done">
        <h2 id="seller-done">{t('seller.title')}</h2>
        <p role="status">{t('success.sellerRegistered')}</p>
        <p>{t('seller.approvalNotice')}</p>
        <p className="store-auth__switch">
          <a href={localizePath(paths.home, language)}>{t('common.goHome')}</a>
        </p>
      </section>
    )
  }

  if (sentTo) {
    return (
      <VerifyCode
        email={sentTo}
        devMailbox={devMailbox}
        onResend={() => souk.session.getState().sellerSignUp(input())}
        onVerify={async (code) => {
          await souk.session.getState().sellerVerify({ email: sentTo, code })
          setDone(true)
        }}
      />
    )
  }

  return (
    <section className="store-auth__form" aria-labelledby="seller-title">
      <h2 id="seller-title">{t('seller.title')}</h2>
      <p>{t('seller.subtitle')}</p>
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
          name="store_name"
          label={t('fields.storeName')}
          autoComplete="organization"
          required
          value={values.store_name}
          onValue={set('store_name')}
          problem={errors.store_name}
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
          {t('seller.submit')}
        </Button>
      </form>
      <p className="store-auth__switch">
        {t('seller.alreadyCustomer')}{' '}
        <a href={localizePath(paths.register, language)}>{t('auth.login.createAccount')}</a>
      </p>
    </section>
  )
}
