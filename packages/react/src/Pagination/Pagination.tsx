import type { Paginator } from '@souk/core'
import { cx } from '@souk/core'
import type { MouseEvent, ReactNode } from 'react'
import { useT } from '../hooks/useT'
import { usePart } from '../parts'

/** One slot of a page range: a page number or a gap ('…'). */
export type PageSlot = number | 'gap'

/**
 * The pages to show around `current` out of `last`: always the first and the last, `siblings` pages on each
 * side of the current one, and gaps for the rest. The number of slots stays the same (2 × siblings + 5) while
 * moving through a long range, so the control does not jump around.
 */
export function pageRange(current: number, last: number, siblings = 1): PageSlot[] {
  const total = Math.max(1, Math.floor(last))
  const page = Math.min(Math.max(1, Math.floor(current)), total)
  const slots = 2 * siblings + 5
  const span = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, offset) => from + offset)
  if (total <= slots) return span(1, total)
  const start = Math.max(page - siblings, 1)
  const end = Math.min(page + siblings, total)
  const gapBefore = start > 3
  const gapAfter = end < total - 2
  if (!gapBefore) return [...span(1, 3 + 2 * siblings), 'gap', total]
  if (!gapAfter) return [1, 'gap', ...span(total - 2 - 2 * siblings, total)]
  return [1, 'gap', ...span(start, end), 'gap', total]
}

/** Props of `Pagination`. */
export interface PaginationProps {
  /** The page state, straight from an API paginator (`current_page`, `last_page`). */
  paginator: Pick<Paginator<unknown>, 'current_page' | 'last_page'>
  /** Called with the page the shopper picks (link presses without modifier keys are handled here, not by the browser). */
  onPageChange?: (page: number) => void
  /** Builds a real link per page (server-rendered lists and crawlers follow them); without it pages are buttons. */
  hrefForPage?: (page: number) => string
  /** Pages shown on each side of the current page. */
  siblings?: number
  /** Accessible name of the navigation; default the translated 'Pagination'. */
  label?: string
  /** Extra class on the root. */
  className?: string
}

/**
 * Page navigation: a `nav` landmark named 'Pagination' with a list of previous, page and next controls; the
 * current page has `aria-current="page"` and each page is named 'Page n of N'. Real links when `hrefForPage`
 * is given (SSR-friendly; `onPageChange` then takes over plain clicks), buttons otherwise. Long ranges show
 * gaps. Renders nothing with a single page.
 */
export function Pagination({
  paginator,
  onPageChange,
  hrefForPage,
  siblings = 1,
  label,
  className,
}: PaginationProps) {
  const { t } = useT()
  const part = usePart('pagination')
  const last = Math.max(1, Math.floor(Number(paginator.last_page) || 1))
  const current = Math.min(Math.max(1, Math.floor(Number(paginator.current_page) || 1)), last)
  if (last <= 1) return null

  const control = (
    page: number,
    content: ReactNode,
    extra: { name?: string; className: string; current?: boolean },
  ) => {
    const disabled = page < 1 || page > last
    const common = {
      className: extra.className,
      'aria-label': extra.name,
      'aria-current': extra.current ? ('page' as const) : undefined,
    }
    if (hrefForPage) {
      if (disabled) {
        return (
          // A disabled link: no href (not focusable), marked disabled for assistive technologies.
          <a {...common} role="link" aria-disabled="true">
            {content}
          </a>
        )
      }
      const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
        if (!onPageChange || event.defaultPrevented || event.button !== 0) return
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        onPageChange(page)
      }
      return (
        <a {...common} href={hrefForPage(page)} onClick={onClick}>
          {content}
        </a>
      )
    }
    return (
      <button
        {...common}
        type="button"
        disabled={disabled}
        onClick={() => {
          if (!extra.current) onPageChange?.(page)
        }}
      >
        {content}
      </button>
    )
  }

  return (
    <nav
      className={cx('souk-pagination', className)}
      part={part()}
      aria-label={label ?? t('a11y.pagination')}
    >
      <ul className="souk-pagination__list">
        <li className="souk-pagination__item">
          {control(
            current - 1,
            <>
              <Chevron back />
              <span className="souk-pagination__text">{t('common.previous')}</span>
            </>,
            { className: 'souk-pagination__link souk-pagination__previous' },
          )}
        </li>
        {pageRange(current, last, siblings).map((slot, position) =>
          slot === 'gap' ? (
            <li
              key={position === 1 ? 'gap-start' : 'gap-end'}
              className="souk-pagination__item souk-pagination__gap"
              aria-hidden="true"
            >
              …
            </li>
          ) : (
            <li key={slot} className="souk-pagination__item">
              {control(slot, slot, {
                name: t('common.pageOf', { page: slot, total: last }),
                className: 'souk-pagination__link souk-pagination__page',
                current: slot === current,
              })}
            </li>
          ),
        )}
        <li className="souk-pagination__item">
          {control(
            current + 1,
            <>
              <span className="souk-pagination__text">{t('common.next')}</span>
              <Chevron />
            </>,
            { className: 'souk-pagination__link souk-pagination__next' },
          )}
        </li>
      </ul>
    </nav>
  )
}

function Chevron({ back = false }: { back?: boolean }) {
  return (
    <svg
      className="souk-flip-rtl"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={back ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        stroke="currentColor"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
