import { ContactForm, useSettings, useT } from '@souk/react'

/** The contact screen: how to reach the shop, and the form. */
export function Contact() {
  const { t } = useT()
  const setting = useSettings((state) => state.common?.setting)
  return (
    <div className="store-contact">
      <p>{t('contact.description')}</p>
      {setting?.email || setting?.phone ? (
        <ul className="store-contact__ways">
          {setting.email ? (
            <li>
              {t('contact.emailUs')}: <a href={`mailto:${setting.email}`}>{setting.email}</a>
            </li>
          ) : null}
          {setting.phone ? (
            <li>
              {t('contact.callUs')}:{' '}
              <a href={`tel:${setting.phone.replace(/[^+\d]/g, '')}`}>{setting.phone}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <ContactForm />
    </div>
  )
}
