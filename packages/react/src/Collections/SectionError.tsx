import type { ReactNode } from 'react'
import { EmptyState } from '../EmptyState/EmptyState'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'

/** Props of `SectionError`. */
export interface SectionErrorProps {
  /** The failure message (e.g. core's `errorText(error, t)`); `true` shows only the generic heading. */
  error: ReactNode
  /** Called by the retry button; without it there is no button. */
  onRetry?: () => void
  /** Level of the surrounding section's heading: the error heading sits one below it. */
  headingLevel?: 1 | 2 | 3 | 4
}

/** The error state of a home or listing block: an announced 'Something went wrong', the message and a retry button. */
export function SectionError({ error, onRetry, headingLevel = 2 }: SectionErrorProps) {
  const { t } = useT()
  const level = Math.min(4, headingLevel + 1) as 2 | 3 | 4
  return (
    <div className="souk-section-error" role="alert">
      <EmptyState
        icon={<Icon name="alert" />}
        title={t('errors.somethingWentWrong')}
        headingLevel={level}
        text={typeof error === 'boolean' ? undefined : error}
        action={onRetry ? { label: t('common.retry'), onClick: onRetry } : undefined}
      />
    </div>
  )
}
