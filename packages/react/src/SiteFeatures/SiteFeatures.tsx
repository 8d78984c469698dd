import { cx, PUBLIC_STATUS, type SiteFeature } from '@souk/core'
import type { ReactNode } from 'react'
import { HomeSection } from '../Collections/HomeSection'
import { useT } from '../hooks/useT'
import { Image } from '../Image/Image'
import { Shimmer } from '../Shimmer/Shimmer'

/** Props of `SiteFeatures`. */
export interface SiteFeaturesProps {
  /** The home page's `site_features`; only public ones are shown. */
  features: readonly SiteFeature[]
  /** The heading (visually hidden unless `showTitle`); default the translated 'Why shop with us'. */
  title?: ReactNode
  /** Shows the heading. */
  showTitle?: boolean
  /** Level of the heading. */
  headingLevel?: 2 | 3 | 4
  /** The home data is loading: placeholders are shown. */
  loading?: boolean
  /** A failure message, shown instead of the features. */
  error?: ReactNode
  /** Called by the retry button of the error state. */
  onRetry?: () => void
  /** Extra class on the root. */
  className?: string
}

/**
 * The shop's selling points in a responsive row: each an icon and its translated `detail`. The detail is HTML
 * written by the shop's staff in the back office (trusted shop content, as the contract sends it); it is
 * rendered inside its own container only, never into the page around it.
 */
export function SiteFeatures({
  features,
  title,
  showTitle = false,
  headingLevel = 2,
  loading = false,
  error,
  onRetry,
  className,
}: SiteFeaturesProps) {
  const { t } = useT()
  const shown = features.filter((feature) => Number(feature.status) === PUBLIC_STATUS)
  if (!loading && !error && shown.length === 0) return null
  return (
    <HomeSection
      className={cx('souk-site-features', className)}
      title={title ?? t('home.features')}
      hideTitle={!showTitle}
      headingLevel={headingLevel}
      loading={loading}
      placeholder={<Shimmer variant="block" count={4} className="souk-site-features__shimmer" />}
      error={error}
      onRetry={onRetry}
    >
      <ul className="souk-site-features__list">
        {shown.map((feature) => (
          <li key={feature.id} className="souk-site-features__item">
            <Image className="souk-site-features__icon" src={feature.image} alt="" width={48} height={48} />
            <div
              className="souk-site-features__detail"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own translated HTML (contract 4.2), kept inside this container.
              dangerouslySetInnerHTML={{ __html: feature.detail }}
            />
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
