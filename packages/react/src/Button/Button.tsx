import { cx } from '@souk/core'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useT } from '../hooks/useT'
import { usePart } from '../parts'

/** Props of `Button`. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: filled primary, outlined secondary, text-only ghost, or destructive danger. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'sm' | 'md' | 'lg'
  /** Takes the full inline size of its container. */
  block?: boolean
  /** A request is in flight: the button shows a spinner and the loading label, and ignores presses. */
  busy?: boolean
  /** What the busy button says; default the translated 'Loading…'. */
  busyLabel?: ReactNode
  /** An icon before the label (mirrored in right-to-left text when `flipIcon`). */
  icon?: ReactNode
}

/** A button with a busy state (spec §4: buttons show a busy state with a loading label during a request). */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  busy = false,
  busyLabel,
  icon,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  part: extra,
  ...rest
}: ButtonProps) {
  const { t } = useT()
  const part = usePart('button')
  return (
    <button
      {...rest}
      type={type}
      className={cx('souk-button', className)}
      part={part(undefined, extra)}
      data-variant={variant}
      data-size={size}
      data-block={block || undefined}
      data-busy={busy || undefined}
      disabled={disabled}
      // A busy button stays focusable (focus is not lost mid-request) but ignores presses.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
    >
      {busy ? (
        <>
          <span className="souk-button__spinner" aria-hidden="true" />
          <span className="souk-button__label">{busyLabel ?? t('common.loading')}</span>
        </>
      ) : (
        <>
          {icon ? (
            <span className="souk-button__icon" aria-hidden="true">
              {icon}
            </span>
          ) : null}
          {children === undefined || children === null ? null : (
            <span className="souk-button__label">{children}</span>
          )}
        </>
      )}
    </button>
  )
}
