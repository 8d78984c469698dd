import { cx, routes } from '@souk/core'
import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { useLinks } from '../hooks/useLinks'
import { useCart } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon'
import { usePart } from '../parts'

/** Props of `CartButton`. */
export interface CartButtonProps {
  /** Where the button goes; default the cart page in the current language. */
  href?: string
  /** Called on a press (e.g. to open a cart drawer instead: call `event.preventDefault()`). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
  /** Extra class on the root. */
  className?: string
}

/**
 * The header's cart button (spec §2.6.2): a link to the cart with the item count in a badge, named
 * '3 items in cart' (plural-aware). A change of the count is announced in a polite live region.
 */
export function CartButton({ href, onClick, className }: CartButtonProps) {
  const { t } = useT()
  const links = useLinks()
  const part = usePart('cart-button')
  const count = useCart((state) => state.count)
  const [announcement, setAnnouncement] = useState('')
  const previous = useRef(count)

  useEffect(() => {
    if (previous.current === count) return
    previous.current = count
    setAnnouncement(t('a11y.cartCount', { count }))
  }, [count, t])

  return (
    <span className={cx('souk-cart-button', className)} part={part()}>
      <a
        className="souk-cart-button__link"
        part={part('link')}
        href={href ?? links.localize(routes.cart)}
        onClick={onClick}
      >
        <Icon name="cart" size={24} />
        {/* The badge is for the eyes; the name says the same in a sentence (and the full count past 99). */}
        <span className="souk-cart-button__badge" part={part('badge')} data-count={count} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
        <span className="souk-visually-hidden">{t('a11y.cartCount', { count })}</span>
      </a>
      <span className="souk-visually-hidden" role="status">
        {announcement}
      </span>
    </span>
  )
}
