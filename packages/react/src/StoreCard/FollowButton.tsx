import { cx } from '@souk/core'
import { useEffect } from 'react'
import { useLinks } from '../hooks/useLinks'
import { useFollowing, useIsLoggedIn } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'
import { useSouk } from '../SoukProvider'
import { ToggleForm } from '../WishlistButton/ToggleForm'

/** Props of `FollowButton`. */
export interface FollowButtonProps {
  /** The store to follow or stop following. */
  storeId: number
  /** What the page already knows (the store page's `following`); seeds the store once. */
  following?: boolean
  /** Id of an element naming the store (e.g. a card's title), read after the button's name. */
  describedBy?: string
  /** Called with the new state after a toggle the API accepted. */
  onChange?: (following: boolean) => void
  /** Extra class on the button. */
  className?: string
}

/**
 * Follows or stops following a store (connected to `useFollowing`): a toggle button named 'Follow' with
 * `aria-pressed` (a check mark shows while followed). A guest's press makes the store call the Souk's
 * `onLoginRequired`; the API's message or error shows as a toast.
 */
export function FollowButton({ storeId, following, describedBy, onChange, className }: FollowButtonProps) {
  const { t } = useT()
  const souk = useSouk()
  const followed = useFollowing((state) => state.followed[storeId])
  const pending = useFollowing((state) => state.pending.includes(storeId))
  const idsStatus = useFollowing((state) => state.idsStatus)
  const signedIn = useIsLoggedIn()
  // Once every followed store is known, a store missing from them is not followed (whatever a page said).
  const pressed = followed ?? (idsStatus === 'ready' ? false : Boolean(following))
  const links = useLinks()

  useEffect(() => {
    // The shopper's followed stores, loaded once per session and shared by every button of the page.
    if (signedIn && idsStatus === 'idle') void souk.following.getState().loadIds()
  }, [souk, signedIn, idsStatus])

  useEffect(() => {
    if (following === undefined) return
    const state = souk.following.getState()
    if (state.followed[storeId] === undefined) state.mark(storeId, following)
  }, [souk, storeId, following])

  return (
    <ToggleForm
      action={links.followAction()}
      want={!pressed}
      idField="storeId"
      id={storeId}
      onToggle={async () => {
        if (pending) return
        // The press asks for the opposite of what the shopper saw: never an unfollow of a store shown unfollowed.
        const result = await souk.following.getState().toggle(storeId, !pressed)
        if (result !== undefined) onChange?.(result)
      }}
    >
      <button
        type="submit"
        className={cx('souk-follow-button', className)}
        aria-pressed={pressed}
        aria-describedby={describedBy}
        aria-busy={pending || undefined}
        aria-disabled={pending || undefined}
        data-pressed={pressed || undefined}
        data-busy={pending || undefined}
      >
        <Icon name={pressed ? 'check' : 'plus'} className="souk-follow-button__icon" />
        <span className="souk-follow-button__label">{t('store.follow')}</span>
      </button>
    </ToggleForm>
  )
}
