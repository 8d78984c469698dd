import type { ReactNode } from 'react'
import { usePagePath } from '../SoukProvider/SoukProvider'

/** Props of `ToggleForm`. */
export interface ToggleFormProps {
  /** Where the form posts without JavaScript (a link from `souk.links`: `wishlistAction()`, …). */
  action: string
  /** The state the press asks for: `add` when not pressed, `remove` when pressed. */
  want: boolean
  /** The id field (`productId` or `storeId`) and its value. */
  idField: 'productId' | 'storeId'
  id: number
  /** Runs the toggle in the page (after hydration): the form's submit is then kept from leaving the page. */
  onToggle: () => void
  /** The submit button. */
  children: ReactNode
}

/**
 * A toggle as a form: without JavaScript (or before hydration) its submit posts `intent` (add/remove), the id and
 * `redirectTo` (this page) to the store, which answers with this page again; after hydration the submit runs the
 * toggle in the page instead. `display: contents`: the form adds no box around its button.
 */
export function ToggleForm({ action, want, idField, id, onToggle, children }: ToggleFormProps) {
  const page = usePagePath()
  return (
    <form
      method="post"
      action={action}
      className="souk-toggle-form"
      onSubmit={(event) => {
        event.preventDefault()
        onToggle()
      }}
    >
      <input type="hidden" name="intent" value={want ? 'add' : 'remove'} />
      <input type="hidden" name={idField} value={id} />
      <input type="hidden" name="redirectTo" value={page} />
      {children}
    </form>
  )
}

/** Props of `ToggleFields`. */
export interface ToggleFieldsProps {
  /** Where the form posts when no button names another action (a link from `souk.links`). */
  action: string
  /** The product the form's toggles act on. */
  productId: number
  /** Extra class on the form (it is a box of its own, unlike `ToggleForm`'s). */
  className?: string
  /** The bare toggle buttons (`WishlistButton` / `CompareButton` with `bare`): each posts its own intent and action. */
  children: ReactNode
}

/**
 * One form for several toggles of a product (a product card's wishlist and compare buttons): the product and this
 * page once, as hidden fields; each button posts its `intent` to its own `formaction`. Without JavaScript (or
 * before hydration) a press posts natively; after hydration each button runs its toggle in the page.
 */
export function ToggleFields({ action, productId, className, children }: ToggleFieldsProps) {
  const page = usePagePath()
  return (
    <form method="post" action={action} className={className}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={page} />
      {children}
    </form>
  )
}
