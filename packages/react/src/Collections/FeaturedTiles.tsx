import { cx } from '@souk/core'
import type { ReactNode } from 'react'
import { Image } from '../Image/Image'
import { Shimmer } from '../Shimmer/Shimmer'
import { HomeSection } from './HomeSection'

/** One tile: a picture linking to a listing, with an optional caption. */
export interface FeaturedTile {
  id: number | string
  href: string
  image: string | null | undefined
  /** The picture's text alternative ('' when the caption names the link). */
  alt: string
  /** A caption under the picture. */
  caption?: string
}

/** Props of `FeaturedTiles`. */
export interface FeaturedTilesProps {
  /** The BEM block of the section (`souk-featured-brands`): the class of the root and, with `__`, of its parts. */
  block: string
  /** The tiles, already cut to the section's size. */
  tiles: readonly FeaturedTile[]
  title: ReactNode
  headingLevel: 2 | 3 | 4
  /** The 'see all' link, if any. */
  allHref?: string | undefined
  /** How many placeholders show while loading. */
  placeholders: number
  /** The picture: its element name in the block (`logo`, `image`), size and whether it is a thumbnail. */
  picture: { part: string; width: number; height: number; thumb?: boolean }
  loading: boolean
  error?: ReactNode
  onRetry?: (() => void) | undefined
  className?: string | undefined
}

/**
 * A home section of picture tiles linking to listings (featured brands, featured categories): nothing when
 * there is nothing to show, placeholders while loading, the error state on failure.
 */
export function FeaturedTiles({
  block,
  tiles,
  title,
  headingLevel,
  allHref,
  placeholders,
  picture,
  loading,
  error,
  onRetry,
  className,
}: FeaturedTilesProps) {
  if (!loading && !error && tiles.length === 0) return null
  return (
    <HomeSection
      className={cx(block, className)}
      title={title}
      headingLevel={headingLevel}
      link={allHref ? { href: allHref } : undefined}
      loading={loading}
      placeholder={<Shimmer variant="block" count={placeholders} className={`${block}__shimmer`} />}
      error={error}
      onRetry={onRetry}
    >
      <ul className={`${block}__list`}>
        {tiles.map((tile) => (
          <li key={tile.id} className={`${block}__item`}>
            <a className={`${block}__link`} href={tile.href}>
              <Image
                className={`${block}__${picture.part}`}
                src={tile.image}
                alt={tile.alt}
                width={picture.width}
                height={picture.height}
                thumb={picture.thumb}
              />
              {tile.caption === undefined ? null : <span className={`${block}__title`}>{tile.caption}</span>}
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
