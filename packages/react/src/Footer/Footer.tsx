import { cx, type FooterImageLink, isExternalUrl, LOGO_SIZE, routes } from '@souk/core'
import type { ReactNode } from 'react'
import { CategoryTree } from '../CategoryTree'
import { useShopLinks } from '../hooks/useLinks'
import { useSettings } from '../hooks/useStores'
import { useT } from '../hooks/useT'
import { Image } from '../Image'
import { NewsletterForm } from '../NewsletterForm'

/** Props of `Footer`. */
export interface FooterProps {
  /** The year of the copyright line; default the current year. */
  year?: number
  /** Shows the newsletter block (default true). */
  showNewsletter?: boolean
  /** Extra class on the root. */
  className?: string
}

/**
 * The storefront footer (spec §2.6.3): the newsletter block, the footer category tree, the services and about
 * page lists, social links (opening in a new tab), the footer logo, payment icons and the copyright line with
 * the year and the shop's `copyright_text`.
 */
export function Footer({ year, showNewsletter = true, className }: FooterProps) {
  const { t } = useT()
  const links = useShopLinks()
  const common = useSettings((state) => state.common)
  const siteName = common?.site_setting.site_name || t('common.home')
  const copyrightYear = year ?? new Date().getFullYear()
  const categories = common?.categories ?? []
  const services = common?.services ?? []
  const about = common?.about ?? []
  const social = common?.social ?? []
  const payment = common?.payment ?? []

  const newTab = (link: FooterImageLink, children: ReactNode) => (
    <a className="souk-footer__link" href={link.link} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="souk-visually-hidden"> {t('a11y.opensInNewTab')}</span>
    </a>
  )

  return (
    <footer className={cx('souk-footer', className)}>
      {showNewsletter ? (
        <div className="souk-footer__newsletter">
          <NewsletterForm headingLevel={2} />
        </div>
      ) : null}
      <div className="souk-footer__columns">
        {categories.length > 0 ? (
          <div className="souk-footer__column">
            <h2 className="souk-footer__heading">{t('footer.categories')}</h2>
            <CategoryTree variant="footer" categories={categories} />
          </div>
        ) : null}
        {services.length > 0 ? (
          <div className="souk-footer__column">
            <h2 className="souk-footer__heading">{t('footer.services')}</h2>
            <ul className="souk-footer__list">
              {services.map((page) => (
                <li key={page.id}>
                  <a className="souk-footer__link" href={links.page(page.slug)}>
                    {page.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {about.length > 0 ? (
          <div className="souk-footer__column">
            <h2 className="souk-footer__heading">{t('footer.about')}</h2>
            <ul className="souk-footer__list">
              {about.map((page) => (
                <li key={page.id}>
                  <a className="souk-footer__link" href={links.page(page.slug)}>
                    {page.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {social.length > 0 ? (
          <div className="souk-footer__column">
            <h2 className="souk-footer__heading">{t('footer.followUs')}</h2>
            <ul className="souk-footer__list" data-kind="social">
              {social.map((link) => (
                <li key={link.id}>
                  {newTab(
                    link,
                    <>
                      {link.image ? (
                        <Image
                          className="souk-footer__social-icon"
                          src={link.image}
                          alt=""
                          width={24}
                          height={24}
                        />
                      ) : null}
                      <span>{link.title}</span>
                    </>,
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="souk-footer__bottom">
        <a className="souk-footer__logo" href={links.localize(routes.home)}>
          <Image
            src={common?.site_setting.footer_logo}
            alt={siteName}
            width={LOGO_SIZE.width}
            height={LOGO_SIZE.height}
          />
        </a>
        {payment.length > 0 ? (
          <div className="souk-footer__payment">
            <h2 className="souk-footer__payment-title">{t('footer.paymentMethods')}</h2>
            <ul className="souk-footer__payment-list">
              {payment.map((link) => {
                const icon = (
                  <Image
                    className="souk-footer__payment-icon"
                    src={link.image}
                    alt={link.title}
                    width={48}
                    height={30}
                  />
                )
                return <li key={link.id}>{isExternalUrl(link.link) ? newTab(link, icon) : icon}</li>
              })}
            </ul>
          </div>
        ) : null}
        <p className="souk-footer__copyright">
          {t('common.copyright', {
            year: copyrightYear,
            text: common?.site_setting.copyright_text || siteName,
          })}
        </p>
      </div>
    </footer>
  )
}
