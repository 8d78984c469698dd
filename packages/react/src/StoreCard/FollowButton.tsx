import { cx } from '@souk/core'
import { useEffect } from 'react'
import { useFollowing } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'
import { useSouk } from '../SoukProvider'

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
  const pressed = followed ?? Boolean(following)

  useEffect(() => {
    if (following === undefined) return
    const state = souk.following.getState()
    if (state.followed[storeId] === undefined) state.mark(storeId, following)
  }, [souk, storeId, following])

  return (
    <button
      type="button"
      className={cx('souk-follow-button', className)}
      aria-pressed={pressed}
      aria-describedby={describedBy}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      data-pressed={pressed || undefined}
      data-busy={pending || undefined}
      onClick={async () => {
        if (pending) return
        const result = await souk.following.getState().toggle(storeId)
        if (result !== undefined) onChange?.(result)
      }}
    >
      <Icon name={pressed ? 'check' : 'plus'} className="souk-follow-button__icon" />
      <span className="souk-follow-button__label">{t('store.follow')}</span>
    </button>
  )
}
