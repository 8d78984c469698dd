import type { FooterCategory } from '@souk/core'
import { cx } from '@souk/core'
import { type KeyboardEvent, useId, useState } from 'react'
import { useLinks } from '../hooks/useLinks'
import { useSettings } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon'

/** Props of `CategoryTree`. */
export interface CategoryTreeProps {
  /** The categories with their children (`in_footer_child`, or the legacy `public_sub_categories`); default the shop's `common.categories`. */
  categories?: readonly FooterCategory[]
  /** `menu`: a navigation whose parents open and close (APG disclosure); `footer`: plain nested lists. */
  variant?: 'menu' | 'footer'
  /** Accessible name of the menu's navigation landmark; default the translated 'Categories'. */
  label?: string
  /** Extra class on the root. */
  className?: string
}

/** The children of a category: the footer children, else the legacy sub-categories. */
export function childrenOf(category: FooterCategory): FooterCategory[] {
  if (category.in_footer_child?.length) return category.in_footer_child
  return (category.public_sub_categories ?? []).map((sub) => ({
    id: sub.id,
    title: sub.title,
    slug: sub.slug,
    parent: category.id,
    in_footer_child: [],
  }))
}

/**
 * A category tree for footers and menus (spec §2.9): nested lists of categories linking to their listings
 * (`/all/{category}`, and `/all/{parent}/{child}` below). The menu variant is an APG disclosure navigation: each
 * parent is a button (`aria-expanded`) showing its list, which starts with a 'Browse …' link to the parent
 * itself; Escape inside an open list closes it and returns focus to its button.
 */
export function CategoryTree({ categories, variant = 'footer', label, className }: CategoryTreeProps) {
  const { t } = useT()
  const links = useLinks()
  const baseId = useId()
  const shopCategories = useSettings((state) => state.common?.categories)
  const list = categories ?? shopCategories ?? []
  const [expanded, setExpanded] = useState<Record<string, boolean>>({})

  const href = (category: FooterCategory, parent: FooterCategory | null) =>
    links.categoryListing({ slug: category.slug, parent_slug: parent?.slug })

  const renderFooter = (items: readonly FooterCategory[], parent: FooterCategory | null, depth: number) => (
    <ul className="souk-category-tree__list" data-depth={depth}>
      {items.map((category) => {
        const children = childrenOf(category)
        return (
          <li key={category.id} className="souk-category-tree__item">
            <a className="souk-category-tree__link" href={href(category, parent)}>
              {category.title}
            </a>
            {children.length > 0 ? renderFooter(children, category, depth + 1) : null}
          </li>
        )
      })}
    </ul>
  )

  const renderMenu = (
    items: readonly FooterCategory[],
    parent: FooterCategory | null,
    depth: number,
    id?: string,
  ) => (
    <ul
      id={id}
      className="souk-category-tree__list"
      data-depth={depth}
      hidden={parent !== null && !expanded[`${parent.id}`]}
    >
      {parent ? (
        <li className="souk-category-tree__item" data-browse="">
          <a className="souk-category-tree__link" href={href(parent, null)}>
            {t('categories.browse', { name: parent.title })}
          </a>
        </li>
      ) : null}
      {items.map((category) => {
        const children = childrenOf(category)
        const listId = `${baseId}c${category.id}`
        const open = Boolean(expanded[`${category.id}`])
        if (children.length === 0) {
          return (
            <li key={category.id} className="souk-category-tree__item">
              <a className="souk-category-tree__link" href={href(category, parent)}>
                {category.title}
              </a>
            </li>
          )
        }
        const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
          if (event.key !== 'Escape' || !open) return
          event.preventDefault()
          event.stopPropagation()
          setExpanded((state) => ({ ...state, [category.id]: false }))
          event.currentTarget.querySelector<HTMLButtonElement>(':scope > button')?.focus()
        }
        return (
          <li
            key={category.id}
            className="souk-category-tree__item"
            data-open={open || undefined}
            onKeyDown={onKeyDown}
          >
            <button
              type="button"
              className="souk-category-tree__toggle"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setExpanded((state) => ({ ...state, [category.id]: !open }))}
            >
              <span>{category.title}</span>
              <Icon name="chevronDown" className="souk-category-tree__chevron" />
            </button>
            {renderMenu(children, category, depth + 1, listId)}
          </li>
        )
      })}
    </ul>
  )

  if (list.length === 0) return null
  if (variant === 'menu') {
    return (
      <nav
        className={cx('souk-category-tree', className)}
        data-variant="menu"
        aria-label={label ?? t('header.categories')}
      >
        {renderMenu(list, null, 0)}
      </nav>
    )
  }
  return (
    <div className={cx('souk-category-tree', className)} data-variant="footer">
      {renderFooter(list, null, 0)}
    </div>
  )
}
