import { useLinks, useT } from '@souk/react'
import type { MetaFunction } from 'react-router'
import { Contact } from '../components/Contact'
import { titleFromKey } from '../lib/meta'
import { StoreBreadcrumb } from '../lib/structuredData'

export const meta: MetaFunction = ({ matches }) => [{ title: titleFromKey(matches, 'contact.title') }]

/** 'Contact us' (spec §2.6): the shop's e-mail and phone, and the contact form. */
export default function ContactPage() {
  const { t } = useT()
  const links = useLinks()
  return (
    <div className="store-page store-stack">
      <StoreBreadcrumb
        items={[{ label: t('common.home'), href: links.localize('/') }, { label: t('contact.title') }]}
      />
      <h1>{t('contact.title')}</h1>
      <Contact />
    </div>
  )
}
