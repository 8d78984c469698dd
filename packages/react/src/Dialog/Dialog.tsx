import { cx } from '@souk/core'
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
} from 'react'
import { CloseButton } from '../CloseButton/CloseButton'
import { useT } from '../hooks/useT'
import { activeElement, containTab, tabbables, useOverflowing, useScrollLock } from '../Popover/layer'
import { usePart } from '../parts'

/** Props of `Dialog`. */
export interface DialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean
  /** Called when the shopper asks to close it (close button, Escape, a press on the backdrop). */
  onClose: () => void
  /** Heading of the dialog, which also names it. */
  title: ReactNode
  /** Hides the title visually (it still names the dialog). */
  hideTitle?: boolean
  /** A short text under the title that describes the dialog (announced with it). */
  description?: ReactNode
  /** Content of the dialog. */
  children?: ReactNode
  /** Actions at the end of the dialog (e.g. Cancel and Confirm buttons). */
  footer?: ReactNode
  /** Accessible name of the close button; default the translated 'Close dialog'. */
  closeLabel?: string
  /** Maximum inline size. */
  size?: 'sm' | 'md' | 'lg'
  /** The element to focus on opening; default an `autoFocus` element, else the first control of the content, then of the footer, then the close button. */
  initialFocus?: RefObject<HTMLElement | null>
  /** Whether a press on the dimmed backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean
  /** Extra class on the dialog element. */
  className?: string
  /** A `part` its parent declares for the dialog element (inside a widget). */
  part?: string
}

/**
 * A modal dialog following the APG dialog (modal) pattern, on the native `<dialog>` and `showModal()`: the page
 * behind is inert and cannot scroll, focus moves in on opening, Tab and Shift+Tab cycle inside, Escape closes,
 * and focus returns to the element that opened it. Named by its title (`aria-labelledby`), described by
 * `description` (`aria-describedby`). Content is rendered only while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  closeLabel,
  size = 'md',
  initialFocus,
  closeOnBackdrop = true,
  className,
  part: extra,
}: DialogProps) {
  const { t } = useT()
  const part = usePart('dialog')
  const id = useId()
  const titleId = `${id}title`
  const descriptionId = `${id}description`
  const dialogRef = useRef<HTMLDialogElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  useScrollLock(open)

  // The latest initialFocus, read by the opening effect without re-running it (which would reopen the dialog).
  const focusRef = useRef(initialFocus)
  useEffect(() => {
    focusRef.current = initialFocus
  })

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const opener = activeElement(dialog)
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    const body = dialog.querySelector<HTMLElement>('.souk-dialog__body')
    const footerElement = dialog.querySelector<HTMLElement>('.souk-dialog__footer')
    const target =
      focusRef.current?.current ??
      dialog.querySelector<HTMLElement>('[autofocus]') ??
      (body ? tabbables(body)[0] : undefined) ??
      (footerElement ? tabbables(footerElement)[0] : undefined) ??
      tabbables(dialog)[0] ??
      dialog
    target.focus()
    return () => {
      if (dialog.open) dialog.close()
      else dialog.removeAttribute('open')
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [open])

  // Measured once the dialog is shown (this hook's effect runs after the one above).
  const scrollable = useOverflowing(bodyRef, open)

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onClose()
      return
    }
    if (dialogRef.current) containTab(event, dialogRef.current)
  }

  // The browser's own close requests (Escape, a phone's back gesture) go through onClose, so `open` stays true to the props.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    onClose()
  }

  // A press on the backdrop lands on the dialog element itself (its content fills it).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose()
  }

  return (
    <dialog
      ref={dialogRef}
      className={cx('souk-dialog', className)}
      part={part(undefined, extra)}
      data-size={size}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      {open ? (
        <div className="souk-dialog__content">
          <div className="souk-dialog__header" part={part('header')}>
            <h2
              id={titleId}
              className={hideTitle ? 'souk-visually-hidden' : 'souk-dialog__title'}
              part={hideTitle ? undefined : part('title')}
            >
              {title}
            </h2>
            <CloseButton
              className="souk-dialog__close"
              label={closeLabel ?? t('a11y.closeDialog')}
              onClick={onClose}
            />
          </div>
          <div
            ref={bodyRef}
            className="souk-dialog__body"
            part={part('body')}
            tabIndex={scrollable ? 0 : undefined}
          >
            {description ? (
              <p id={descriptionId} className="souk-dialog__description">
                {description}
              </p>
            ) : null}
            {children}
          </div>
          {footer ? <div className="souk-dialog__footer">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  )
}
