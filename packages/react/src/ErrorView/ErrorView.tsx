import { cx, routes } from '@souk/core'
import { Button } from '../Button'
import { useLinks } from '../hooks/useLinks'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon'

/** Props of `ErrorView`. */
export interface ErrorViewProps {
  /** The status code of the error (shown as 'Error 404'); default 500. */
  statusCode?: number
  /** The error's message; default the translated 'Something went wrong'. */
  message?: string | null
  /** `full`: the error page; `minimal`: only a text and a home link, for when the error page itself fails. */
  variant?: 'full' | 'minimal'
  /** Called by the reload button; default: reloads the page. */
  onReload?: () => void
  /** Where 'Go to home page' goes; default the home page in the current language. */
  homeHref?: string
  /** Level of the 'Sorry' heading (default 1: the page's heading). */
  headingLevel?: 1 | 2
  /** Extra class on the root. */
  className?: string
}

// A placeholder that no translation contains, to put the home link inside the translated sentence.
const SLOT = '\u2063HOME\u2063'

/**
 * The error page (spec §2.6.4, §8): a 'Sorry' heading, the status code, the message (default 'Something went
 * wrong'), and reload and go-home actions. The minimal variant is the fallback when the error page itself fails:
 * one sentence with a link home.
 */
export function ErrorView({
  statusCode = 500,
  message,
  variant = 'full',
  onReload,
  homeHref,
  headingLevel = 1,
  className,
}: ErrorViewProps) {
  const { t } = useT()
  const links = useLinks()
  const home = homeHref ?? links.localize(routes.home)
  const classes = cx('souk-error-view', className)

  if (variant === 'minimal') {
    const [before = '', after = ''] = t('errors.errorPageFailed', { home: SLOT }).split(SLOT)
    return (
      <div className={classes} data-variant="minimal">
        <p className="souk-error-view__message">
          {before}
          <a href={home}>{t('errors.homeLink')}</a>
          {after}
        </p>
      </div>
    )
  }

  const Heading = `h${headingLevel}` as const
  const reload = () => {
    if (onReload) onReload()
    else window.location.reload()
  }
  return (
    <div className={classes} data-variant="full">
      <Icon name="alert" size={48} className="souk-error-view__icon" />
      <Heading className="souk-error-view__title">{t('errors.sorry')}</Heading>
      <p className="souk-error-view__code">{t('errors.statusCode', { code: statusCode })}</p>
      <p className="souk-error-view__message">{message || t('errors.somethingWentWrong')}</p>
      <div className="souk-error-view__actions">
        <Button icon={<Icon name="refresh" />} onClick={reload}>
          {t('errors.reload')}
        </Button>
        <a className="souk-button" data-variant="secondary" data-size="md" href={home}>
          <span className="souk-button__label">{t('errors.goHome')}</span>
        </a>
      </div>
    </div>
  )
}
