import type { CatalogueEntry, Paginator } from '@souk/core'
import { Breadcrumb, EmptyState, Image, Pagination, useLinks, useT } from '@souk/react'
import { useLocation } from 'react-router'

/** Props of `CatalogueIndex`. */
export interface CatalogueIndexProps {
  /** The page heading (also the breadcrumb's last item). */
  title: string
  /** One page of entries (25 a page). */
  entries: Paginator<CatalogueEntry>
  /** The listing of one entry. */
  hrefOf: (entry: CatalogueEntry) => string
  /** The empty-state heading. */
  emptyTitle: string
}

/** Every public category or brand, as image links to their listings, with real page links. */
export function CatalogueIndex({ title, entries, hrefOf, emptyTitle }: CatalogueIndexProps) {
  const { t } = useT()
  const links = useLinks()
  const location = useLocation()
  return (
    <div className="store-page">
      <Breadcrumb items={[{ label: t('common.home'), href: links.localize('/') }, { label: title }]} />
      <h1>{title}</h1>
      {entries.data.length ? (
        <ul className="store-tiles" aria-label={title}>
          {entries.data.map((entry, index) => (
            <li key={entry.id}>
              <a className="store-tiles__link" href={hrefOf(entry)}>
                <Image src={entry.image} thumb alt="" width={160} height={160} priority={index < 6} />
                <span>{entry.title}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={emptyTitle} />
      )}
      <Pagination
        paginator={entries}
        hrefForPage={(page) => (page === 1 ? location.pathname : `${location.pathname}?page=${page}`)}
      />
    </div>
  )
}
