import { cx, routes } from '@souk/core'
import { Fragment, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useLinks } from '../hooks/useLinks'
import { useIsLoggedIn } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon'
import { useSouk } from '../SoukProvider'

/** Props of `AccountMenu`. */
export interface AccountMenuProps {
  /** Called after logout signed the shopper out; default: goes to the home page (spec §2.6.4). */
  onLoggedOut?: () => void
  /** Extra class on the root. */
  className?: string
}

interface MenuEntry {
  key: string
  label: string
  href?: string
}

/**
 * The account dropdown of the header (spec §2.6.2): orders, wishlist, compared list, vouchers, and logout when
 * logged in. An APG menu button: Enter, Space or Down opens on the first item, Up on the last; in the menu
 * Down/Up move (wrapping), Home/End jump, a letter jumps to the next item starting with it, Escape closes and
 * returns focus to the button, Tab closes and moves on.
 */
export function AccountMenu({ onLoggedOut, className }: AccountMenuProps) {
  const { t } = useT()
  const souk = useSouk()
  const links = useLinks()
  const loggedIn = useIsLoggedIn()
  const id = useId()
  const buttonId = `${id}button`
  const menuId = `${id}menu`
  const [open, setOpen] = useState(false)
  const [focusIndex, setFocusIndex] = useState(0)
  const [busy, setBusy] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLElement | null)[]>([])

  const entries: MenuEntry[] = [
    { key: 'orders', label: t('header.orders'), href: links.localize(routes.userOrders) },
    { key: 'wishlist', label: t('header.wishlist'), href: links.localize(routes.userWishlists) },
    { key: 'compared', label: t('header.compared'), href: links.localize(routes.userCompared) },
    { key: 'vouchers', label: t('header.vouchers'), href: links.localize(routes.userVouchers) },
    ...(loggedIn ? [{ key: 'logout', label: t('header.logout') }] : []),
  ]

  // Focus follows the focused item while the menu is open.
  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus()
  }, [open, focusIndex])

  // A press outside closes the menu.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current
      if (root && !event.composedPath().includes(root)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const openAt = (index: number) => {
    setFocusIndex(index)
    setOpen(true)
  }

  const closeMenu = (refocus: boolean) => {
    setOpen(false)
    if (refocus) buttonRef.current?.focus()
  }

  const logout = async () => {
    closeMenu(true)
    setBusy(true)
    try {
      await souk.session.getState().logout()
    } finally {
      setBusy(false)
    }
    if (onLoggedOut) onLoggedOut()
    else window.location.assign(links.localize(routes.home))
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      openAt(0)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(entries.length - 1)
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = entries.length - 1
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        setFocusIndex((index) => (index >= last ? 0 : index + 1))
        return
      case 'ArrowUp':
        event.preventDefault()
        setFocusIndex((index) => (index <= 0 ? last : index - 1))
        return
      case 'Home':
        event.preventDefault()
        setFocusIndex(0)
        return
      case 'End':
        event.preventDefault()
        setFocusIndex(last)
        return
      case 'Escape':
        event.preventDefault()
        event.stopPropagation()
        closeMenu(true)
        return
      case 'Tab':
        setOpen(false)
        return
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.key === ' ')
          return
        const letter = event.key.toLocaleLowerCase()
        for (let step = 1; step <= entries.length; step++) {
          const index = (focusIndex + step) % entries.length
          if (entries[index]?.label.toLocaleLowerCase().startsWith(letter)) {
            event.preventDefault()
            setFocusIndex(index)
            return
          }
        }
      }
    }
  }

  return (
    <div ref={rootRef} className={cx('souk-account-menu', className)} data-open={open || undefined}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="souk-account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-busy={busy || undefined}
        onClick={() => (open ? closeMenu(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <Icon name="user" />
        <span className="souk-account-menu__label">{t('header.account')}</span>
        <Icon name="chevronDown" className="souk-account-menu__chevron" />
      </button>
      <div
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className="souk-account-menu__menu"
        data-souk-surface=""
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {entries.map((entry, index) => (
          <Fragment key={entry.key}>
            {entry.href ? (
              <a
                ref={(element) => {
                  itemRefs.current[index] = element
                }}
                role="menuitem"
                tabIndex={-1}
                className="souk-account-menu__item"
                href={entry.href}
                onClick={() => setOpen(false)}
              >
                {entry.label}
              </a>
            ) : (
              <button
                ref={(element) => {
                  itemRefs.current[index] = element
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="souk-account-menu__item"
                data-kind="logout"
                onClick={() => void logout()}
              >
                {entry.label}
              </button>
            )}
          </Fragment>
        ))}
      </div>
    </div>
  )
}
