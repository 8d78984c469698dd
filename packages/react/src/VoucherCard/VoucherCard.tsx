import { cx, formatApiDate, PriceType, toNumber, type Voucher } from '@souk/core'
import { useEffect, useId, useRef, useState } from 'react'
import { useShopLinks } from '../hooks/useLinks'
import { usePrice } from '../hooks/usePrice'
import { useT } from '../hooks/useT'
import { Icon } from '../Icon/Icon'

/** What the card reads of a voucher (a `Voucher` of the vouchers list, or a product detail's voucher). */
export type VoucherCardVoucher = Pick<Voucher, 'title' | 'code' | 'type' | 'price' | 'min_spend'> &
  Partial<Pick<Voucher, 'capped_price' | 'start_time' | 'end_time' | 'store_id'>>

/** Props of `VoucherCard`. */
export interface VoucherCardProps {
  /** The voucher to show. */
  voucher: VoucherCardVoucher
  /** The store a store voucher is limited to (its name, and its slug for a link). */
  store?: { name: string; slug?: string | null } | null
  /** Level of the title heading in the page outline. */
  headingLevel?: 2 | 3 | 4
  /** Extra class on the root. */
  className?: string
}

/** How long the copy button says 'Copied!' before offering to copy again, in ms. */
const COPIED_FEEDBACK_MS = 2000

/**
 * A voucher: its discount (a flat amount, or a percent with its cap), title, minimum spend (`usePrice`),
 * validity dates, the store it is limited to, and its code with a copy button. A successful copy is announced
 * politely ('Voucher code copied.'); when the clipboard cannot be used, the code is selected instead so the
 * shopper can copy it by hand.
 */
export function VoucherCard({ voucher, store, headingLevel = 3, className }: VoucherCardProps) {
  const { t, language } = useT()
  const format = usePrice()
  const links = useShopLinks()
  const titleId = `${useId()}title`
  const codeRef = useRef<HTMLElement>(null)
  const [copied, setCopied] = useState(0)
  const Heading = `h${headingLevel}` as const

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(0), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const percent = Number(voucher.type) === PriceType.PERCENT
  const price = toNumber(voucher.price)
  const cap = toNumber(voucher.capped_price)
  const minSpend = toNumber(voucher.min_spend)
  const start = formatApiDate(voucher.start_time, language)
  const end = formatApiDate(voucher.end_time, language)
  let validity = ''
  if (start && end) validity = t('voucher.validBetween', { start, end })
  else if (end) validity = t('voucher.validUntil', { date: end })

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(voucher.code)
      setCopied((count) => count + 1)
    } catch {
      const code = codeRef.current
      if (code) window.getSelection()?.selectAllChildren(code)
    }
  }

  return (
    <article
      className={cx('souk-voucher-card', className)}
      aria-labelledby={titleId}
      data-type={percent ? 'percent' : 'flat'}
    >
      <div className="souk-voucher-card__value">
        <p className="souk-voucher-card__discount">
          {percent
            ? t('voucher.percentOff', { percent: price })
            : t('voucher.amountOff', { amount: format(price) })}
        </p>
        {percent && cap > 0 ? (
          <p className="souk-voucher-card__cap">{t('voucher.cappedAt', { amount: format(cap) })}</p>
        ) : null}
      </div>
      <div className="souk-voucher-card__body">
        <Heading id={titleId} className="souk-voucher-card__title">
          {voucher.title}
        </Heading>
        {minSpend > 0 ? (
          <p className="souk-voucher-card__min">{t('voucher.minSpendLabel', { amount: format(minSpend) })}</p>
        ) : null}
        {validity ? <p className="souk-voucher-card__validity">{validity}</p> : null}
        {store ? (
          <p className="souk-voucher-card__store">
            <Icon name="store" />
            {store.slug ? (
              <a className="souk-voucher-card__store-link" href={links.store(store.slug)}>
                {t('voucher.shopOnly', { shop: store.name })}
              </a>
            ) : (
              t('voucher.shopOnly', { shop: store.name })
            )}
          </p>
        ) : null}
        <div className="souk-voucher-card__code">
          <span className="souk-visually-hidden">{t('voucher.code')}</span>
          <code ref={codeRef} className="souk-voucher-card__code-value">
            {voucher.code}
          </code>
          <button
            type="button"
            className="souk-voucher-card__copy"
            aria-describedby={titleId}
            data-copied={copied ? true : undefined}
            onClick={copy}
          >
            <Icon name={copied ? 'check' : 'tag'} />
            <span>{copied ? t('common.copied') : t('voucher.copyCode')}</span>
          </button>
        </div>
        <div className="souk-visually-hidden" aria-live="polite" aria-atomic="true">
          {copied ? <span key={copied}>{t('voucher.codeCopied')}</span> : null}
        </div>
      </div>
    </article>
  )
}
