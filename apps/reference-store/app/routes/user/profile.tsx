import {
  type ChangePasswordForm,
  type FieldMessage,
  type FormErrors,
  isValid,
  localizePath,
  routes as paths,
  validateChangePassword,
  validateRequired,
} from '@souk/core'
import { Button, Dialog, useLocale, useSouk, useT } from '@souk/react'
import { type FormEvent, useState } from 'react'
import { type MetaFunction, useRevalidator } from 'react-router'
import { Field, FormAlert, failureText, focusFirstInvalid } from '../../components/account/Field'
import { useCustomer } from '../../components/account/useCustomer'
import { privatePageMeta } from '../../lib/meta'

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'profile.title')

/** My profile (contract 5.6): the name, the password (current, new, confirmation), and deleting the account. */
export default function Profile() {
  const { t } = useT()
  return (
    <>
      <h1>{t('profile.title')}</h1>
      <NameForm />
      <PasswordForm />
      <DeleteAccount />
    </>
  )
}

/** Changes the customer's name. */
function NameForm() {
  const { t } = useT()
  const souk = useSouk()
  const customer = useCustomer()
  const revalidator = useRevalidator()
  const [name, setName] = useState(customer.name)
  const [problem, setProblem] = useState<FieldMessage | null>(null)
  const [failure, setFailure] = useState('')
  const [done, setDone] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const found = validateRequired(name, 'fields.name')
    setProblem(found)
    setFailure('')
    setDone('')
    if (found) {
      ;(form.elements.namedItem('name') as HTMLElement | null)?.focus()
      return
    }
    setBusy(true)
    try {
      await souk.session.getState().updateProfile(name.trim())
      setDone(t('success.profileUpdated'))
      void revalidator.revalidate()
    } catch (error) {
      setFailure(failureText(t, error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="store-account__panel" aria-labelledby="profile-info">
      <h2 id="profile-info">{t('profile.personalInfo')}</h2>
      <form method="post" className="store-form" onSubmit={submit} noValidate>
        <Field
          name="name"
          label={t('fields.name')}
          autoComplete="name"
          required
          value={name}
          onValue={(value) => {
            setName(value)
            setProblem(null)
          }}
          problem={problem}
        />
        <Field
          name="email"
          type="email"
          label={t('fields.email')}
          value={customer.email}
          onValue={() => undefined}
          readOnly
        />
        <FormAlert message={failure} />
        <FormAlert message={done} tone="success" />
        <div className="store-form__actions">
          <Button type="submit" busy={busy} busyLabel={t('common.loading')}>
            {t('profile.update')}
          </Button>
        </div>
      </form>
    </section>
  )
}

const PASSWORD_FIELDS = ['current_password', 'new_password', 'new_password_confirmation'] as const

/** Changes the password: the current one, the new one and its confirmation. */
function PasswordForm() {
  const { t } = useT()
  const souk = useSouk()
  const empty = { current_password: '', new_password: '', new_password_confirmation: '' }
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<FormErrors<keyof ChangePasswordForm>>({})
  const [failure, setFailure] = useState('')
  const [done, setDone] = useState('')
  const [busy, setBusy] = useState(false)
  const set = (field: keyof typeof empty) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const found = validateChangePassword(values)
    setErrors(found)
    setFailure('')
    setDone('')
    if (!isValid(found)) {
      focusFirstInvalid(form, [...PASSWORD_FIELDS], found)
      return
    }
    setBusy(true)
    try {
      await souk.session
        .getState()
        .changePassword({ current_password: values.current_password, new_password: values.new_password })
      setValues(empty)
      setDone(t('success.passwordChanged'))
    } catch (error) {
      setFailure(failureText(t, error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="store-account__panel" aria-labelledby="profile-password">
      <h2 id="profile-password">{t('profile.changePassword')}</h2>
      <form method="post" className="store-form" onSubmit={submit} noValidate>
        <Field
          name="current_password"
          type="password"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          value={values.current_password}
          onValue={set('current_password')}
          problem={errors.current_password}
        />
        <Field
          name="new_password"
          type="password"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          required
          value={values.new_password}
          onValue={set('new_password')}
          problem={errors.new_password}
        />
        <Field
          name="new_password_confirmation"
          type="password"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          value={values.new_password_confirmation}
          onValue={set('new_password_confirmation')}
          problem={errors.new_password_confirmation}
        />
        <FormAlert message={failure} />
        <FormAlert message={done} tone="success" />
        <div className="store-form__actions">
          <Button type="submit" busy={busy} busyLabel={t('common.loading')}>
            {t('profile.updatePassword')}
          </Button>
        </div>
      </form>
    </section>
  )
}

/** Deletes the account after a confirmation dialog, then leaves for the home page as a guest. */
function DeleteAccount() {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const confirm = async () => {
    setBusy(true)
    setFailure('')
    try {
      await souk.session.getState().deleteAccount()
      window.location.assign(localizePath(paths.home, language))
    } catch (error) {
      setFailure(failureText(t, error))
      setBusy(false)
    }
  }
  return (
    <section className="store-account__panel" aria-labelledby="profile-delete">
      <h2 id="profile-delete">{t('profile.deleteAccount')}</h2>
      <p>{t('profile.deleteWarning')}</p>
      <div className="store-form__actions">
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('profile.deleteAccount')}
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('profile.deleteAccount')}
        description={t('profile.deleteConfirm')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={confirm} busy={busy} busyLabel={t('common.loading')}>
              {t('profile.deleteConfirmButton')}
            </Button>
          </>
        }
      >
        <FormAlert message={failure} />
      </Dialog>
    </section>
  )
}
