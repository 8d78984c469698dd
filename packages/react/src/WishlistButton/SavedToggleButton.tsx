import type { MouseEvent } from 'react'
import { Icon, type IconName } from '../Icon/Icon'
import { ToggleForm } from './ToggleForm'

/** Props of the toggle button shared by `WishlistButton` and `CompareButton`. */
export interface SavedToggleButtonProps {
  /** Whether the product is in the list (`aria-pressed`). */
  pressed: boolean
  /** A toggle is in flight: presses are ignored. */
  pending: boolean
  /** The button's name; it stays the same whether pressed or not (APG toggle button). */
  label: string
  /** The icon drawn in the button (filled while pressed). */
  icon: IconName
  /** Shows the name next to the icon (otherwise it names the icon-only button). */
  showLabel: boolean
  /** Id of an element describing what is toggled (e.g. a card's title). */
  describedBy?: string
  /** Called on a press that is not ignored (after hydration; before it, the form posts). */
  onToggle: () => void
  /** Classes of the root. */
  className: string
  /** Where the toggle's form posts without JavaScript (see `ToggleForm`). */
  action: string
  /** The product toggled (the form's `productId`). */
  productId: number
  /**
   * The button alone, a submit of a form its parent renders with the product and this page (`ToggleFields`: a
   * product card's one form for both toggles): it posts its intent as its own `name`/`value` to its action
   * (`formaction`), and after hydration runs the toggle on its click instead.
   */
  bare?: boolean
}

/**
 * An APG toggle button (`aria-pressed`) with an icon and an optional visible name, the submit of a `ToggleForm`
 * (it works before and without JavaScript).
 */
export function SavedToggleButton({
  pressed,
  pending,
  label,
  icon,
  showLabel,
  describedBy,
  onToggle,
  className,
  action,
  productId,
  bare = false,
}: SavedToggleButtonProps) {
  const button = (
    <button
      type="submit"
      className={className}
      aria-pressed={pressed}
      aria-label={showLabel ? undefined : label}
      aria-describedby={describedBy}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      data-pressed={pressed || undefined}
      data-busy={pending || undefined}
      data-show-label={showLabel || undefined}
      {...(bare
        ? {
            name: 'intent',
            value: pressed ? 'remove' : 'add',
            formAction: action,
            onClick: (event: MouseEvent<HTMLButtonElement>) => {
              // Hydrated: the toggle runs in the page; the click does not submit the form.
              event.preventDefault()
              if (!pending) onToggle()
            },
          }
        : {})}
    >
      <Icon name={icon} filled={pressed} className="souk-saved-toggle__icon" />
      {showLabel ? <span className="souk-saved-toggle__label">{label}</span> : null}
    </button>
  )
  if (bare) return button
  return (
    <ToggleForm
      action={action}
      want={!pressed}
      idField="productId"
      id={productId}
      onToggle={() => {
        if (!pending) onToggle()
      }}
    >
      {button}
    </ToggleForm>
  )
}
