import { cx } from '@souk/core'
import { type FocusEvent, type KeyboardEvent, type ReactNode, useState } from 'react'
import { CloseButton } from '../CloseButton/CloseButton'
import { useToast } from '../hooks/useStores'
import { useT } from '../hooks/useT'

/** Props of `Toast`. */
export interface ToastProps {
  /** Whether the message is shown; the live regions stay in the page either way so a new message is announced. */
  open: boolean
  /** The message. */
  message: ReactNode
  /** An error: shown under the 'Error' heading and announced assertively. */
  error?: boolean
  /** Called by the close button (and Escape inside the toast). */
  onClose?: () => void
  /** Accessible name of the close button; default the translated 'Close'. */
  closeLabel?: string
  /** Extra class on the root. */
  className?: string
}

/**
 * A short message to the shopper (spec §4). Two live regions are always present: a polite `role="status"` for
 * messages and an assertive `role="alert"` for errors (under the translated 'Error' heading), so the text is
 * announced when it appears. The close button sits outside the live regions so it is not read with the message.
 */
export function Toast({ open, message, error = false, onClose, closeLabel, className }: ToastProps) {
  const { t } = useT()
  const content = (
    <>
      {error ? <p className="souk-toast__title">{t('toast.error')}</p> : null}
      <p className="souk-toast__message">{message}</p>
    </>
  )
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open && onClose) {
      event.stopPropagation()
      onClose()
    }
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape dismisses the toast while focus is on its close button.
    <div
      className={cx('souk-toast', className)}
      data-open={open || undefined}
      data-error={error || undefined}
      onKeyDown={onKeyDown}
    >
      {error ? (
        <svg
          className="souk-toast__icon"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path
            d="M12 7v6M12 16.5v.5"
            stroke="var(--souk-color-surface)"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
      ) : open ? (
        <svg
          className="souk-toast__icon"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path
            d="M7.5 12.5l3 3 6-6.5"
            stroke="var(--souk-color-surface)"
            strokeWidth="2.2"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      ) : null}
      <div className="souk-toast__text">
        <div role="status" aria-live="polite" aria-atomic="true" className="souk-toast__live">
          {open && !error ? content : null}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true" className="souk-toast__live">
          {open && error ? content : null}
        </div>
      </div>
      {open && onClose ? (
        <CloseButton
          className="souk-toast__close"
          label={closeLabel ?? t('common.close')}
          onClick={onClose}
        />
      ) : null}
    </div>
  )
}

/** Props of `ToastRegion`. */
export interface ToastRegionProps {
  /** Accessible name of the region; default the translated 'Notifications'. */
  label?: string
  /** Extra class on the region. */
  className?: string
}

/**
 * The Souk's toast, connected to its toast store (`useToast()`): shows the store's message while it is visible;
 * the store hides it after 5000 ms (`TOAST_DURATION_MS`), this component keeps no timer of its own. While the
 * pointer is over the toast or focus is inside it, it stays on screen even if the store hides it; leaving shows
 * it again through the store, which restarts the store's full delay. The close button calls `hide()`.
 */
export function ToastRegion({ label, className }: ToastRegionProps) {
  const { t } = useT()
  const visible = useToast((state) => state.visible)
  const message = useToast((state) => state.message)
  const error = useToast((state) => state.error)
  const show = useToast((state) => state.show)
  const hide = useToast((state) => state.hide)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // A copy of the message while the pointer or focus holds the toast, so it stays after the store hides it.
  const [held, setHeld] = useState<{ message: string; error: boolean } | null>(null)
  const holding = hovered || focused
  if (holding && visible && (held?.message !== message || held?.error !== error)) setHeld({ message, error })

  const shown = visible ? { message, error } : held
  const release = (stillHovered: boolean, stillFocused: boolean) => {
    if (stillHovered || stillFocused) return
    // Shown again through the store: its own timer starts over, so the shopper gets the full delay to read it.
    if (shown && held) show(shown.message, { error: shown.error })
    setHeld(null)
  }

  return (
    <section
      className={cx('souk-toast-region', className)}
      aria-label={label ?? t('a11y.notifications')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false)
        release(false, focused)
      }}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return
        setFocused(false)
        release(hovered, false)
      }}
    >
      <Toast
        open={shown !== null}
        message={shown?.message ?? ''}
        error={shown?.error ?? false}
        onClose={() => {
          setHeld(null)
          setHovered(false)
          setFocused(false)
          hide()
        }}
      />
    </section>
  )
}
