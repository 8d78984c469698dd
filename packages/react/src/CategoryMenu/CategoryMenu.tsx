import type { FooterCategory } from '@souk/core'
import { cx, routes } from '@souk/core'
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { CategoryTree, childrenOf } from '../CategoryTree/CategoryTree'
import { Dialog } from '../Dialog'
import { useLinks } from '../hooks/useLinks'
import { useSettings } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon'

/** Props of `CategoryMenu`. */
export interface CategoryMenuProps {
  /** The category tree; default the shop's `common.categories` (server-rendered with the page). */
  categories?: readonly FooterCategory[]
  /** Extra class on the root. */
  className?: string
}

/**
 * The header's category menu on wide screens (spec §2.6.2, §2.9): an APG disclosure navigation. Each top
 * category with children is a button (`aria-expanded`, `aria-controls`) opening a panel of its sub-categories
 * as links (the first one, 'Browse …', goes to the category itself); a category without children is a plain
 * link. One panel is open at a time; Escape closes it and returns focus to its button; focus or a press leaving
 * the menu closes it. Tab order is the document's. Every link comes from the link builder, so the whole tree is
 * in the server's HTML. On phones the same tree is in `CategoryDrawer`.
 */
export function CategoryMenu({ categories, className }: CategoryMenuProps) {
  const { t } = useT()
  const links = useLinks()
  const baseId = useId()
  const shopCategories = useSettings((state) => state.common?.categories)
  const list = categories ?? shopCategories ?? []
  const [openId, setOpenId] = useState<number | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const fit = useFittingCount(listRef, list.length)

  // A press outside the menu closes the open panel.
  useEffect(() => {
    if (openId === null) return
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openId])

  if (list.length === 0) return null

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openId === null) return
    event.preventDefault()
    event.stopPropagation()
    const button = navRef.current?.querySelector<HTMLButtonElement>(`[data-category="${openId}"]`)
    setOpenId(null)
    button?.focus()
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null)
  }

  return (
    <nav
      ref={navRef}
      className={cx('souk-category-menu', className)}
      aria-label={t('header.categories')}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <ul ref={listRef} className="souk-category-menu__list" data-fit={fit ?? undefined}>
        {list.slice(0, fit ?? list.length).map((category) => {
          const children = childrenOf(category)
          if (children.length === 0) {
            return (
              <li key={category.id} className="souk-category-menu__item">
                <a className="souk-category-menu__top" href={links.category(category.slug)}>
                  {category.title}
                </a>
              </li>
            )
          }
          const panelId = `${baseId}p${category.id}`
          const open = openId === category.id
          return (
            <li key={category.id} className="souk-category-menu__item" data-open={open || undefined}>
              <button
                type="button"
                className="souk-category-menu__top"
                aria-expanded={open}
                aria-controls={panelId}
                data-category={category.id}
                onClick={() => setOpenId(open ? null : category.id)}
              >
                <span>{category.title}</span>
                <Icon name="chevronDown" className="souk-category-menu__chevron" />
              </button>
              <div id={panelId} className="souk-category-menu__panel" hidden={!open}>
                <ul className="souk-category-menu__links">
                  <li>
                    <a
                      className="souk-category-menu__link"
                      data-browse=""
                      href={links.category(category.slug)}
                    >
                      {t('categories.browse', { name: category.title })}
                    </a>
                  </li>
                  {children.map((child) => (
                    <SubCategoryLink key={child.id} href={links.subCategory(category.slug, child.slug)}>
                      {child.title}
                    </SubCategoryLink>
                  ))}
                </ul>
              </div>
            </li>
          )
        })}
        {fit !== null && fit < list.length ? (
          <li className="souk-category-menu__item" data-more="" data-open={openId === MORE || undefined}>
            <button
              type="button"
              className="souk-category-menu__top"
              aria-expanded={openId === MORE}
              aria-controls={`${baseId}more`}
              data-category={MORE}
              onClick={() => setOpenId(openId === MORE ? null : MORE)}
            >
              <span>{t('header.moreCategories')}</span>
              <Icon name="chevronDown" className="souk-category-menu__chevron" />
            </button>
            <div id={`${baseId}more`} className="souk-category-menu__panel" hidden={openId !== MORE}>
              <ul className="souk-category-menu__links">
                {list.slice(fit).map((category) => (
                  <li key={category.id}>
                    <a
                      className="souk-category-menu__link"
                      data-browse=""
                      href={links.category(category.slug)}
                    >
                      {category.title}
                    </a>
                    {childrenOf(category).length > 0 ? (
                      <ul className="souk-category-menu__links" data-nested="">
                        {childrenOf(category).map((child) => (
                          <SubCategoryLink key={child.id} href={links.subCategory(category.slug, child.slug)}>
                            {child.title}
                          </SubCategoryLink>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ) : null}
        <li className="souk-category-menu__item" data-all="">
          <a className="souk-category-menu__top" href={links.localize(routes.categories)}>
            {t('header.allCategories')}
          </a>
        </li>
      </ul>
    </nav>
  )
}

/** The `openId` of the 'More' disclosure (no category has it). */
const MORE = -1

/** Room kept for the 'More' button before it was ever drawn (its measured width replaces it). */
const MORE_ESTIMATE = 140

/**
 * How many top categories fit on the bar's one line, with 'All categories' and, when some do not, the 'More'
 * disclosure holding the rest: null on the server and until the browser measured (every category is then in the
 * list, which CSS keeps to one line), again on each resize of the bar. The widths are read while every item is
 * drawn, and kept for later resizes.
 */
function useFittingCount(listRef: { current: HTMLUListElement | null }, count: number): number | null {
  const [fit, setFit] = useState<number | null>(null)
  const widths = useRef<number[] | null>(null)
  const moreWidth = useRef(MORE_ESTIMATE)
  useEffect(() => {
    const list = listRef.current
    if (!list || typeof ResizeObserver === 'undefined') return
    const compute = () => {
      const items = [...list.children] as HTMLElement[]
      const more = items.find((item) => item.hasAttribute('data-more'))
      if (more) moreWidth.current = more.offsetWidth
      if (!widths.current || widths.current.length !== count) {
        // Measured only while every category is in the list.
        if (
          items.filter((item) => !item.hasAttribute('data-all') && !item.hasAttribute('data-more')).length !==
          count
        ) {
          return
        }
        widths.current = items.slice(0, count).map((item) => item.offsetWidth)
      }
      const style = getComputedStyle(list)
      const gap = Number.parseFloat(style.columnGap) || 0
      const room =
        list.clientWidth -
        (Number.parseFloat(style.paddingInlineStart) || 0) -
        (Number.parseFloat(style.paddingInlineEnd) || 0)
      const all = items.find((item) => item.hasAttribute('data-all'))?.offsetWidth ?? 0
      const sizes = widths.current
      const total = sizes.reduce((sum, width) => sum + width + gap, 0) + all
      if (total <= room) {
        setFit(count)
        return
      }
      let used = all + gap + moreWidth.current
      let fitting = 0
      for (const width of sizes) {
        if (used + width + gap > room) break
        used += width + gap
        fitting += 1
      }
      setFit(fitting)
    }
    compute()
    const observer = new ResizeObserver(() => compute())
    observer.observe(list)
    return () => observer.disconnect()
  }, [listRef, count])
  return fit
}

/** Props of `CategoryDrawer`. */
export interface CategoryDrawerProps {
  /** The category tree; default the shop's `common.categories`. */
  categories?: readonly FooterCategory[]
  /** More of the header in the drawer, after the categories (the phone header's utility links). */
  children?: ReactNode
  /** Extra class on the opening button. */
  className?: string
}

/**
 * The phone header's menu: a button opening a drawer (a modal dialog at the inline start) with the category tree
 * as a disclosure navigation, a link to all categories, and what the header moves here on phones (`children`:
 * language, track order, seller and account links). Focus moves in on opening and returns to the button.
 */
export function CategoryDrawer({ categories, children, className }: CategoryDrawerProps) {
  const { t } = useT()
  const links = useLinks()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={cx('souk-category-drawer__button', className)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
        <span className="souk-visually-hidden">{t('header.menu')}</span>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('header.menu')}
        className="souk-category-drawer"
      >
        <CategoryTree variant="menu" categories={categories} />
        <p className="souk-category-drawer__all">
          <a className="souk-category-tree__link" href={links.localize(routes.categories)}>
            {t('header.allCategories')}
          </a>
        </p>
        {children ? <div className="souk-category-drawer__more">{children}</div> : null}
      </Dialog>
    </>
  )
}

/** A sub-category's entry in a panel (a category's own, or the "More" panel's). */
function SubCategoryLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <a className="souk-category-menu__link" href={href}>
        {children}
      </a>
    </li>
  )
}
