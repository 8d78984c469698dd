import { LOGO_SIZE, localizePath, routes as paths } from '@souk/core'
import { Image, useLocale, useSettings, useSouk, useT } from '@souk/react'
import { data, type LoaderFunctionArgs, Outlet, useLoaderData, useMatches } from 'react-router'
import type { AuthOutletContext } from '../../components/account/authContext'
import { devPagesOn, guestOnly } from '../../lib/account.server'
import { stylesheetsHandle } from '../../lib/pageStylesheets'

/** The stylesheets this page needs besides `root.css` (`lib/pageStylesheets.tsx`). */
export const handle = stylesheetsHandle('accountPages')

/** Where the privacy-policy link goes inside the translated agreement sentence. */
const SLOT = '\u2063policy\u2063'

/** Guest-only (spec §2.6.4): a signed-in shopper is sent home by the server, before anything renders. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await guestOnly(request, context)
  return data({ devMailbox: devPagesOn() }, { headers })
}

/**
 * The authentication layout (spec §2.6.1): the centred site logo linking home, the welcome heading with the
 * site name, the nested form, an 'or' divider with the Facebook and Google buttons (each only when the shop
 * enables it), the agreement line linking to the privacy policy and the copyright line.
 */
export default function AuthLayout() {
  const { t } = useT()
  const souk = useSouk()
  const { language } = useLocale()
  const common = useSettings((state) => state.common)
  const matches = useMatches()
  const { devMailbox } = useLoaderData<typeof loader>()
  const outlet: AuthOutletContext = { devMailbox }
  const site = common?.site_setting
  const setting = common?.setting
  const siteName = site?.site_name || 'Souk'
  // Social sign-in makes a customer account: not offered on the seller application.
  const sellerPage = matches.some((match) => match.id.startsWith('seller-register'))
  const providers = sellerPage
    ? []
    : (
        [
          ['facebook', Boolean(Number(setting?.facebook_login))],
          ['google', Boolean(Number(setting?.google_login))],
        ] as const
      ).filter(([, on]) => on)
  const policy = localizePath('/page/privacy-policy', language)
  const [before, after = ''] = t('auth.agreement', { policy: SLOT }).split(SLOT)
  return (
    <div className="store-auth">
      <div className="store-auth__card">
        <a className="store-auth__logo" href={localizePath(paths.home, language)}>
          <Image
            src={site?.header_logo}
            alt={siteName}
            width={LOGO_SIZE.width}
            height={LOGO_SIZE.height}
            priority
          />
        </a>
        <h1 className="store-auth__welcome">{t('auth.welcome', { site: siteName })}</h1>
        <Outlet context={outlet} />
        {providers.length ? (
          <>
            <p className="store-auth__or">
              <span>{t('common.or')}</span>
            </p>
            <ul className="store-auth__social">
              {providers.map(([provider]) => (
                <li key={provider}>
                  <a
                    className={`store-auth__provider store-auth__provider--${provider}`}
                    href={souk.client.account.socialLoginUrl(provider)}
                    data-reload
                  >
                    {t(`auth.social.${provider}`)}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="store-auth__agreement">
          {before}
          <a href={policy}>{t('auth.privacyPolicy')}</a>
          {after}
        </p>
      </div>
      <p className="store-auth__copyright">
        {t('common.copyright', { year: new Date().getFullYear(), text: site?.copyright_text || siteName })}
      </p>
    </div>
  )
}
