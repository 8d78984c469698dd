import { cx } from '@souk/core'
import { useEffect } from 'react'
import { useLinks } from '../hooks/useLinks'
import { useIsLoggedIn, useWishlist } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { useWidgetSouk } from '../SoukProvider'
import { SavedToggleButton } from './SavedToggleButton'

/** Props of `WishlistButton`. */
export interface WishlistButtonProps {
  /** The product to add to or remove from the wishlist. */
  productId: number
  /** What the page already knows: a product detail's `wishlisted` (row id or null); seeds the store once. */
  wishlisted?: number | boolean | null
  /** Shows the name 'Wishlist' next to the heart (default: an icon-only button named by it). */
  showLabel?: boolean
  /** Id of an element naming the product (e.g. a card's title), read after the button's name. */
  describedBy?: string
  /** Called with the new state after a toggle the API accepted. */
  onChange?: (saved: boolean) => void
  /** Extra class on the button. */
  className?: string
  /**
   * Only the button, inside a `ToggleFields` form of the same product (a product card's one form): it posts its
   * intent to its own action (see `SavedToggleButton`).
   */
  bare?: boolean
}

/**
 * Adds a product to or removes it from the wishlist (connected to `useWishlist`): a toggle button with
 * `aria-pressed`. The state is the store's `saved[productId]`, seeded from the product's `wishlisted`. A guest's
 * press makes the store call the Souk's `onLoginRequired`; the API's message (or error) shows as a toast.
 */
export function WishlistButton({
  productId,
  wishlisted,
  showLabel = false,
  describedBy,
  onChange,
  className,
  bare = false,
}: WishlistButtonProps) {
  const { t } = useT()
  const souk = useWidgetSouk()
  const saved = useWishlist((state) => state.saved[productId])
  const pending = useWishlist((state) => state.pending.includes(productId))
  const idsStatus = useWishlist((state) => state.idsStatus)
  const signedIn = useIsLoggedIn()
  // Once the shopper's whole list is known, a product missing from it is not saved (whatever a page said).
  const pressed = saved ?? (idsStatus === 'ready' ? false : Boolean(wishlisted))
  const links = useLinks()

  useEffect(() => {
    // The shopper's saved ids, loaded once per session and shared by every button of the page.
    if (signedIn && idsStatus === 'idle') void souk.wishlist.getState().loadIds()
  }, [souk, signedIn, idsStatus])

  useEffect(() => {
    if (wishlisted === undefined) return
    const state = souk.wishlist.getState()
    if (state.saved[productId] === undefined) state.mark({ [productId]: Boolean(wishlisted) })
  }, [souk, productId, wishlisted])

  return (
    <SavedToggleButton
      pressed={pressed}
      pending={pending}
      label={t('wishlist.title')}
      icon="heart"
      showLabel={showLabel}
      describedBy={describedBy}
      action={links.wishlistAction()}
      productId={productId}
      bare={bare}
      className={cx('souk-saved-toggle', 'souk-wishlist-button', className)}
      onToggle={async () => {
        // The press asks for the state the shopper saw the opposite of: a saved product is never removed by a
        // press on a button that showed it unsaved.
        const result = await souk.wishlist.getState().toggle(productId, !pressed)
        if (result !== undefined) onChange?.(result)
      }}
    />
  )
}
