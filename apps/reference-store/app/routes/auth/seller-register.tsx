import { localizePath, routes as paths } from '@souk/core'
import { useLocale, useT } from '@souk/react'
import { useState } from 'react'
import { data, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { SignUpForm } from '../../components/account/SignUpForm'
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

/**
 * Seller application (contract 5.8): name, e-mail, store name and password; the e-mailed code verifies it; the
 * account then waits for the shop's approval, which comes by e-mail.
 */
export default function SellerRegister() {
  const { t } = useT()
  const { language } = useLocale()
  const [done, setDone] = useState(false)
  if (!done) return <SignUpForm kind="seller" onVerified={() => setDone(true)} />
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
