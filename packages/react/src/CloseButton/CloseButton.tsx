import { cx } from '@souk/core'
import type { ButtonHTMLAttributes } from 'react'
import { Icon } from '../Icon/Icon'

/** Props of `CloseButton`. */
export interface CloseButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name ('Close', 'Close dialog', 'Close banner'…). */
  label: string
  /** 'ghost' (no border, in headers) or 'pill' (bordered, floating over an image). */
  variant?: 'ghost' | 'pill'
  /** 'md' keeps the comfortable 44 px target; 'sm' the 24 px minimum. */
  size?: 'sm' | 'md'
}

/** The × button of dialogs, popovers, toasts and banners: one look, an accessible name, a large enough target. */
export function CloseButton({
  label,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: CloseButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx('souk-close-button', className)}
      data-variant={variant}
      data-size={size}
      aria-label={label}
    >
      <Icon name="close" size={20} />
    </button>
  )
}
