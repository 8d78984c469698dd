import type { Store } from '@souk/core'
import { cx, whatsAppLink } from '@souk/core'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon'

/** The WhatsApp settings of a seller's store. */
export type WhatsAppSettings = Pick<Store, 'whatsapp_btn' | 'whatsapp_number' | 'whatsapp_default_msg'>

/** Props of `WhatsAppButton`. */
export interface WhatsAppButtonProps {
  /** The store's WhatsApp settings: the button shows only when `whatsapp_btn` is on and a number is set. */
  store: WhatsAppSettings | null | undefined
  /** Floats at the end corner of the viewport (default true); otherwise it sits in the flow. */
  floating?: boolean
  /** Extra class on the link. */
  className?: string
}

/**
 * A 'Chat with us on WhatsApp' button (spec §2.6.4): opens a chat with the store's number and its default
 * message (or the translated one) in a new tab, which its accessible name says.
 */
export function WhatsAppButton({ store, floating = true, className }: WhatsAppButtonProps) {
  const { t } = useT()
  const href = whatsAppLink(store, t('whatsapp.message'))
  if (!href) return null
  return (
    <a
      className={cx('souk-whatsapp-button', className)}
      data-floating={floating || undefined}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Icon name="chat" size={24} />
      <span className="souk-whatsapp-button__label" data-floating={floating || undefined}>
        {t('whatsapp.label')}
      </span>
      <span className="souk-visually-hidden"> {t('a11y.opensInNewTab')}</span>
    </a>
  )
}
