import { localizePath, routes as paths } from '@souk/core'
import { useLocale, useSouk, useT } from '@souk/react'
import { type MetaFunction, useSearchParams, useSubmit } from 'react-router'
import { SignUpForm } from '../../components/account/SignUpForm'
import { privatePageMeta } from '../../lib/meta'
import { safeRedirect } from '../../lib/safeRedirect'

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, 'auth.register.title')

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
  return (
    <SignUpForm
      kind="customer"
      onVerified={async ({ email, password }) => {
        souk.toast.getState().show(t('success.verified'))
        const body = new FormData()
        body.set('email', email)
        body.set('password', password)
        body.set('user_token', souk.session.getState().guestToken())
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
