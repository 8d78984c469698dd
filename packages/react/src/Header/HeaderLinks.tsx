import type { HeaderLink } from '@souk/core'
import { cx } from '@souk/core'
import { useLinks } from '../hooks/useLinks'
import { useSettings } from '../hooks/useStores'

/** Props of `HeaderLinks`. */
export interface HeaderLinksProps {
  /** Which of the shop's configurable lists (`common.header_links`) to show. */
  side: 'left' | 'right'
  /** The links to show instead of the shop's. */
  links?: readonly HeaderLink[]
  /** Extra class on the list. */
  className?: string
}

/** A configurable list of header links (spec §2.6.2); storefront paths get the language prefix. */
export function HeaderLinks({ side, links, className }: HeaderLinksProps) {
  const { localize } = useLinks()
  const shopLinks = useSettings((state) => state.common?.header_links?.[side])
  const list = links ?? shopLinks ?? []
  if (list.length === 0) return null
  return (
    <ul className={cx('souk-header-links', className)} data-side={side}>
      {list.map((link) => (
        <li key={link.id}>
          <a className="souk-header-links__link" href={localize(link.url)}>
            {link.title}
          </a>
        </li>
      ))}
    </ul>
  )
}
