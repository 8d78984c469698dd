/** Laravel's length-aware paginator (contract 1.6). */
import type { Paginator, PaginatorLink } from '@souk/core'

/** Where the paginator's links point. */
export interface PageLocation {
  /** The absolute URL of the listing without a query. */
  path: string
  /** Other query parameters the links keep (not `page`). */
  query?: Record<string, string>
}

function pageUrl(location: PageLocation, page: number): string {
  const params = new URLSearchParams(location.query)
  params.delete('page')
  params.set('page', String(page))
  return `${location.path}?${params.toString()}`
}

function pageNumbers(current: number, last: number): (number | '...')[] {
  if (last <= 13) return Array.from({ length: last }, (_, index) => index + 1)
  const window = new Set<number>([1, 2, last - 1, last])
  for (let page = current - 3; page <= current + 3; page++) if (page >= 1 && page <= last) window.add(page)
  const sorted = [...window].sort((a, b) => a - b)
  const numbers: (number | '...')[] = []
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1]
    if (previous !== undefined && page - previous > 1) numbers.push('...')
    numbers.push(page)
  })
  return numbers
}

/** Builds the paginator of one page of rows. */
export function paginate<T>(
  rows: T[],
  total: number,
  page: number,
  perPage: number,
  location: PageLocation,
): Paginator<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const from = rows.length > 0 ? (page - 1) * perPage + 1 : null
  const to = from === null ? null : from + rows.length - 1
  const prev = page > 1 ? pageUrl(location, page - 1) : null
  const next = page < lastPage ? pageUrl(location, page + 1) : null
  const links: PaginatorLink[] = [
    { url: prev, label: '&laquo; Previous', active: false },
    ...pageNumbers(page, lastPage).map((number) =>
      number === '...'
        ? { url: null, label: '...', active: false }
        : { url: pageUrl(location, number), label: String(number), active: number === page },
    ),
    { url: next, label: 'Next &raquo;', active: false },
  ]
  return {
    current_page: page,
    data: rows,
    first_page_url: pageUrl(location, 1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(location, lastPage),
    links,
    next_page_url: next,
    path: location.path,
    per_page: perPage,
    prev_page_url: prev,
    to,
    total,
  }
}
