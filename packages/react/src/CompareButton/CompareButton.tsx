import { cx } from '@souk/core'
import { useEffect } from 'react'
import { useLinks } from '../hooks/useLinks'
import { useCompare, useIsLoggedIn } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { useWidgetSouk } from '../SoukProvider'
import { SavedToggleButton } from '../WishlistButton/SavedToggleButton'

/** Props of `CompareButton`. */
export interface CompareButtonProps {
  /** The product to add to or remove from the compare list. */
  productId: number
  /** What the page already knows (e.g. the product is on the compare list page); seeds the store once. */
  compared?: boolean
  /** Shows the name 'Compare' next to the icon (default: an icon-only button named by it). */
  showLabel?: boolean
  /** Id of an element naming the product (e.g. a card's title), read after the button's name. */
  describedBy?: string
  /** Called with the new state after a toggle the API accepted. */
  onChange?: (compared: boolean) => void
  /** Extra class on the button. */
  className?: string
  /**
   * Only the button, inside a `ToggleFields` form of the same product (a product card's one form): it posts its
   * intent to its own action (see `SavedToggleButton`).
   */
  bare?: boolean
}

/**
 * Adds a product to or removes it from the compare list (connected to `useCompare`): a toggle button with
 * `aria-pressed`; the reply decides whether the product was removed. A guest's press makes the store call the
 * Souk's `onLoginRequired` (spec §6); failures show every form message in an error toast.
 */
export function CompareButton({
  productId,
  compared,
  showLabel = false,
  describedBy,
  onChange,
  className,
  bare = false,
}: CompareButtonProps) {
  const { t } = useT()
  const souk = useWidgetSouk()
  const saved = useCompare((state) => state.saved[productId])
  const pending = useCompare((state) => state.pending.includes(productId))
  const idsStatus = useCompare((state) => state.idsStatus)
  const signedIn = useIsLoggedIn()
  // Once the shopper's whole list is known, a product missing from it is not saved (whatever a page said).
  const pressed = saved ?? (idsStatus === 'ready' ? false : Boolean(compared))
  const links = useLinks()

  useEffect(() => {
    // The shopper's saved ids, loaded once per session and shared by every button of the page.
    if (signedIn && idsStatus === 'idle') void souk.compare.getState().loadIds()
  }, [souk, signedIn, idsStatus])

  useEffect(() => {
    if (compared === undefined) return
    const state = souk.compare.getState()
    if (state.saved[productId] === undefined) state.mark({ [productId]: compared })
  }, [souk, productId, compared])

  return (
    <SavedToggleButton
      pressed={pressed}
      pending={pending}
      label={t('product.compare')}
      icon="compare"
      showLabel={showLabel}
      describedBy={describedBy}
      action={links.compareAction()}
      productId={productId}
      bare={bare}
      className={cx('souk-saved-toggle', 'souk-compare-button', className)}
      onToggle={async () => {
        // The press asks for the state the shopper saw the opposite of: a saved product is never removed by a
        // press on a button that showed it unsaved.
        const result = await souk.compare.getState().toggle(productId, !pressed)
        if (result !== undefined) onChange?.(result)
      }}
    />
  )
}
