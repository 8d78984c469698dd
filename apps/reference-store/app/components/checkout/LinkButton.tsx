import type { ReactNode } from 'react'

/** A link that looks like @souk/react's `Button` (same classes), for the ways on from a checkout screen. */
export function LinkButton({
  href,
  variant = 'secondary',
  children,
}: {
  href: string
  variant?: 'primary' | 'secondary' | 'ghost'
  children: ReactNode
}) {
  return (
    <a className="souk-button" data-variant={variant} data-size="md" href={href}>
      <span className="souk-button__label">{children}</span>
    </a>
  )
}
