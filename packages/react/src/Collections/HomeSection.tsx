import { cx } from '@souk/core'
import { type ReactNode, useId } from 'react'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'
import { SectionError } from './SectionError'

/** A 'see all' link of a home section. */
export interface HomeSectionLink {
  /** Where it goes (already language-prefixed, from `useLinks()`). */
  href: string
  /** Its text; default the translated 'See all'. */
  label?: ReactNode
}

/** Props of `HomeSection`. */
export interface HomeSectionProps {
  /** The heading of the section, which also names it. */
  title: ReactNode
  /** Level of the heading in the page outline. */
  headingLevel?: 2 | 3 | 4
  /** Hides the heading visually (it still names the section). */
  hideTitle?: boolean
  /** A 'see all' link beside the heading; described by the heading, so each one is told apart. */
  link?: HomeSectionLink
  /** Extra content beside the heading (e.g. a countdown). */
  aside?: ReactNode
  /** The data is loading: `placeholder` is shown instead of the content. */
  loading?: boolean
  /** Shown while loading (e.g. a `Shimmer`). */
  placeholder?: ReactNode
  /** A failure message: shown instead of the content, announced, with a retry button when `onRetry` is given. */
  error?: ReactNode
  /** Called by the retry button of the error state. */
  onRetry?: () => void
  /** The content of the section. */
  children?: ReactNode
  /** Extra class on the root. */
  className?: string
}

/**
 * The frame of a home-page section: a `section` named by its heading, an optional 'see all' link and aside,
 * and the loading and error states every section shares. Used by the home sections; hosts may use it too.
 */
export function HomeSection({
  title,
  headingLevel = 2,
  hideTitle = false,
  link,
  aside,
  loading = false,
  placeholder,
  error,
  onRetry,
  children,
  className,
}: HomeSectionProps) {
  const { t } = useT()
  const headingId = `${useId()}heading`
  const Heading = `h${headingLevel}` as const
  const failed = error !== undefined && error !== null && error !== false
  return (
    <section
      className={cx('souk-home-section', className)}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
    >
      <div className="souk-home-section__header" data-hidden-title={hideTitle || undefined}>
        <Heading id={headingId} className={hideTitle ? 'souk-visually-hidden' : 'souk-home-section__title'}>
          {title}
        </Heading>
        {aside ? <div className="souk-home-section__aside">{aside}</div> : null}
        {link && !failed ? (
          <a className="souk-home-section__link" href={link.href} aria-describedby={headingId}>
            {link.label ?? t('common.seeAll')}
            <Icon name="chevronEnd" size="1em" />
          </a>
        ) : null}
      </div>
      {failed ? (
        <SectionError error={error} onRetry={onRetry} headingLevel={headingLevel} />
      ) : loading ? (
        placeholder
      ) : (
        children
      )}
    </section>
  )
}
