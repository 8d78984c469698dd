import { cx } from '@souk/core'
import type { ReactNode } from 'react'
import { Button } from '../Button'

/** A ready-made action: a link when `href` is given, a button otherwise. */
export interface EmptyStateAction {
  /** The action's text. */
  label: ReactNode
  /** Makes the action a link to this address. */
  href?: string
  /** Called when the button is pressed (or the link clicked). */
  onClick?: () => void
}

/** Props of `EmptyState`. */
export interface EmptyStateProps {
  /** A decorative picture or icon (hidden from assistive technologies). */
  icon?: ReactNode
  /** The message heading (e.g. 'Your cart is empty.'). */
  title: ReactNode
  /** Level of the heading in the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /** A line of explanation under the title. */
  text?: ReactNode
  /** What the shopper can do next: any element (a Button, a router link) or a ready-made action. */
  action?: ReactNode | EmptyStateAction
  /** Extra class on the root. */
  className?: string
}

const isAction = (value: unknown): value is EmptyStateAction =>
  typeof value === 'object' && value !== null && 'label' in value && !('$$typeof' in value)

/** A friendly 'nothing here' message: an icon, a heading, a text and an optional action. */
export function EmptyState({ icon, title, headingLevel = 2, text, action, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  let actionNode: ReactNode = null
  if (isAction(action)) {
    actionNode = action.href ? (
      <a
        className="souk-button"
        data-variant="primary"
        data-size="md"
        href={action.href}
        onClick={action.onClick}
      >
        <span className="souk-button__label">{action.label}</span>
      </a>
    ) : (
      <Button onClick={action.onClick}>{action.label}</Button>
    )
  } else if (action !== undefined && action !== null) {
    actionNode = action
  }
  return (
    <div className={cx('souk-empty', className)}>
      {icon ? (
        <div className="souk-empty__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className="souk-empty__title">{title}</Heading>
      {text ? <p className="souk-empty__text">{text}</p> : null}
      {actionNode ? <div className="souk-empty__action">{actionNode}</div> : null}
    </div>
  )
}
