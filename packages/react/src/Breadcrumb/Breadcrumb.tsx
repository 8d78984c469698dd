import { cx } from '@souk/core'
import type { ReactNode } from 'react'
import { useT } from '../hooks/useT'

/** One step of a breadcrumb trail. */
export interface BreadcrumbItem {
  /** The visible text. */
  label: ReactNode
  /** Where it leads; the last item (the current page) may leave it out. */
  href?: string
}

/** What a custom link renderer receives (e.g. to render a router link). */
export interface BreadcrumbLinkProps {
  /** The link target. */
  href: string
  /** The item's text. */
  children: ReactNode
  /** The class of breadcrumb links. */
  className: string
  /** 'page' on the current page's link. */
  'aria-current'?: 'page'
}

/** Props of `Breadcrumb`. */
export interface BreadcrumbProps {
  /** The trail from the home page to the current page (the last item). */
  items: readonly BreadcrumbItem[]
  /** Accessible name of the navigation; default the translated 'Breadcrumb'. */
  label?: string
  /** Renders a link (default a plain `<a>`): pass your router's link. */
  renderLink?: (props: BreadcrumbLinkProps) => ReactNode
  /** Extra class on the root. */
  className?: string
}

/**
 * A breadcrumb trail following the APG breadcrumb pattern: a `nav` landmark named 'Breadcrumb' holding an
 * ordered list of links, the last one (the current page) marked `aria-current="page"`. Separators are drawn by
 * CSS (not read aloud) and point the other way in right-to-left languages.
 */
export function Breadcrumb({ items, label, renderLink, className }: BreadcrumbProps) {
  const { t } = useT()
  if (items.length === 0) return null
  const link = renderLink ?? ((props: BreadcrumbLinkProps) => <a {...props} />)
  return (
    <nav className={cx('souk-breadcrumb', className)} aria-label={label ?? t('a11y.breadcrumb')}>
      <ol className="souk-breadcrumb__list">
        {items.map((item, index) => {
          const current = index === items.length - 1
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a trail's steps are positional.
            <li key={index} className="souk-breadcrumb__item">
              {item.href ? (
                link({
                  href: item.href,
                  children: item.label,
                  className: 'souk-breadcrumb__link',
                  'aria-current': current ? 'page' : undefined,
                })
              ) : (
                <span className="souk-breadcrumb__text" aria-current={current ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
