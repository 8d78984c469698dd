import { cx, TOAST_DURATION_MS } from '@souk/core'
import { useEffect, useState } from 'react'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon'

/** Props of `OfflineNotice`. */
export interface OfflineNoticeProps {
  /** How long 'You are back online.' stays, in ms (default 5000, like a toast). */
  backOnlineMs?: number
  /** Called when the connection goes (false) or comes back (true). */
  onChange?: (online: boolean) => void
  /** Extra class on the root. */
  className?: string
}

type Connection = 'online' | 'offline' | 'back'

/**
 * The online/offline notice (spec §4: online status is tracked): follows the browser's `online` and `offline`
 * events and says so in a polite live region — 'You are offline' with an explanation, then 'You are back online.'
 * for a few seconds. Renders an empty live region while online (and on the server).
 */
export function OfflineNotice({ backOnlineMs = TOAST_DURATION_MS, onChange, className }: OfflineNoticeProps) {
  const { t } = useT()
  const [connection, setConnection] = useState<Connection>('online')

  // biome-ignore lint/correctness/useExhaustiveDependencies: listeners are added once; onChange is read when an event fires.
  useEffect(() => {
    if (navigator.onLine === false) setConnection('offline')
    const offline = () => {
      setConnection('offline')
      onChange?.(false)
    }
    const online = () => {
      setConnection((state) => (state === 'offline' ? 'back' : state))
      onChange?.(true)
    }
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
    }
  }, [])

  useEffect(() => {
    if (connection !== 'back') return
    const timer = setTimeout(() => setConnection('online'), backOnlineMs)
    return () => clearTimeout(timer)
  }, [connection, backOnlineMs])

  return (
    <div
      className={cx('souk-offline-notice', className)}
      data-state={connection}
      role="status"
      aria-live="polite"
    >
      {connection === 'offline' ? (
        <>
          <Icon name="wifiOff" className="souk-offline-notice__icon" />
          <span className="souk-offline-notice__text">
            <strong className="souk-offline-notice__title">{t('offline.title')}</strong>{' '}
            <span>{t('offline.message')}</span>
          </span>
        </>
      ) : null}
      {connection === 'back' ? (
        <>
          <Icon name="check" className="souk-offline-notice__icon" />
          <span className="souk-offline-notice__text">{t('offline.backOnline')}</span>
        </>
      ) : null}
    </div>
  )
}
